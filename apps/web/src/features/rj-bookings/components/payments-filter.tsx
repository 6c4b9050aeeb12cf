// The Payments tab's filter (spec part 2 §2, §5): Booking Ref No, From Date and To Date (DD-MM-YYYY) with the
// bookings' date rules. Needs a LocalizationProvider with AdapterDayjs above it.
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import { memo } from 'react';
import type { FilterBarProps } from '../../../components/filter-bar/period-filter-form';
import type { BookingFilter } from '../api/get-booking-history';
import { BookingFilterForm } from './booking-filter-form';

// Memoised: the tab re-renders on every load of its grid, which leaves the filter as it is.
export const PaymentsFilter = memo(function PaymentsFilter(props: FilterBarProps<BookingFilter>) {
  return <BookingFilterForm {...props} label={phrase('Payments filters')} />;
});
