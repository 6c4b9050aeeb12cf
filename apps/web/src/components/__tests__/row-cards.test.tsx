import { HOME_CURRENCY } from '@merchant-portal/contracts/format';
import type { ColumnSpec } from '@merchant-portal/contracts/transaction-columns';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { i18n, switchLanguage } from '../../lib/i18n';
import { renderWithProviders } from '../../test/render';
import { gridColumns } from '../grid-columns';
import { RowCards } from '../row-cards';

const SPECS: ColumnSpec<string>[] = [
  { field: 'id', headerName: 'ID', kind: 'text', width: 100, hidden: true },
  { field: 'terminalId', headerName: 'Terminal ID', kind: 'text', width: 100 },
  { field: 'transactionDate', headerName: 'Transaction Date', kind: 'text', width: 100 },
  { field: 'transactionTime', headerName: 'Transaction Time', kind: 'text', width: 100 },
  { field: 'pan', headerName: 'PAN', kind: 'text', width: 100 },
  { field: 'transactionAmount', headerName: 'Transaction Amount', kind: 'amount', width: 100 },
  { field: 'netAmount', headerName: 'Net Amount', kind: 'amount', width: 100 },
  { field: 'status', headerName: 'Status', kind: 'text', width: 100 },
];
const COLUMNS = gridColumns<Record<string, unknown>>(SPECS);
const ROW = {
  id: 'r1',
  terminalId: 'T-77',
  transactionDate: '27-11-2026',
  transactionTime: '14:05:09',
  pan: '411111******1111',
  transactionAmount: 37.5,
  netAmount: 36.9,
  currency: 'USD',
  status: 'Approved',
};

function renderCards(props: Partial<Parameters<typeof RowCards>[0]> = {}) {
  return renderWithProviders(
    <RowCards
      label="Transactions"
      rows={[ROW]}
      columns={COLUMNS}
      loading={false}
      emptyText="No rows"
      {...props}
    />,
  );
}

describe('a page of rows on a phone', () => {
  it('leads each card with the amount in its currency, the date and time, the card and the status', () => {
    renderCards();
    const card = within(screen.getByRole('list', { name: 'Transactions' })).getByRole('listitem');
    expect(card).toHaveTextContent('Transaction Amount');
    expect(within(card).getByText('USD 37.50')).toBeVisible();
    expect(within(card).getByText('27-11-2026 14:05:09')).toBeVisible();
    expect(card).toHaveTextContent('PAN 411111******1111');
    expect(within(card).getByText('Approved')).toBeVisible();
    // Figures, dates and the card number read left to right on an Arabic page too (2206******522483 is not
    // reordered around its stars).
    for (const value of ['USD 37.50', '27-11-2026 14:05:09', '411111******1111']) {
      expect(within(card).getByText(value).closest('bdi')).toHaveAttribute('dir', 'ltr');
    }
    // The hidden id is not shown anywhere.
    expect(card).not.toHaveTextContent('r1');
  });

  it('in Arabic, lays the card out by the columns the spec names, whatever their headers say', async () => {
    await switchLanguage('ar');
    renderCards({ columns: gridColumns<Record<string, unknown>>(SPECS, { t: i18n.t }) });
    const card = within(screen.getByRole('list', { name: 'Transactions' })).getByRole('listitem');
    expect(card).toHaveTextContent('مبلغ الحركة');
    expect(within(card).getByText('27-11-2026 14:05:09')).toBeVisible();
    expect(card).toHaveTextContent('رقم البطاقة 411111******1111');
    expect(within(card).getByText('كل التفاصيل')).toBeVisible();
  });

  it("shows a status of a fixed list in the screen's language, as the grid does", async () => {
    await switchLanguage('ar');
    const specs = SPECS.map((spec) => (spec.field === 'status' ? { ...spec, inWords: true as const } : spec));
    renderCards({
      columns: gridColumns<Record<string, unknown>>(specs, { t: i18n.t }),
      rows: [{ ...ROW, status: 'Shipped' }],
    });
    const card = within(screen.getByRole('list', { name: 'Transactions' })).getByRole('listitem');
    expect(within(card).getByText('تم الشحن')).toBeVisible();
    expect(card).not.toHaveTextContent('Shipped');
  });

  it('keeps every other shown column one tap away, and leaves out the hidden ones', async () => {
    const user = userEvent.setup();
    renderCards({ columnVisibilityModel: { netAmount: false } });
    const card = screen.getByRole('listitem');
    expect(within(card).getByText('T-77')).not.toBeVisible();
    await user.click(within(card).getByText('All details'));
    expect(within(card).getByText('T-77')).toBeVisible();
    expect(card).not.toHaveTextContent('Net Amount');
  });

  it("opens a row's details from its card where the screen has them", async () => {
    const user = userEvent.setup();
    const onRowOpen = vi.fn();
    renderCards({ onRowOpen });
    expect(screen.queryByText('All details')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /USD\s37\.50/ }));
    expect(onRowOpen).toHaveBeenCalledWith(ROW);
  });

  it('says when the page has no rows, and not while it loads', () => {
    const { rerender } = renderCards({ rows: [] });
    expect(screen.getByRole('status')).toHaveTextContent('No rows');
    rerender(<RowCards label="Transactions" rows={[]} columns={COLUMNS} loading emptyText="No rows" />);
    expect(screen.queryByText('No rows')).not.toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Loading Transactions' })).toBeInTheDocument();
  });

  it(`gives an amount without a currency the home currency (${HOME_CURRENCY})`, () => {
    renderCards({ rows: [{ ...ROW, currency: null }] });
    expect(screen.getByText(`${HOME_CURRENCY} 37.500`)).toBeVisible();
  });
});
