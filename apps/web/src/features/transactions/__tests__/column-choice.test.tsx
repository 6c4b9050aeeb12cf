import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { ModeeTransactionsPage } from '../transactions-page';
import { captureSaves } from '../../../test/capture-saves';
import type { FakeApi } from '../../../test/fake-api';
import { signInEachTest, user } from '../../../test/page';
import { keptColumns, searchPageOf } from '../../../test/replies';
import { row, server, renderPage } from './transactions-fixtures';

// Columns remembered (issue 28): the user's choice is read from the server on mount and stands over the empty
// columns' rule for the columns they chose; the files hold the columns the grid shows, in its order.

signInEachTest();

/** A page whose Merchant Reference is empty and whose Fixed Amount is zero on every row. */
const SPARSE_PAGE = () => searchPageOf([{ ...row('a'), merchantRef: null, fixedAmount: 0 }]);

const grid = () => screen.getByRole('grid', { name: 'Transactions' });
const header = (name: string) => within(grid()).queryByRole('columnheader', { name });

async function open(kept: { visibility: Record<string, boolean> }, page = renderPage) {
  const api = server({ read: SPARSE_PAGE, more: keptColumns(kept) });
  page();
  await within(await screen.findByRole('grid', { name: 'Transactions' })).findByText('10:00:00');
  return api;
}

async function exportedColumns(api: FakeApi, button: string, call: 'transactionFile' | 'modeeFile') {
  const saved = captureSaves();
  const download = screen.getByRole('button', { name: button });
  await waitFor(() => expect(download).toBeEnabled());
  await user.click(download);
  await waitFor(() => expect(saved).toHaveLength(1));
  return (api.sent(call).at(-1)?.body as { columns?: string[] }).columns;
}

describe('the kept column choice of the Transactions grid', () => {
  it('is applied on mount: a chosen column stands over the empty-column rule and the default', async () => {
    const api = await open({ visibility: { fixedAmount: true, branchName: false, id: true } });
    expect(api.sent('columnPreferenceRead').map(({ params }) => params)).toEqual([
      { screen: 'transactions' },
    ]);
    await waitFor(() => expect(header('ID')).toBeInTheDocument());
    // Zero on every row, but shown by the user's choice.
    expect(header('Fixed Amount')).toBeInTheDocument();
    expect(header('Branch Name')).not.toBeInTheDocument();
    // Not chosen: the rule hides it on this page.
    expect(header('Merchant Reference')).not.toBeInTheDocument();
  });

  it('an export sends the columns the grid shows, in its order', async () => {
    const api = await open({ visibility: { id: true, terminalId: false } });
    await waitFor(() => expect(header('ID')).toBeInTheDocument());
    expect(await exportedColumns(api, 'Download as Excel', 'transactionFile')).toEqual([
      'id',
      'transactionDate',
      'transactionTime',
      'tranPaymentMethod',
      'transactionAmount',
      'mdrPercentage',
      'mdrAmount',
      'netAmount',
      'branchName',
    ]);
  });

  it('hiding a column keeps it with what was kept before, and the next file leaves it out', async () => {
    const kept = { visibility: { billNumber: true } as Record<string, boolean> };
    const api = await open(kept);
    await user.click(within(header('Terminal ID')!).getByLabelText('Terminal ID column menu'));
    await user.click(await screen.findByRole('menuitem', { name: 'Hide column' }));

    await waitFor(() => expect(api.sent('columnPreferenceSave')).toHaveLength(1));
    // Only the column the user moved is added: another source's choice stays, the rule still applies elsewhere.
    expect(api.sent('columnPreferenceSave')[0]?.body).toEqual({
      visibility: { billNumber: true, terminalId: false },
    });
    expect(header('Terminal ID')).not.toBeInTheDocument();
    const columns = await exportedColumns(api, 'Export to PDF', 'transactionFile');
    expect(columns).not.toContain('terminalId');
    expect(columns).not.toContain('merchantRef');
    expect(columns).toContain('transactionAmount');
  });

  it('is kept apart for MoDEE, whose files send its own grid', async () => {
    const api = await open({ visibility: { mdrPercentage: false } }, () =>
      renderPage(['MODEE_TRANSACTION_USER'], 'modee.user@4000000501', <ModeeTransactionsPage />),
    );
    expect(api.sent('columnPreferenceRead').map(({ params }) => params)).toEqual([
      { screen: 'modee-transactions' },
    ]);
    await waitFor(() => expect(header('MDR Percentage')).not.toBeInTheDocument());
    const columns = await exportedColumns(api, 'Download Excel', 'modeeFile');
    expect(columns).toContain('loadDate');
    expect(columns).not.toContain('mdrPercentage');
  });
});
