// The figures of a chart of sales as a table: transactions and amount (JOD) per row, with a totals row.
import type { FigureTable } from './chart-figure';
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import { amountText, countText } from '../../lib/figures';

/** One row's name and its sales. */
export interface CountAmountRow {
  name: string;
  count: number;
  amount: number;
}

/**
 * A table whose first column (`heading`) names the rows; the totals row, named `total.name`, adds up
 * `total.rows` (a chart showing one page of rows still totals them all), by default the rows shown.
 */
export function countAmountTable(
  heading: string,
  rows: CountAmountRow[],
  total: { name: string; rows?: CountAmountRow[] },
): FigureTable {
  const all = total.rows ?? rows;
  return {
    columns: [heading, phrase('Transactions'), phrase('Amount (JOD)')],
    rows: rows.map((row) => [row.name, countText(row.count), amountText(row.amount, 'JOD')]),
    totals: [
      total.name,
      countText(all.reduce((sum, row) => sum + row.count, 0)),
      amountText(
        all.reduce((sum, row) => sum + row.amount, 0),
        'JOD',
      ),
    ],
  };
}
