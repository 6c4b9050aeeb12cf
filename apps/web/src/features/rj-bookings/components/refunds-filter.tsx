// The Refunds tab's filter (spec part 2 §2, §4): Booking Ref No, Status (Completed, 'Pending tasks' or ALL;
// 'Pending tasks' by default), From Date and To Date with the bookings' date rules. Needs a LocalizationProvider
// with AdapterDayjs above it.
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import { WORKFLOW_FILTERS, type WorkflowFilter } from '@merchant-portal/contracts/schemas/bookings';
import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import type { FilterBarProps } from '../../../components/filter-bar/period-filter-form';
import { ChoiceField } from '../../../components/filter-bar/choice-field';
import type { WorkflowSearchFilter } from '../api/get-refund-workflows';
import { BookingFilterForm } from './booking-filter-form';

/** The spec's order (part 2 §2): Completed, 'Pending tasks', ALL. */
const STATUS_CHOICES: readonly WorkflowFilter[] = ['COMPLETED', 'OPEN', 'ALL'];

export const RefundsFilter = memo(function RefundsFilter(props: FilterBarProps<WorkflowSearchFilter>) {
  const { t } = useTranslation();
  return (
    <BookingFilterForm
      {...props}
      label={phrase('Refunds filters')}
      fields={(form, update) => (
        <ChoiceField
          label={t('Status')}
          value={form.status}
          choices={STATUS_CHOICES}
          labelOf={(choice) => t(WORKFLOW_FILTERS[choice])}
          width={180}
          onChange={(status) => update({ status })}
        />
      )}
    />
  );
});
