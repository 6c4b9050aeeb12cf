import { formatMoney } from '@merchant-portal/contracts/format';
import type { ListTotals } from '@merchant-portal/contracts/schemas/totals';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { switchLanguage } from '../../lib/i18n';
import { TRANSACTIONS_NOUN, TotalsStrip, totalsLine } from '../totals-strip';

const COLUMNS = [
  { field: 'transactionAmount', headerName: 'Transaction Amount' },
  { field: 'mdrAmount', headerName: 'MDR Amount' },
  { field: 'netAmount', headerName: 'Net Amount' },
];

const NBSP = '\u00a0';

describe('totals strip', () => {
  it("one line per currency, each sum labelled with its column's header in the currency's own decimals", () => {
    const totals: ListTotals = [
      {
        currency: 'JOD',
        count: 1234,
        sums: { transactionAmount: 12345.678, mdrAmount: 185.185, netAmount: 12160.493 },
      },
      { currency: 'USD', count: 1, sums: { transactionAmount: 40, mdrAmount: 0.6, netAmount: 39.4 } },
    ];
    render(<TotalsStrip totals={totals} noun={TRANSACTIONS_NOUN} columns={COLUMNS} />);
    const lines = screen.getAllByText(/transactions?/).map((line) => line.textContent);
    expect(lines).toEqual([
      `1,234 transactions · Transaction Amount JOD${NBSP}12,345.678 · MDR Amount JOD${NBSP}185.185 · Net Amount JOD${NBSP}12,160.493`,
      `1 transaction · Transaction Amount USD${NBSP}40.00 · MDR Amount USD${NBSP}0.60 · Net Amount USD${NBSP}39.40`,
    ]);
  });

  it('is absent when the reply has no totals, or they are empty', () => {
    const { container, rerender } = render(
      <TotalsStrip totals={undefined} noun={TRANSACTIONS_NOUN} columns={COLUMNS} />,
    );
    expect(container).toBeEmptyDOMElement();
    rerender(<TotalsStrip totals={[]} noun={TRANSACTIONS_NOUN} columns={COLUMNS} />);
    expect(container).toBeEmptyDOMElement();
  });

  it("counts in the screen's own noun", () => {
    const line = totalsLine({ currency: 'JOD', count: 2, sums: { orderAmount: 10 } }, '{{total}} orders', [
      { field: 'orderAmount', headerName: 'Order Amount' },
    ]);
    expect(line).toBe(`2 orders · Order Amount JOD${NBSP}10.000`);
  });

  it('leaves out the sum of a column the grid does not show (an all-zero Fixed Amount hidden by default)', () => {
    const line = totalsLine(
      { currency: 'JOD', count: 3, sums: { transactionAmount: 30, fixedAmount: 0, netAmount: 29.5 } },
      TRANSACTIONS_NOUN,
      [COLUMNS[0]!, COLUMNS[2]!],
    );
    expect(line).toBe(`3 transactions · Transaction Amount JOD${NBSP}30.000 · Net Amount JOD${NBSP}29.500`);
  });

  it('does not name the currency twice when the header already names it', () => {
    const line = totalsLine(
      { currency: 'JOD', count: 98, sums: { totalAmountJOD: 6590.207 } },
      TRANSACTIONS_NOUN,
      [{ field: 'totalAmountJOD', headerName: 'Total Amount JOD' }],
    );
    expect(line).toBe(`98 transactions · Total Amount JOD${NBSP}6,590.207`);
  });
});

// Its shape (the Arabic symbol after the amount, Latin digits) is the format module's test.
const dinars = (amount: number) => formatMoney(amount, 'JOD', 'ar');

describe('the totals strip in Arabic', () => {
  it('counts in Arabic whatever the number, with Latin digits, and labels each sum with its Arabic header and money', async () => {
    await switchLanguage('ar');
    const line = (count: number) =>
      totalsLine({ currency: 'JOD', count, sums: { netAmount: 1250.5 } }, TRANSACTIONS_NOUN, [
        { field: 'netAmount', headerName: 'صافي المبلغ' },
      ]);
    expect(line(1)).toBe(`عدد الحركات: 1 · صافي المبلغ ${dinars(1250.5)}`);
    expect(line(2)).toBe(`عدد الحركات: 2 · صافي المبلغ ${dinars(1250.5)}`);
    expect(line(5)).toBe(`عدد الحركات: 5 · صافي المبلغ ${dinars(1250.5)}`);
    expect(line(1234)).toBe(`عدد الحركات: 1,234 · صافي المبلغ ${dinars(1250.5)}`);
    render(
      <TotalsStrip
        totals={[{ currency: 'JOD', count: 3, sums: {} }]}
        noun={TRANSACTIONS_NOUN}
        columns={COLUMNS}
      />,
    );
    expect(screen.getByRole('region', { name: 'المجاميع' })).toHaveTextContent('عدد الحركات: 3');
  });
});
