// The quick selects of spec part 2 §2 (Since yesterday, Last week, Last month): each sets a whole period at once.
import type { DayNumber } from '@merchant-portal/contracts/dates';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { quickRange, type QuickRange } from './filter-state';

const QUICK_SELECTS: ReadonlyArray<{ range: QuickRange; label: string }> = [
  { range: 'sinceYesterday', label: 'Since yesterday' },
  { range: 'lastWeek', label: 'Last week' },
  { range: 'lastMonth', label: 'Last month' },
];

export interface QuickSelectProps {
  /** Today in Amman: the periods are relative to it. */
  today: DayNumber;
  /** The chosen range, and its period. */
  onSelect: (range: QuickRange, period: { fromDate: string; toDate: string }) => void;
}

export function QuickSelect({ today, onSelect }: QuickSelectProps) {
  return (
    // Wraps on a phone rather than widening the page.
    <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
      {QUICK_SELECTS.map(({ range, label }) => (
        <Button
          key={range}
          variant="outlined"
          size="small"
          onClick={() => onSelect(range, quickRange(range, today))}
        >
          {label}
        </Button>
      ))}
    </Stack>
  );
}
