import { screen, waitFor, within } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { beforeEach, describe, expect, it } from 'vitest';
import {
  CONSULAR_12,
  CONSULAR_ALL,
  filters,
  loaded,
  mofaApi,
  payment,
  renderMofa,
  searchBodies,
} from './mofa-fixtures';
import { violationsOf } from '../../../test/axe-violations';
import { signedInStart } from '../../../test/page';

let user: UserEvent;

beforeEach(() => {
  user = signedInStart();
});

const ROWS = () => ({
  totalElements: 2,
  content: [payment('p1'), payment('p2', { isChargedBack: 'YES' })],
  totals: [],
});

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
    mofaApi({ read });
    const { container } = renderMofa(self);
    await screen.findByText(shown);
    await loaded();
    expect(await violationsOf(container)).toEqual([]);
  });

  it('the filter showing its rules', async () => {
    mofaApi();
    const { container } = renderMofa(CONSULAR_ALL);
    await loaded();
    await user.type(filters().getByLabelText('Auth Code'), 'A#');
    expect(filters().getByRole('button', { name: 'Submit Search' })).toBeDisabled();
    expect(await violationsOf(container)).toEqual([]);
  });
});

describe('with the keyboard', () => {
  /** Presses Tab until `target` has the focus (at most `limit` times). */
  async function tabTo(target: HTMLElement, limit = 40) {
    for (let i = 0; i < limit && document.activeElement !== target; i++) await user.tab();
    expect(target).toHaveFocus();
  }

  it('Tab reaches each field; Space ticks a box; Enter submits the search', async () => {
    const { api } = mofaApi({ read: ROWS });
    renderMofa(CONSULAR_ALL);
    await screen.findByText('MOFA-p2');
    await loaded();

    await tabTo(filters().getByLabelText('RRN'));
    await user.keyboard('601234567890');
    await tabTo(filters().getByRole('checkbox', { name: 'Is Pre Arb' }));
    await user.keyboard(' ');
    await tabTo(filters().getByRole('button', { name: 'Submit Search' }));
    await user.keyboard('{Enter}');

    await waitFor(() => expect(searchBodies(api)).toHaveLength(2));
    expect(searchBodies(api)[1]).toMatchObject({ rrn: '601234567890', isPreArb: true });
  });

  it('Ctrl+Enter on a focused header opens its menu, whose Hide column hides and keeps it', async () => {
    const { api } = mofaApi({ read: ROWS });
    renderMofa(CONSULAR_12);
    await screen.findByText('MOFA-p2');
    await loaded();
    const grid = screen.getByRole('grid', { name: 'MOFA Transactions' });
    const first = within(grid).getAllByRole('columnheader')[0]!;
    await tabTo(first);
    await user.keyboard('{Control>}{Enter}{/Control}');
    const hide = await screen.findByRole('menuitem', { name: 'Hide column' });
    for (let i = 0; i < 10 && document.activeElement !== hide; i++) await user.keyboard('{ArrowDown}');
    expect(hide).toHaveFocus();
    await user.keyboard('{Enter}');

    await waitFor(() => expect(api.sent('columnPreferenceSave')).toHaveLength(1));
    expect(api.sent('columnPreferenceSave')[0]?.body).toMatchObject({
      visibility: { transactionDate: false, referenceNumber: true },
    });
    expect(within(grid).queryByRole('columnheader', { name: 'Transaction Date' })).not.toBeInTheDocument();
  });

  it('Tab reaches the files and Refresh after the filter', async () => {
    mofaApi({ read: ROWS });
    renderMofa(CONSULAR_12);
    await screen.findByText('MOFA-p2');
    await loaded();
    await tabTo(filters().getByRole('button', { name: 'Submit Search' }));
    await user.tab();
    expect(screen.getByRole('button', { name: 'Export to PDF' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Download as Excel' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('button', { name: 'Refresh' })).toHaveFocus();
    // Then into the grid, whose cells the arrow keys walk.
    await user.tab();
    expect(
      within(screen.getByRole('grid', { name: 'MOFA Transactions' })).getAllByRole('columnheader')[0],
    ).toHaveFocus();
  });
});
