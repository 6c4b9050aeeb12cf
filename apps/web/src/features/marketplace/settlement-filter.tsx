// The settlement filter: From Date and To Date (DD-MM-YYYY), Currency and Submit Search. The transaction
// search's date rules (to at most yesterday, from not after to, at most one month) show under the fields, and
// nothing is sent while one fails. Needs a LocalizationProvider with AdapterDayjs above it.
import type { DayNumber } from '@merchant-portal/contracts/dates';
import { marketplaceRangeIssues } from '@merchant-portal/contracts/schemas/marketplace';
import { CURRENCIES } from '@merchant-portal/contracts/schemas/transactions';
import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { memo, useState } from 'react';
import { PeriodFilterForm } from '../../components/filter-bar/period-filter-form';
import { PeriodFields } from '../../components/filter-bar/period-fields';
import type { SettlementCurrency, SettlementFilter } from './api/get-settlement';

export interface SettlementFilterBarProps {
  defaults: SettlementFilter;
  /** Today in Amman: the period ends yesterday at the latest. */
  today: DayNumber;
  onSubmit: (filter: SettlementFilter) => void;
}

// Memoised: the screen re-renders on every load of its grid, which leaves the filter as it is.
export const SettlementFilterBar = memo(function SettlementFilterBar({
  defaults,
  today,
  onSubmit,
}: SettlementFilterBarProps) {
  const [form, setForm] = useState(defaults);
  const issues = marketplaceRangeIssues(form.fromDate, form.toDate, today);

  return (
    <PeriodFilterForm label="Settlement filters" issues={issues} onSubmit={() => onSubmit(form)}>
      <PeriodFields
        period={form}
        latest={today - 1}
        issues={issues}
        onChange={(change) => setForm((current) => ({ ...current, ...change }))}
      />
      <TextField
        select
        size="small"
        label="Currency"
        value={form.currency}
        sx={{ width: 120 }}
        slotProps={{ select: { displayEmpty: true }, inputLabel: { shrink: true } }}
        onChange={(event) =>
          setForm((current) => ({ ...current, currency: event.target.value as SettlementCurrency }))
        }
      >
        {CURRENCIES.map((currency) => (
          <MenuItem key={currency || 'all'} value={currency}>
            {currency || 'All'}
          </MenuItem>
        ))}
      </TextField>
    </PeriodFilterForm>
  );
});
