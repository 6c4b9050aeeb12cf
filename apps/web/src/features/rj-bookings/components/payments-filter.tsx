// The Payments tab's filter (spec part 2 §2, §5): Booking Ref No, From Date and To Date (DD-MM-YYYY). The
// date rules (no future day, from not after to, at most a year) show under the fields, and nothing is sent
// while one fails. Needs a LocalizationProvider with AdapterDayjs above it.
import type { DayNumber } from '@merchant-portal/contracts/dates';
import { bookingRangeIssues } from '@merchant-portal/contracts/schemas/bookings';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import TextField from '@mui/material/TextField';
import { memo, useState } from 'react';
import { PeriodFields } from '../../../components/filter-bar/period-fields';
import type { BookingFilter } from '../api/get-booking-history';

/** The longest booking reference the calls take. */
export const BOOKING_REF_MAX = 20;

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
    <Box
      component="form"
      aria-label="Payments filters"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (issues.length === 0) onSubmit({ ...form, bookingRefNo: form.bookingRefNo.trim() });
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
    >
      <TextField
        size="small"
        label="Booking Ref No"
        value={form.bookingRefNo}
        sx={{ width: 180 }}
        onChange={(event) => setForm((current) => ({ ...current, bookingRefNo: event.target.value }))}
        slotProps={{ htmlInput: { maxLength: BOOKING_REF_MAX, autoComplete: 'off' } }}
      />
      <PeriodFields
        period={form}
        latest={today}
        issues={issues}
        onChange={(change) => setForm((current) => ({ ...current, ...change }))}
      />
      <Button type="submit" variant="contained" disabled={issues.length > 0} sx={{ height: 40 }}>
        Submit Search
      </Button>
    </Box>
  );
});
