// The pre-auth filter: From Date and To Date (DD-MM-YYYY) and Submit Search. The date rules (to at most
// today, from not after to, at most one month) show under the fields, and nothing is sent while one fails.
// Needs a LocalizationProvider with AdapterDayjs above it.
import type { DayNumber } from '@merchant-portal/contracts/dates';
import { preAuthRangeIssues } from '@merchant-portal/contracts/schemas/pre-auth';
import { memo, useState } from 'react';
import { PeriodFilterForm } from '../../components/filter-bar/period-filter-form';
import { PeriodFields } from '../../components/filter-bar/period-fields';
import type { PreAuthFilter } from './api/get-pre-auth';

export interface PreAuthFilterBarProps {
  /** The period the form starts from. */
  defaults: PreAuthFilter;
  /** Today in Amman: the latest day the period may end on. */
  today: DayNumber;
  onSubmit: (filter: PreAuthFilter) => void;
}

// Memoised: the screen re-renders on every load of its grid, which leaves the filter as it is.
export const PreAuthFilterBar = memo(function PreAuthFilterBar({
  defaults,
  today,
  onSubmit,
}: PreAuthFilterBarProps) {
  const [form, setForm] = useState(defaults);
  const issues = preAuthRangeIssues(form.fromDate, form.toDate, today);

  return (
    <PeriodFilterForm label="Pre-auth filters" issues={issues} onSubmit={() => onSubmit(form)}>
      <PeriodFields
        period={form}
        latest={today}
        issues={issues}
        onChange={(change) => setForm((current) => ({ ...current, ...change }))}
      />
    </PeriodFilterForm>
  );
});
