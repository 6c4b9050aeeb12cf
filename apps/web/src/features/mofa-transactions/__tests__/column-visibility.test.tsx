import { MOFA_COLUMNS } from '@merchant-portal/contracts/schemas/mofa';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { COLUMN_VISIBILITY_TEXTS } from '../../../lib/api/column-visibility';
import { captureSaves } from '../../../test/capture-saves';
import { failWith, type FakeHandlers } from '../../../test/fake-api';
import { mofaScreen, payment } from './mofa-fixtures';
import { keptColumns } from '../../../test/replies';
import { searchPageOf } from '../../../test/replies';

// The columns a user shows are theirs to keep (part 2 §2 "Column visibility is user-adjustable"): read from the
// server on mount, saved there on every change, so they come back in the next session or another browser.

const page = mofaScreen();
const { openPage, loaded } = page;

const ONE_ROW = () => searchPageOf([payment('p1')]);
const grid = () => screen.getByRole('grid', { name: 'MOFA Transactions' });
const header = (name: string) => within(grid()).queryByRole('columnheader', { name });

/** Opens the screen with its one row, the column choice's calls answered by `columnCalls`, and lets it settle. */
async function openWithRow(columnCalls: FakeHandlers) {
  const opened = openPage({ list: ONE_ROW, more: columnCalls });
  await screen.findByText('MOFA-p1');
  await loaded();
  return opened;
}

async function hideColumn(name: string) {
  // The menu button shows on hover (CSS that jsdom does not apply): found by its label.
  await page.user.click(within(header(name)!).getByLabelText(`${name} column menu`));
  await page.user.click(await screen.findByRole('menuitem', { name: 'Hide column' }));
}

describe('column visibility kept for the user', () => {
  it('applies the kept choice over the defaults on mount', async () => {
    await openWithRow(keptColumns({ visibility: { pan: false, id: true } }));
    await waitFor(() => expect(header('ID')).toBeInTheDocument());
    expect(header('PAN')).not.toBeInTheDocument();
    // Not named in the choice: the default (hidden) stands.
    expect(header('Transaction Status')).not.toBeInTheDocument();
    expect(header('RRN')).toBeInTheDocument();
    expect(page.api.sent('columnPreferenceRead').map(({ params }) => params)).toEqual([
      { screen: 'mofa-transactions' },
    ]);
  });

  it('saves a change with what was kept before, and a new visit reads it back', async () => {
    const kept = { visibility: { id: true } as Record<string, boolean> };
    const { unmount } = await openWithRow(keptColumns(kept));
    await waitFor(() => expect(header('ID')).toBeInTheDocument());
    await hideColumn('RRN');

    await waitFor(() => expect(page.api.sent('columnPreferenceSave')).toHaveLength(1));
    const [save] = page.api.sent('columnPreferenceSave');
    expect(save?.params).toEqual({ screen: 'mofa-transactions' });
    expect(save?.body).toEqual({ visibility: { id: true, rrn: false } });
    expect(header('RRN')).not.toBeInTheDocument();
    unmount();

    // Another visit (a new sign-in: a fresh query cache) shows what the server kept.
    expect(kept.visibility.rrn).toBe(false);
    await openWithRow(keptColumns(kept));
    await waitFor(() => expect(page.api.sent('columnPreferenceRead')).toHaveLength(1));
    await waitFor(() => expect(header('RRN')).not.toBeInTheDocument());
    expect(header('PAN')).toBeInTheDocument();
  });

  it('"Show all" keeps the columns hidden at first as shown', async () => {
    await openWithRow(keptColumns());
    await page.user.click(within(header('PAN')!).getByLabelText('PAN column menu'));
    await page.user.click(await screen.findByRole('menuitem', { name: 'Manage columns' }));
    await page.user.click(await screen.findByRole('checkbox', { name: 'Show/Hide All' }));
    await waitFor(() => expect(page.api.sent('columnPreferenceSave')).toHaveLength(1));
    expect(page.api.sent('columnPreferenceSave')[0]?.body).toEqual({
      visibility: { id: true, tranStatus: true },
    });
  });

  it('the files hold the columns the grid shows, in its order', async () => {
    const saved = captureSaves();
    await openWithRow(keptColumns({ visibility: { pan: false, id: true } }));
    await waitFor(() => expect(header('ID')).toBeInTheDocument());
    await page.user.click(screen.getByRole('button', { name: 'Export to PDF' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    const shown = MOFA_COLUMNS.filter(({ field, hidden }) => field === 'id' || (!hidden && field !== 'pan'));
    expect((page.api.sent('mofaFile')[0]?.body as { columns: string[] }).columns).toEqual(
      shown.map(({ field }) => field),
    );
  });

  it('a failed save says so briefly and keeps the change on screen', async () => {
    await openWithRow({ columnPreferenceSave: () => failWith(500, 'Preferences unavailable') });
    await hideColumn('Country');
    expect(await screen.findByText(COLUMN_VISIBILITY_TEXTS.saveFailed)).toBeInTheDocument();
    expect(header('Country')).not.toBeInTheDocument();
    expect(page.api.sent('columnPreferenceSave')).toHaveLength(1);
  });

  it('a failed read is silent and shows the defaults', async () => {
    await openWithRow({ columnPreferenceRead: () => failWith(500, 'Preferences unavailable') });
    expect(header('PAN')).toBeInTheDocument();
    expect(header('ID')).not.toBeInTheDocument();
    expect(screen.queryByText('Preferences unavailable')).not.toBeInTheDocument();
  });
});
