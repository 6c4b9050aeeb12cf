import { actionFailed, confirmAction } from '@merchant-portal/contracts/schemas/merchant-users';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failWith, type FakeHandlers } from '../../../test/fake-api';
import { signInEachTest, user } from '../../../test/page';
import { renderWithProviders } from '../../../test/render';
import { MerchantUsersTable } from '../components/merchant-users-table';
import { ADMIN, server, callsTo, ACTION_CALLS, renderPage, usersTable, rowOf } from './merchant-fixtures';

signInEachTest();

/** Opens the page over the fake API (with `handlers` changed) and clicks a button in the user's row. */
async function clickInRow(username: string, button: string, handlers: FakeHandlers = {}) {
  server(handlers);
  renderPage();
  const table = await usersTable();
  await user.click(within(rowOf(table, username)).getByRole('button', { name: button }));
  return table;
}

describe('Merchant users table (part 1 §2, §4 "Merchant user")', () => {
  it('lists the users with name, e-mail, mobile, type, country, groups and Enabled/Disabled', async () => {
    server();
    renderPage();
    const table = await usersTable();
    expect(callsTo('merchantUsers')[0]).toEqual({ method: 'POST', body: { page: 0, size: 10 } });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Username', 'Name', 'E-mail', 'Mobile', 'Type', 'Country', 'Groups', 'Status', 'Actions']);
    const cells = within(rowOf(table, 'cashier.two@4000000101'))
      .getAllByRole('cell')
      .map((cell) => cell.textContent);
    expect(cells.slice(0, 8)).toEqual([
      'cashier.two@4000000101',
      'Huda Odeh',
      'sami@example.com',
      '0791234567',
      'Front office',
      'United Arab Emirates',
      'Merchant users',
      'Disabled',
    ]);
    expect(within(rowOf(table, 'cashier.one@4000000101')).getByText('Enabled')).toBeInTheDocument();
  });

  it('offers Enable or Disable by state, and only Edit on the administrator’s own row', async () => {
    server();
    renderPage();
    const table = await usersTable();
    const labels = (username: string) =>
      within(rowOf(table, username))
        .getAllByRole('button')
        .map((button) => button.getAttribute('aria-label'));
    expect(labels('cashier.one@4000000101')).toEqual(['Edit', 'Disable', 'Delete']);
    expect(labels('cashier.two@4000000101')).toEqual(['Edit', 'Enable', 'Delete']);
    expect(labels(ADMIN)).toEqual(['Edit']);
  });

  it('shows no actions without merchant-users:write', async () => {
    server();
    renderWithProviders(
      <MerchantUsersTable signedInUsername={ADMIN} merchantCode="4000000101" canWrite={false} />,
    );
    const table = await usersTable();
    expect(within(table).queryByRole('button')).not.toBeInTheDocument();
    expect(within(table).queryByText('Actions')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add User' })).not.toBeInTheDocument();
  });

  it('asks before disabling, sends the full username, and reloads the list', async () => {
    const table = await clickInRow('cashier.one@4000000101', 'Disable');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(confirmAction('disable', 'cashier.one@4000000101'));
    expect(dialog).toHaveTextContent('Are you sure you want to disable user cashier.one@4000000101');

    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(callsTo('disableMerchantUser')).toHaveLength(0);

    await user.click(within(rowOf(table, 'cashier.one@4000000101')).getByRole('button', { name: 'Disable' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disable' }));
    await waitFor(() =>
      expect(callsTo('disableMerchantUser')).toEqual([
        { method: 'POST', body: { userName: 'cashier.one@4000000101' } },
      ]),
    );
    await waitFor(() => expect(callsTo('merchantUsers')).toHaveLength(2));
    expect(await screen.findByText('User was disabled')).toBeInTheDocument();
  });

  it('asks before deleting and sends { username }', async () => {
    await clickInRow('cashier.two@4000000101', 'Delete');
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Are you sure you want to delete user cashier.two@4000000101');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(callsTo('deleteMerchantUser')).toEqual([
        { method: 'POST', body: { username: 'cashier.two@4000000101' } },
      ]),
    );
    await waitFor(() => expect(callsTo('merchantUsers')).toHaveLength(2));
  });

  it('enables without asking and reloads the list', async () => {
    await clickInRow('cashier.two@4000000101', 'Enable');
    await waitFor(() =>
      expect(callsTo('enableMerchantUser')).toEqual([
        { method: 'POST', body: { userName: 'cashier.two@4000000101' } },
      ]),
    );
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await waitFor(() => expect(callsTo('merchantUsers')).toHaveLength(2));
  });

  it.each(['enable', 'disable', 'delete'] as const)(
    'shows the §8 text when %s fails, and reloads the list anyway',
    async (action) => {
      const username = action === 'enable' ? 'cashier.two@4000000101' : 'cashier.one@4000000101';
      const label = action.charAt(0).toUpperCase() + action.slice(1);
      await clickInRow(username, label, { [ACTION_CALLS[action]]: () => failWith(500, 'boom') });
      if (action !== 'enable') {
        await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: label }));
      }
      expect(await screen.findByText(actionFailed(action))).toBeInTheDocument();
      expect(actionFailed(action)).toBe(
        `Could not ${action} user, please try again later or contact support`,
      );
      await waitFor(() => expect(callsTo('merchantUsers')).toHaveLength(2));
    },
  );
});
