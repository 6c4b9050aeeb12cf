// The quick selects of spec part 2 §2 (Since yesterday, Last week, Last month) and the presets Today, Yesterday,
// Last 7 days and This month: each fills a whole period at once, and only those the screen's period rules
// accept show (period-presets.ts). Submit Search still applies the period.
import type { DayNumber } from '@merchant-portal/contracts/dates';
import type { PeriodCheck } from '@merchant-portal/contracts/schemas/transactions';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import { CARD_SEARCH_PERIOD, offeredRanges, quickRange, type QuickRange } from './period-presets';

export interface QuickSelectProps {
  /** Today in Amman: the periods are relative to it. */
  today: DayNumber;
  /** The screen's period rules (the card search's unless said). */
  check?: PeriodCheck;
  /** The last day the screen may show (yesterday unless said). */
  latest?: DayNumber;
  /** The chosen range, and its period. */
  onSelect: (range: QuickRange, period: { fromDate: string; toDate: string }) => void;
}

export function QuickSelect({
  today,
  check = CARD_SEARCH_PERIOD,
  latest = today - 1,
  onSelect,
}: QuickSelectProps) {
  const { t } = useTranslation();
  return (
    // Wraps on a phone rather than widening the page.
    <Stack direction="row" spacing={1} useFlexGap sx={{ mb: 2, flexWrap: 'wrap' }}>
      {offeredRanges(today, check, latest).map(({ range, label }) => (
        <Button
          key={range}
          variant="outlined"
          size="small"
          onClick={() => onSelect(range, quickRange(range, today, latest))}
        >
          {t(label)}
        </Button>
      ))}
    </Stack>
  );
}
