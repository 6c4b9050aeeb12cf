// The order-master filter (spec part 2 §2 "Order-master report"): Scheme Type (Emart, Shopix), From Date and
// To Date (DD-MM-YYYY), Search and Download. The transaction search's date rules show under the fields; while
// one fails neither button sends anything. Download takes the form as it stands, searched or not.
// Needs a LocalizationProvider with AdapterDayjs above it.
import type { DayNumber } from '@merchant-portal/contracts/dates';
import {
  MARKETPLACE_SCHEMES,
  MARKETPLACE_SCHEME_LABELS,
  marketplaceRangeIssues,
} from '@merchant-portal/contracts/schemas/marketplace';
import DownloadIcon from '@mui/icons-material/Download';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from '../../components/filter-bar/choice-field';
import { PeriodFilterForm } from '../../components/filter-bar/period-filter-form';
import type { OrderMasterFilter } from './api/get-order-master';

export interface OrderMasterFilterBarProps {
  defaults: OrderMasterFilter;
  /** Today in Amman: the period ends yesterday at the latest. */
  today: DayNumber;
  isPreparing: boolean;
  onSearch: (filter: OrderMasterFilter) => void;
  onDownload: (filter: OrderMasterFilter) => void;
}

export const OrderMasterFilterBar = memo(function OrderMasterFilterBar({
  isPreparing,
  onSearch,
  onDownload,
  ...props
}: OrderMasterFilterBarProps) {
  const { t } = useTranslation();
  return (
    <PeriodFilterForm
      {...props}
      label={phrase('Order-master filters')}
      latest={props.today - 1}
      check={marketplaceRangeIssues}
      onSubmit={onSearch}
      before={(form, update) => (
        <ChoiceField
          label={t('Scheme Type')}
          value={form.schemeType}
          choices={MARKETPLACE_SCHEMES}
          labelOf={(scheme) => MARKETPLACE_SCHEME_LABELS[scheme]}
          width={150}
          required
          onChange={(schemeType) => update({ schemeType })}
        />
      )}
      submitText={phrase('Search')}
      actions={(form, isValid) => (
        <Button
          variant="outlined"
          disabled={!isValid || isPreparing}
          startIcon={
            isPreparing ? <CircularProgress size={16} aria-label={t('Preparing file')} /> : <DownloadIcon />
          }
          onClick={() => onDownload(form)}
          sx={{ height: 40 }}
        >
          {t('Download')}
        </Button>
      )}
    />
  );
});
