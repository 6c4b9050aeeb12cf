// The settlement filter: From Date and To Date (DD-MM-YYYY), Currency and Submit Search. The transaction
// search's date rules (to at most yesterday, from not after to, at most one month) show under the fields, and
// nothing is sent while one fails. Needs a LocalizationProvider with AdapterDayjs above it.
import { marketplaceRangeIssues } from '@merchant-portal/contracts/schemas/marketplace';
import { CURRENCIES } from '@merchant-portal/contracts/schemas/transactions';
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { ChoiceField } from '../../components/filter-bar/choice-field';
import { PeriodFilterForm, type FilterBarProps } from '../../components/filter-bar/period-filter-form';
import type { SettlementFilter } from './api/get-settlement';

// Memoised: the screen re-renders on every load of its grid, which leaves the filter as it is.
export const SettlementFilterBar = memo(function SettlementFilterBar(
  props: FilterBarProps<SettlementFilter>,
) {
  const { t } = useTranslation();
  return (
    <PeriodFilterForm
      {...props}
      label={phrase('Settlement filters')}
      latest={props.today - 1}
      check={marketplaceRangeIssues}
      after={(form, update) => (
        <ChoiceField
          label={t('Currency')}
          value={form.currency}
          choices={CURRENCIES}
          labelOf={(currency) => currency || t('All')}
          showsBlank
          width={120}
          onChange={(currency) => update({ currency })}
        />
      )}
    />
  );
});
