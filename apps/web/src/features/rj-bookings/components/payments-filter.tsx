// The Payments tab's filter (spec part 2 §2, §5): Booking Ref No, From Date and To Date (DD-MM-YYYY). The
// date rules (no future day, from not after to, at most a year) show under the fields, and nothing is sent
// while one fails. Needs a LocalizationProvider with AdapterDayjs above it.
import type { DayNumber } from '@merchant-portal/contracts/dates';
import { bookingRangeIssues } from '@merchant-portal/contracts/schemas/bookings';
import TextField from '@mui/material/TextField';
import { memo, useState } from 'react';
import { PeriodFilterForm } from '../../../components/filter-bar/period-filter-form';
import { PeriodFields } from '../../../components/filter-bar/period-fields';
import type { BookingFilter } from '../api/get-booking-history';

/** The longest booking reference the calls take. */
const BOOKING_REF_MAX = 20;

/** Booking Ref No, as both tabs' filters ask for it. */
export function BookingRefField({ value, onChange }: { value: string; onChange: (value: string) => void }) {
  return (
    <TextField
      size="small"
      label="Booking Ref No"
      value={value}
      sx={{ width: 180 }}
      onChange={(event) => onChange(event.target.value)}
      slotProps={{ htmlInput: { maxLength: BOOKING_REF_MAX, autoComplete: 'off' } }}
    />
  );
}

export interface PaymentsFilterProps {
  defaults: BookingFilter;
  /** Today in Amman: the latest day a period may end on. */
  today: DayNumber;
  onSubmit: (filter: BookingFilter) => void;
}

// Memoised: the tab re-renders on every load of its grid, which leaves the filter as it is.
export const PaymentsFilter = memo(function PaymentsFilter({
  defaults,
  today,
  onSubmit,
}: PaymentsFilterProps) {
  const [form, setForm] = useState(defaults);
  const issues = bookingRangeIssues(form.fromDate, form.toDate, today);

  return (
    <PeriodFilterForm
      label="Payments filters"
      issues={issues}
      onSubmit={() => onSubmit({ ...form, bookingRefNo: form.bookingRefNo.trim() })}
    >
      <BookingRefField
        value={form.bookingRefNo}
        onChange={(bookingRefNo) => setForm((current) => ({ ...current, bookingRefNo }))}
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
