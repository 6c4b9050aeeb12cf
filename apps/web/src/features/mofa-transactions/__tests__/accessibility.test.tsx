import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CONSULAR_12, CONSULAR_ALL, mofaScreen, payment } from './mofa-fixtures';
import { violationsOf } from '../../../test/axe-violations';
import { searchPageOf } from '../../../test/replies';

const page = mofaScreen();
const { openPage, listBodies, filters, loaded } = page;

const ROWS = () => searchPageOf([payment('p1'), payment('p2', { isChargedBack: 'YES' })]);

// axe walks every cell of a 26-column grid: well past the project's 20 s on a busy machine.
describe('accessibility (axe-core)', { timeout: 60_000 }, () => {
  it.each([
    [
      'the screen with rows, the filter with the Embassy select, and the toolbar',
      ROWS,
      CONSULAR_ALL,
      'MOFA-p2',
    ],
    ["an embassy user's screen, empty", undefined, CONSULAR_12, 'No transactions found'],
  ])('%s', async (_name, read, self, shown) => {
    await page.expectNoAxeViolations(read, shown, self);
  });

  it('the filter showing its rules', async () => {
    const { container } = openPage({}, CONSULAR_ALL);
    await loaded();
    await page.user.type(filters().getByLabelText('Auth Code'), 'A#');
    expect(filters().getByRole('button', { name: 'Submit Search' })).toBeDisabled();
    expect(await violationsOf(container)).toEqual([]);
  });
});

describe('with the keyboard', () => {
  /** Presses Tab until `target` has the focus (at most `limit` times). */
  async function tabTo(target: HTMLElement, limit = 40) {
    for (let i = 0; i < limit && document.activeElement !== target; i++) await page.user.tab();
    expect(target).toHaveFocus();
  }

  /** Opens the screen with its two rows for `username`, and waits for it to settle. */
  async function openWithRows(username: string) {
    openPage({ list: ROWS }, username);
    await screen.findByText('MOFA-p2');
    await loaded();
  }

  it('Tab reaches each field; Space ticks a box; Enter submits the search', async () => {
    await openWithRows(CONSULAR_ALL);

    await tabTo(filters().getByLabelText('RRN'));
    await page.user.keyboard('601234567890');
    await tabTo(filters().getByRole('checkbox', { name: 'Is Pre Arb' }));
    await page.user.keyboard(' ');
    await tabTo(filters().getByRole('button', { name: 'Submit Search' }));
    await page.user.keyboard('{Enter}');

    await waitFor(() => expect(listBodies()).toHaveLength(2));
    expect(listBodies()[1]).toMatchObject({ rrn: '601234567890', isPreArb: true });
  });

  it('Ctrl+Enter on a focused header opens its menu, whose Hide column hides and keeps it', async () => {
    await openWithRows(CONSULAR_12);
    const grid = screen.getByRole('grid', { name: 'MOFA Transactions' });
    const first = within(grid).getAllByRole('columnheader')[0]!;
    await tabTo(first);
    await page.user.keyboard('{Control>}{Enter}{/Control}');
    const hide = await screen.findByRole('menuitem', { name: 'Hide column' });
    for (let i = 0; i < 10 && document.activeElement !== hide; i++) await page.user.keyboard('{ArrowDown}');
    expect(hide).toHaveFocus();
    await page.user.keyboard('{Enter}');

    await waitFor(() => expect(page.api.sent('columnPreferenceSave')).toHaveLength(1));
    expect(page.api.sent('columnPreferenceSave')[0]?.body).toEqual({
      visibility: { transactionDate: false },
    });
    expect(within(grid).queryByRole('columnheader', { name: 'Transaction Date' })).not.toBeInTheDocument();
  });

  it('Tab reaches the files and Refresh after the filter', async () => {
    await openWithRows(CONSULAR_12);
    await tabTo(filters().getByRole('button', { name: 'Submit Search' }));
    await page.user.tab();
    expect(screen.getByRole('button', { name: 'Export to PDF' })).toHaveFocus();
    await page.user.tab();
    expect(screen.getByRole('button', { name: 'Download as Excel' })).toHaveFocus();
    await page.user.tab();
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveFocus();
    // Then into the grid, whose cells the arrow keys walk.
    await page.user.tab();
    expect(
      within(screen.getByRole('grid', { name: 'MOFA Transactions' })).getAllByRole('columnheader')[0],
    ).toHaveFocus();
  });
});
