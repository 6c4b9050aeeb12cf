// The pre-auth filter: From Date and To Date (DD-MM-YYYY) and Submit Search. The date rules (to at most
// today, from not after to, at most one month) show under the fields, and nothing is sent while one fails.
// Needs a LocalizationProvider with AdapterDayjs above it.
import { preAuthRangeIssues } from '@merchant-portal/contracts/schemas/pre-auth';
import { memo } from 'react';
import { PeriodFilterForm, type FilterBarProps } from '../../components/filter-bar/period-filter-form';
import type { PreAuthFilter } from './api/get-pre-auth';
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';

// Memoised: the screen re-renders on every load of its grid, which leaves the filter as it is.
export const PreAuthFilterBar = memo(function PreAuthFilterBar(props: FilterBarProps<PreAuthFilter>) {
  return (
    <PeriodFilterForm
      {...props}
      label={phrase('Pre-auth filters')}
      latest={props.today}
      check={preAuthRangeIssues}
    />
  );
});
