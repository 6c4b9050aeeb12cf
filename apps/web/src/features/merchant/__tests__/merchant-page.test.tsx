import { ENDPOINTS, type EndpointName } from '@merchant-portal/contracts/endpoints';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import {
  MERCHANT_USER_MESSAGES,
  actionFailed,
  confirmAction,
  type MerchantDetails,
  type MerchantUser,
} from '@merchant-portal/contracts/schemas/merchant-users';
import type { SelfInfo } from '@merchant-portal/contracts/schemas/users';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { CurrentUserContext } from '../../../lib/current-user';
import { startSession } from '../../../lib/session';
import { failWith, fakeApi, type FakeApi, type FakeHandlers } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { MerchantUsersTable } from '../components/merchant-users-table';
import { MerchantPage } from '../merchant-page';

const ADMIN = 'zahran.admin@4000000101';

function selfInfo(roles: string[]): SelfInfo {
  return {
    id: ADMIN,
    username: ADMIN,
    userType: 'FRONT',
    userProfile: { firstName: 'Rania', lastName: 'Haddad', email: 'rania@example.com', mobile: '0790000000' },
    groups: [],
    roles: roles.map((name) => ({ name })),
  };
}

const META = {
  createdOn: '2026-01-10T08:30:00.000Z',
  createdBy: 'system',
  modifiedOn: '2026-02-01T12:05:00.000Z',
  modifiedBy: 'ops.team',
};

function merchant(overrides: Partial<MerchantDetails> = {}): MerchantDetails {
  return {
    merchantName: 'Zahran Hypermarkets',
    merchantCode: '4000000101',
    merchantEmail: 'finance@zahran.example.jo',
    merchantAddress: 'Zahran Street, 7th Circle, Amman',
    merchantCountry: 'JO',
    mobileNo: '962795550101',
    chargeType: 'PERCENTAGE',
    chargeRates: { visaCreditRate: 1.5, masterDebitRate: 0.75, otherBankCardRate: 2, fixedRate: 0.1 },
    status: 'Active',
    ...META,
    branches: [
      {
        branchId: '101',
        branchName: 'Abdoun',
        merchantCode: '4000000101',
        ...META,
        terminals: [
          { terminalId: 'T1010001', status: 'ACTIVE', ...META, createdBy: 'terminal.ops' },
          { terminalId: 'T1010002', status: 'INACTIVE', ...META },
        ],
      },
      { branchId: '102', branchName: 'Sweifieh', merchantCode: '4000000101', ...META, terminals: [] },
    ],
    ...overrides,
  };
}

function merchantUser(username: string, overrides: Partial<MerchantUser> = {}): MerchantUser {
  const profile = { firstName: 'Sami', lastName: 'Odeh', email: 'sami@example.com', mobile: '0791234567' };
  return {
    username,
    ...profile,
    enabled: true,
    userType: 'FRONT',
    countryCode: 'JO',
    groups: ['MERCHANT_USERS'],
    userProfile: profile,
    mustResetPassword: false,
    ...META,
    ...overrides,
  };
}

const USERS = [
  merchantUser(ADMIN, { firstName: 'Rania', lastName: 'Haddad', groups: ['MERCHANT_ADMINS'] }),
  merchantUser('cashier.one@4000000101'),
  merchantUser('cashier.two@4000000101', { firstName: 'Huda', enabled: false, countryCode: 'UAE' }),
];

const GROUPS = [
  { name: 'MERCHANT_USERS', description: 'Transactions' },
  { name: 'MERCHANT_ADMINS', description: 'Merchant administration' },
  { name: 'DASHBOARD_USERS', description: 'Dashboard' },
];

const done = (message: string) => ({ data: { message } });

let api: FakeApi;

function server(overrides: FakeHandlers = {}) {
  api = fakeApi({
    merchantDetails: () => ({ data: merchant() }),
    merchantUsers: () => ({
      data: { results: USERS },
      metadata: { pagination: { totalRecords: USERS.length } },
    }),
    merchantUser: ({ body }) => {
      const found = USERS.find((item) => item.username === (body as { userName: string }).userName);
      return found ? { data: found } : failWith(404, 'User not found');
    },
    userGroups: () => ({ data: { results: GROUPS } }),
    createMerchantUser: () => done('created'),
    updateMerchantUser: () => done('updated'),
    enableMerchantUser: () => done('User was enabled'),
    disableMerchantUser: () => done('User was disabled'),
    deleteMerchantUser: () => done('User was deleted'),
    ...overrides,
  });
}

function callsTo(name: EndpointName) {
  return api.sent(name).map((request) => ({ method: ENDPOINTS[name].method, body: request.body }));
}

const ACTION_CALLS = {
  enable: 'enableMerchantUser',
  disable: 'disableMerchantUser',
  delete: 'deleteMerchantUser',
} as const;

function renderPage(roles = ['ROLE_MERCHANT_ADMIN']) {
  return renderWithProviders(
    <CurrentUserContext.Provider value={selfInfo(roles)}>
      <MerchantPage />
    </CurrentUserContext.Provider>,
  );
}

async function usersTable() {
  const table = await screen.findByRole('table', { name: 'Merchant Users' });
  await within(table).findByText('cashier.one@4000000101');
  return table;
}

function rowOf(table: HTMLElement, username: string): HTMLElement {
  const row = within(table).getByText(username).closest('tr');
  if (!row) throw new Error(`no row for ${username}`);
  return row;
}

/** Sets a text field's value in one change event: the form sees an edit, without a keystroke per character. */
function edit(element: HTMLElement, value: string) {
  fireEvent.change(element, { target: { value } });
}

type Dialog = ReturnType<typeof within>;

/** Fills the add form with a valid new user (groups: Transactions). */
async function fillNewUser(dialog: Dialog, username: string) {
  edit(dialog.getByRole('textbox', { name: 'Username' }), username);
  edit(dialog.getByRole('textbox', { name: 'First Name' }), 'Sami');
  edit(dialog.getByRole('textbox', { name: 'Last Name' }), 'Odeh');
  edit(dialog.getByRole('textbox', { name: 'E-mail' }), 'sami@example.com');
  edit(dialog.getByRole('textbox', { name: 'Mobile' }), '0791234567');
  edit(dialog.getByLabelText('Password'), 'Secret#2026');
  await user.click(dialog.getByRole('combobox', { name: 'Groups' }));
  await user.click(await screen.findByRole('option', { name: 'Transactions' }));
  await user.keyboard('{Escape}');
}

async function openAddDialog() {
  await usersTable();
  await user.click(screen.getByRole('button', { name: 'Add User' }));
  return screen.findByRole('dialog', { name: 'Add User' });
}

let user: UserEvent;

beforeEach(() => {
  // Typing without a pause between keys keeps the long-value rules quick.
  user = userEvent.setup({ delay: null });
  startSession('session-token');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

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
    server();
    renderPage();
    const table = await usersTable();
    await user.click(within(rowOf(table, 'cashier.one@4000000101')).getByRole('button', { name: 'Disable' }));
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
    server();
    renderPage();
    const table = await usersTable();
    await user.click(within(rowOf(table, 'cashier.two@4000000101')).getByRole('button', { name: 'Delete' }));
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
    server();
    renderPage();
    const table = await usersTable();
    await user.click(within(rowOf(table, 'cashier.two@4000000101')).getByRole('button', { name: 'Enable' }));
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
      server({ [ACTION_CALLS[action]]: () => failWith(500, 'boom') });
      renderPage();
      const table = await usersTable();
      const username = action === 'enable' ? 'cashier.two@4000000101' : 'cashier.one@4000000101';
      const label = action.charAt(0).toUpperCase() + action.slice(1);
      await user.click(within(rowOf(table, username)).getByRole('button', { name: label }));
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

describe('Add/edit user dialog (part 1 §2, §4, §5)', () => {
  it('opens blank with userType FRONT, countryCode JO, the merchant id read-only and the offered groups', async () => {
    server();
    renderPage();
    const dialog = within(await openAddDialog());
    expect(dialog.getByRole('textbox', { name: 'Username' })).toHaveValue('');
    expect(dialog.getByRole('textbox', { name: 'Username' })).not.toHaveAttribute('readonly');
    expect(dialog.getByRole('textbox', { name: 'Merchant ID' })).toHaveValue('4000000101');
    expect(dialog.getByRole('textbox', { name: 'Merchant ID' })).toHaveAttribute('readonly');
    expect(dialog.getByRole('combobox', { name: 'User Type' })).toHaveTextContent('Front office');
    expect(dialog.getByRole('combobox', { name: 'Country' })).toHaveTextContent('Jordan');
    for (const name of ['First Name', 'Last Name', 'E-mail', 'Mobile']) {
      expect(dialog.getByRole('textbox', { name })).toHaveValue('');
    }
    expect(dialog.getByLabelText('Password')).toHaveValue('');

    await user.click(dialog.getByRole('combobox', { name: 'Groups' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'Transactions',
      'Merchant administration',
      'Dashboard',
    ]);
    expect(callsTo('userGroups')).toHaveLength(1);
  });

  it('shows each rule’s message under its field and clears it when that field is edited', async () => {
    server();
    renderPage();
    const dialog = within(await openAddDialog());
    // Looked up once: the inputs stay the same elements while the form re-renders.
    const [username, firstName, lastName, email, mobile] = [
      'Username',
      'First Name',
      'Last Name',
      'E-mail',
      'Mobile',
    ].map((name) => dialog.getByRole('textbox', { name })) as [
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
      HTMLElement,
    ];
    const password = dialog.getByLabelText('Password');

    await user.click(dialog.getByRole('button', { name: 'Save' }));
    // Each error names its field.
    await waitFor(() => expect(username).toHaveAccessibleDescription('Username is required'));
    expect(firstName).toHaveAccessibleDescription('First Name is required');
    expect(lastName).toHaveAccessibleDescription('Last Name is required');
    expect(email).toHaveAccessibleDescription('E-mail is required');
    expect(mobile).toHaveAccessibleDescription('Mobile is required');
    expect(password).toHaveAccessibleDescription('Password is required');
    expect(dialog.getByText(MERCHANT_USER_MESSAGES.groupsRequired)).toBeInTheDocument();
    expect(callsTo('createMerchantUser')).toHaveLength(0);

    const complexity = 'Must contain a capital, lowercase, special character and a number';
    const cases: Array<[HTMLElement, string, string, string]> = [
      [username, 'short', 'Username must be at least 8 characters', 'short.name'],
      [username, 'bad name!', MERCHANT_USER_MESSAGES.usernameCharacters, 'good.name'],
      [username, 'u'.repeat(151), 'Username must be at most 150 characters', 'new.cashier'],
      [firstName, 'a'.repeat(51), 'First Name must be at most 50 characters', 'Sami'],
      [lastName, 'b'.repeat(51), 'Last Name must be at most 50 characters', 'Odeh'],
      [email, 'not-an-email', 'E-mail must be a valid e-mail address', 'sami@example.com'],
      [mobile, '07x9', 'Mobile must be numeric', '0791234567'],
      [mobile, '1'.repeat(16), 'Mobile must be at most 15 characters', '0791234567'],
      // The spec's complexity text as it is, for a short password as for a simple one (part 1 §5).
      [password, 'Ab1!', complexity, 'Secret#2026'],
      [password, 'abcdefgh', complexity, 'Secret#2026'],
      [password, 'a'.repeat(60) + 'A1#xyz', 'Password must be at most 64 characters', 'Secret#2026'],
    ];
    for (const [element, wrong, message, right] of cases) {
      edit(element, wrong);
      await waitFor(() => expect(element).toHaveAccessibleDescription(message));
      edit(element, right);
      // The password field states its rule while it has no error.
      const calm = element === password ? MESSAGES.passwordRule : '';
      await waitFor(() => expect(element).toHaveAccessibleDescription(calm));
    }

    await user.click(dialog.getByRole('combobox', { name: 'Groups' }));
    await user.click(await screen.findByRole('option', { name: 'Dashboard' }));
    await waitFor(() =>
      expect(dialog.queryByText(MERCHANT_USER_MESSAGES.groupsRequired)).not.toBeInTheDocument(),
    );
  });

  it("creates with the name without suffix, the merchant's id and the chosen groups, then closes and reloads", async () => {
    server();
    renderPage();
    const dialog = within(await openAddDialog());
    edit(dialog.getByRole('textbox', { name: 'Username' }), 'new.cashier');
    edit(dialog.getByRole('textbox', { name: 'First Name' }), 'Sami');
    edit(dialog.getByRole('textbox', { name: 'Last Name' }), 'Odeh');
    edit(dialog.getByRole('textbox', { name: 'E-mail' }), 'sami@example.com');
    edit(dialog.getByRole('textbox', { name: 'Mobile' }), '0791234567');
    await user.click(dialog.getByRole('combobox', { name: 'Country' }));
    await user.click(await screen.findByRole('option', { name: 'United Arab Emirates' }));
    await user.click(dialog.getByRole('combobox', { name: 'Groups' }));
    await user.click(await screen.findByRole('option', { name: 'Transactions' }));
    await user.click(screen.getByRole('option', { name: 'Dashboard' }));
    await user.keyboard('{Escape}');
    expect(dialog.getByRole('combobox', { name: 'Groups' })).toHaveTextContent('TransactionsDashboard');
    edit(dialog.getByLabelText('Password'), 'Secret#2026');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(MERCHANT_USER_MESSAGES.created)).toBeInTheDocument();
    expect(callsTo('createMerchantUser')).toEqual([
      {
        method: 'POST',
        body: {
          username: 'new.cashier',
          merchantId: '4000000101',
          password: 'Secret#2026',
          userType: 'FRONT',
          countryCode: 'UAE',
          firstname: 'Sami',
          lastname: 'Odeh',
          email: 'sami@example.com',
          mobile: '0791234567',
          groupList: ['MERCHANT_USERS', 'DASHBOARD_USERS'],
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(callsTo('merchantUsers')).toHaveLength(2));

    // The next add starts blank again.
    await user.click(screen.getByRole('button', { name: 'Add User' }));
    const again = within(await screen.findByRole('dialog', { name: 'Add User' }));
    expect(again.getByRole('textbox', { name: 'Username' })).toHaveValue('');
    expect(again.getByRole('combobox', { name: 'Country' })).toHaveTextContent('Jordan');
  });

  it('shows the server’s field errors under the fields and the §8 text; editing the field clears its error', async () => {
    server({
      createMerchantUser: () =>
        failWith(400, 'Validation errors', {
          errors: [
            { param: 'email', msg: 'This e-mail belongs to another user' },
            { param: 'groupList', msg: MERCHANT_USER_MESSAGES.groupNotOffered },
          ],
        }),
    });
    renderPage();
    const dialog = within(await openAddDialog());
    await fillNewUser(dialog, 'new.cashier');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(MERCHANT_USER_MESSAGES.saveFailed)).toBeInTheDocument();
    expect(dialog.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(
      'This e-mail belongs to another user',
    );
    expect(dialog.getByText(MERCHANT_USER_MESSAGES.groupNotOffered)).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add User' })).toBeInTheDocument();

    await user.type(dialog.getByRole('textbox', { name: 'E-mail' }), 'x');
    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: 'E-mail' })).toHaveAccessibleDescription(''),
    );
  });

  it('puts a taken username (409) under the username field', async () => {
    server({
      createMerchantUser: () => failWith(409, MERCHANT_USER_MESSAGES.usernameTaken),
    });
    renderPage();
    const dialog = within(await openAddDialog());
    await fillNewUser(dialog, 'cashier.one');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    await waitFor(() =>
      expect(dialog.getByRole('textbox', { name: 'Username' })).toHaveAccessibleDescription(
        MERCHANT_USER_MESSAGES.usernameTaken,
      ),
    );
    expect(screen.getByText(MERCHANT_USER_MESSAGES.saveFailed)).toBeInTheDocument();
  });

  it('edit loads the user, strips @merchantCode, keeps the username read-only and the password optional', async () => {
    server();
    renderPage();
    const table = await usersTable();
    await user.click(within(rowOf(table, 'cashier.two@4000000101')).getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit User' }));
    const username = await dialog.findByRole('textbox', { name: 'Username' });
    expect(callsTo('merchantUser')).toEqual([
      { method: 'POST', body: { userName: 'cashier.two@4000000101' } },
    ]);
    expect(username).toHaveValue('cashier.two');
    expect(username).toHaveAttribute('readonly');
    expect(dialog.getByRole('textbox', { name: 'First Name' })).toHaveValue('Huda');
    expect(dialog.getByRole('combobox', { name: 'Country' })).toHaveTextContent('United Arab Emirates');
    await waitFor(() =>
      expect(dialog.getByRole('combobox', { name: 'Groups' })).toHaveTextContent('Transactions'),
    );
    expect(dialog.getByLabelText('New Password (optional)')).toHaveValue('');

    await user.clear(dialog.getByRole('textbox', { name: 'Mobile' }));
    await user.type(dialog.getByRole('textbox', { name: 'Mobile' }), '0797654321');
    await user.click(dialog.getByRole('button', { name: 'Save' }));

    expect(await screen.findByText(MERCHANT_USER_MESSAGES.updated)).toBeInTheDocument();
    expect(callsTo('updateMerchantUser')).toEqual([
      {
        method: 'PUT',
        body: {
          username: 'cashier.two',
          userType: 'FRONT',
          countryCode: 'UAE',
          firstname: 'Huda',
          lastname: 'Odeh',
          email: 'sami@example.com',
          mobile: '0797654321',
          groupList: ['MERCHANT_USERS'],
        },
      },
    ]);
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(callsTo('merchantUsers')).toHaveLength(2));
  });

  it('edit sends a password only when one is entered, and it must follow the rules', async () => {
    server();
    renderPage();
    const table = await usersTable();
    await user.click(within(rowOf(table, 'cashier.one@4000000101')).getByRole('button', { name: 'Edit' }));
    const dialog = within(await screen.findByRole('dialog', { name: 'Edit User' }));
    const password = await dialog.findByLabelText('New Password (optional)');
    await user.type(password, 'weak');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(password).toHaveAccessibleDescription(MESSAGES.passwordComplexity));
    await user.clear(password);
    await user.type(password, 'Changed#2026');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(callsTo('updateMerchantUser')[0]?.body).toMatchObject({
        username: 'cashier.one',
        password: 'Changed#2026',
      }),
    );
  });

  it("shows 'Could not get user details' and closes when the user cannot be loaded", async () => {
    server({ merchantUser: () => failWith(404, 'User not found') });
    renderPage();
    const table = await usersTable();
    await user.click(within(rowOf(table, 'cashier.one@4000000101')).getByRole('button', { name: 'Edit' }));
    expect(await screen.findByText(MERCHANT_USER_MESSAGES.couldNotGetUser)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
