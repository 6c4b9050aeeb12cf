import { MERCHANT_USER_MESSAGES } from '@merchant-portal/contracts/schemas/merchant-users';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { failWith } from '../../../test/fake-api';
import { signInEachTest, user } from '../../../test/page';
import { merchant, server, callsTo, renderPage } from './merchant-fixtures';

signInEachTest();

describe('Merchant details page (part 1 §2)', () => {
  it('shows the title with the status chip, the Merchant Details card with every charge rate, and the metadata', async () => {
    server();
    renderPage();

    // The merchant by its name, its code beside it, not 'Merchant: 4000000101'.
    expect(await screen.findByRole('heading', { level: 1, name: 'Zahran Hypermarkets' })).toBeInTheDocument();
    expect(screen.getByLabelText('Merchant code')).toHaveTextContent('4000000101');
    expect(screen.queryByText(/Merchant: /)).not.toBeInTheDocument();
    expect(await screen.findByLabelText('Status Active')).toHaveTextContent('Active');
    const card = within(screen.getByRole('region', { name: 'Merchant Details' }));
    for (const text of [
      'Zahran Hypermarkets',
      '4000000101',
      'finance@zahran.example.jo',
      'Zahran Street, 7th Circle, Amman',
      'Jordan',
      '962795550101',
      'Percentage',
    ]) {
      expect(card.getByText(text)).toBeInTheDocument();
    }
    expect(card.queryByText('PERCENTAGE')).not.toBeInTheDocument();
    expect(card.getByText('Visa Credit Rate').nextElementSibling).toHaveTextContent('1.50%');
    expect(card.getByText('Master Debit Rate').nextElementSibling).toHaveTextContent('0.75%');
    expect(card.getByText('Other Bank Card Rate').nextElementSibling).toHaveTextContent('2.00%');
    expect(card.getByText('Fixed Rate').nextElementSibling).toHaveTextContent('JOD 0.100');

    const metadata = within(screen.getByRole('region', { name: 'Metadata' }));
    // Timestamps in Amman's time (UTC+3).
    expect(metadata.getByText('Created On').nextElementSibling).toHaveTextContent('10-01-2026 11:30');
    expect(metadata.getByText('Created By').nextElementSibling).toHaveTextContent('system');
    expect(metadata.getByText('Modified On').nextElementSibling).toHaveTextContent('01-02-2026 15:05');
    expect(metadata.getByText('Modified By').nextElementSibling).toHaveTextContent('ops.team');
  });

  it.each([
    ['Active', 'Active', 'Success'],
    ['TEST', 'Test', 'Warning'],
    ['DEV', 'Development', 'Info'],
    ['CLOSED', 'Closed', 'Default'],
  ])('colours the %s status chip (%s) %s (part 1 §4)', async (status, words, colour) => {
    server({ merchantDetails: () => ({ data: merchant({ status }) }) });
    renderPage();
    const chip = await screen.findByLabelText(`Status ${words}`);
    expect(chip).toHaveTextContent(words);
    expect(chip).toHaveClass(`MuiChip-color${colour}`);
  });

  it('opens the terminals dialog of a clicked branch, with each terminal’s id, status and metadata', async () => {
    server();
    renderPage();
    const branches = await screen.findByRole('table', { name: 'Branches' });
    expect(within(branches).getAllByRole('row')).toHaveLength(3);

    await user.click(within(branches).getByText('Abdoun'));
    const dialog = await screen.findByRole('dialog', { name: 'Terminals of Abdoun' });
    const rows = within(dialog).getAllByRole('row');
    expect(rows.map((row) => row.textContent)).toEqual([
      'Terminal IDStatusCreated OnCreated ByModified OnModified By',
      'T1010001Active10-01-2026 11:30terminal.ops01-02-2026 15:05ops.team',
      'T1010002Inactive10-01-2026 11:30system01-02-2026 15:05ops.team',
    ]);
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    // The keyboard opens a branch too; a branch without terminals says so.
    within(branches).getByRole('row', { name: 'Terminals of Sweifieh' }).focus();
    await user.keyboard('{Enter}');
    const empty = await screen.findByRole('dialog', { name: 'Terminals of Sweifieh' });
    expect(within(empty).getByText(MERCHANT_USER_MESSAGES.noTerminals)).toBeInTheDocument();
  });

  it("shows 'No branches registered' and 'No users' when there are none", async () => {
    server({
      merchantDetails: () => ({ data: merchant({ branches: [] }) }),
      merchantUsers: () => ({ data: { results: [] }, metadata: { pagination: { totalRecords: 0 } } }),
    });
    renderPage();
    expect(await screen.findByText(MERCHANT_USER_MESSAGES.noBranches)).toBeInTheDocument();
    expect(await screen.findByText(MERCHANT_USER_MESSAGES.noUsers)).toBeInTheDocument();
  });

  it("shows 'Could not get merchant details' and 'Could not get merchant users' when the loads fail", async () => {
    server({
      merchantDetails: () => failWith(500, 'boom'),
      merchantUsers: () => failWith(500, 'boom'),
    });
    renderPage();
    expect(await screen.findByText(MERCHANT_USER_MESSAGES.couldNotGetMerchant)).toBeInTheDocument();
    expect(await screen.findByText(MERCHANT_USER_MESSAGES.couldNotGetUsers)).toBeInTheDocument();
    // Without the details the page still says whose it is: the merchant's code.
    expect(screen.getByLabelText('Merchant code')).toHaveTextContent('4000000101');
    expect(screen.queryByText(MERCHANT_USER_MESSAGES.noUsers)).not.toBeInTheDocument();
  });

  it('hides the users table, and never asks for users, without merchant-users:read', async () => {
    server();
    // A booking role leaves only the booking permissions, whatever else the user holds (part 1 §6).
    renderPage(['ROLE_MERCHANT_ADMIN', 'RJ_BOOKING_MAKER']);
    expect(await screen.findByRole('table', { name: 'Branches' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: 'Merchant Users' })).not.toBeInTheDocument();
    expect(callsTo('merchantUsers')).toHaveLength(0);
  });
});
