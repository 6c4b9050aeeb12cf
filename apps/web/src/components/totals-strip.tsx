// The totals of the whole filtered set above a transaction-like grid, one line per currency as the server
// sums them: '1,234 transactions · Transaction Amount JOD 12,345.678 · MDR Amount JOD 185.185 · …'. Each sum
// is labelled with its column's header, and only the columns the grid shows are summed in the strip (an
// all-zero column hidden by default is not repeated there); a screen whose replies carry no totals shows nothing.
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import type { ListTotals } from '@merchant-portal/contracts/schemas/totals';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import { i18n } from '../lib/i18n';
import { countText, moneyText } from '../lib/figures';

/**
 * What the count counts, as a text of `{{total}}` (the count with separators) whose forms by number are in
 * the catalogues (contracts' i18n/en.ts: '{{total}} transactions_one').
 */
export type CountNoun = string;

export const TRANSACTIONS_NOUN: CountNoun = phrase('{{total}} transactions');

export interface TotalsStripProps {
  totals: ListTotals | undefined;
  /** What the count counts. */
  noun: CountNoun;
  /** The grid's shown columns: a sum is labelled with its field's header; a sum of no shown column is left out. */
  columns: readonly { field: string; headerName?: string | undefined }[];
}

/** One currency's line of the strip. */
export function totalsLine(
  { currency, count, sums }: ListTotals[number],
  noun: CountNoun,
  columns: TotalsStripProps['columns'],
  t: TFunction = i18n.t,
): string {
  const headerOf = (field: string) => columns.find((column) => column.field === field)?.headerName;
  const shown = Object.entries(sums).flatMap(([field, sum]) => {
    const header = headerOf(field);
    if (header === undefined) return [];
    // A header that names the currency already ('Total Amount JOD') does not say it twice.
    const label = header.endsWith(` ${currency}`) ? header.slice(0, -currency.length - 1) : header;
    return [`${label} ${moneyText(sum, currency)}`];
  });
  return [t(noun, { count, total: countText(count) }), ...shown].join(' · ');
}

export function TotalsStrip({ totals, noun, columns }: TotalsStripProps) {
  const { t } = useTranslation();
  if (!totals || totals.length === 0) return null;
  return (
    <Box
      component="section"
      aria-label={t('Totals')}
      sx={{ px: 2, py: 1, borderTop: 1, borderBottom: 1, borderColor: 'divider', bgcolor: 'action.hover' }}
    >
      {totals.map((total) => (
        <Typography key={total.currency} variant="body2" sx={{ fontWeight: 500 }}>
          {totalsLine(total, noun, columns, t)}
        </Typography>
      ))}
    </Box>
  );
}
