// The Refunds tab's filter (spec part 2 §2, §4): Booking Ref No, Status (Completed, 'Pending tasks' or ALL;
// 'Pending tasks' by default), From Date and To Date with the bookings' date rules. Needs a LocalizationProvider
// with AdapterDayjs above it.
import type { DayNumber } from '@merchant-portal/contracts/dates';
import {
  WORKFLOW_FILTERS,
  bookingRangeIssues,
  type WorkflowFilter,
} from '@merchant-portal/contracts/schemas/bookings';
import { memo, useState } from 'react';
import { PeriodFilterForm } from '../../../components/filter-bar/period-filter-form';
import { PeriodFields } from '../../../components/filter-bar/period-fields';
import { ChoiceField } from '../../../components/filter-bar/choice-field';
import type { WorkflowSearchFilter } from '../api/get-refund-workflows';
import { BookingRefField } from './payments-filter';

/** The spec's order (part 2 §2): Completed, 'Pending tasks', ALL. */
const STATUS_CHOICES: readonly WorkflowFilter[] = ['COMPLETED', 'OPEN', 'ALL'];

export interface RefundsFilterProps {
  defaults: WorkflowSearchFilter;
  today: DayNumber;
  onSubmit: (filter: WorkflowSearchFilter) => void;
}

export const RefundsFilter = memo(function RefundsFilter({ defaults, today, onSubmit }: RefundsFilterProps) {
  const [form, setForm] = useState(defaults);
  const issues = bookingRangeIssues(form.fromDate, form.toDate, today);

  return (
    <PeriodFilterForm
      label="Refunds filters"
      issues={issues}
      onSubmit={() => onSubmit({ ...form, bookingRefNo: form.bookingRefNo.trim() })}
    >
      <BookingRefField
        value={form.bookingRefNo}
        onChange={(bookingRefNo) => setForm((current) => ({ ...current, bookingRefNo }))}
      />
      <ChoiceField
        label="Status"
        value={form.status}
        choices={STATUS_CHOICES}
        labelOf={(choice) => WORKFLOW_FILTERS[choice]}
        width={180}
        onChange={(status) => setForm((current) => ({ ...current, status }))}
      />
      <PeriodFields
        period={form}
        latest={today}
        issues={issues}
        onChange={(change) => setForm((current) => ({ ...current, ...change }))}
      />
    </PeriodFilterForm>
  );
});
