// The Payments tab's filter (spec part 2 §2, §5): Booking Ref No, From Date and To Date (DD-MM-YYYY) with the
// bookings' date rules. Needs a LocalizationProvider with AdapterDayjs above it.
import type { DayNumber } from '@merchant-portal/contracts/dates';
import { memo } from 'react';
import type { BookingFilter } from '../api/get-booking-history';
import { BookingFilterForm } from './booking-filter-form';

export interface PaymentsFilterProps {
  defaults: BookingFilter;
  /** Today in Amman: the latest day a period may end on. */
  today: DayNumber;
  onSubmit: (filter: BookingFilter) => void;
}

// Memoised: the tab re-renders on every load of its grid, which leaves the filter as it is.
export const PaymentsFilter = memo(function PaymentsFilter(props: PaymentsFilterProps) {
  return <BookingFilterForm {...props} label="Payments filters" />;
});
