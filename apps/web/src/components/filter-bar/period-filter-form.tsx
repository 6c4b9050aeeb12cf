// A list screen's filter form: its fields, then Submit Search, which stays disabled while a date rule fails;
// submitting hands the form over only when none does.
import type { DateRangeIssue } from '@merchant-portal/contracts/schemas/transactions';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import type { ReactNode } from 'react';

export interface PeriodFilterFormProps {
  /** The form's accessible name. */
  label: string;
  /** The date rules failing now. */
  issues: readonly DateRangeIssue[];
  onSubmit: () => void;
  children: ReactNode;
}

export function PeriodFilterForm({ label, issues, onSubmit, children }: PeriodFilterFormProps) {
  return (
    <Box
      component="form"
      aria-label={label}
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        if (issues.length === 0) onSubmit();
      }}
      sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'flex-start' }}
    >
      {children}
      <Button type="submit" variant="contained" disabled={issues.length > 0} sx={{ height: 40 }}>
        Submit Search
      </Button>
    </Box>
  );
}
