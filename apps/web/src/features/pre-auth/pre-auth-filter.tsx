// The pre-auth filter: From Date and To Date (DD-MM-YYYY) and Submit Search. The date rules (to at most
// today, from not after to, at most one month) show under the fields, and nothing is sent while one fails.
// Needs a LocalizationProvider with AdapterDayjs above it.
import type { DayNumber } from '@merchant-portal/contracts/dates';
import { preAuthRangeIssues } from '@merchant-portal/contracts/schemas/pre-auth';
import { memo } from 'react';
import { PeriodFilterForm } from '../../components/filter-bar/period-filter-form';
import type { PreAuthFilter } from './api/get-pre-auth';

export interface PreAuthFilterBarProps {
  /** The period the form starts from. */
  defaults: PreAuthFilter;
  /** Today in Amman: the latest day the period may end on. */
  today: DayNumber;
  onSubmit: (filter: PreAuthFilter) => void;
}

// Memoised: the screen re-renders on every load of its grid, which leaves the filter as it is.
export const PreAuthFilterBar = memo(function PreAuthFilterBar(props: PreAuthFilterBarProps) {
  return (
    <PeriodFilterForm {...props} label="Pre-auth filters" latest={props.today} check={preAuthRangeIssues} />
  );
});
