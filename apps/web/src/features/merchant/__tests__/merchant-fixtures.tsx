// Test data and helpers shared by the merchant page's tests: the merchant, its users and groups as the
// calls answer them, the fake API with every merchant call answered, and the add/edit dialog's steps.
import { ENDPOINTS, type EndpointName } from '@merchant-portal/contracts/endpoints';
import type { MerchantDetails, MerchantUser } from '@merchant-portal/contracts/schemas/merchant-users';
import { fireEvent, screen, within, type BoundFunctions, type queries } from '@testing-library/react';
import type { UserEvent } from '@testing-library/user-event';
import { failWith, fakeApi, type FakeApi, type FakeHandlers } from '../../../test/fake-api';
import { renderAs } from '../../../test/page';
import { RANIA, signedInUser } from '../../../test/users';
import { MerchantPage } from '../merchant-page';

export const ADMIN = 'zahran.admin@4000000101';

export const META = {
  createdOn: '2026-01-10T08:30:00.000Z',
  createdBy: 'system',
  modifiedOn: '2026-02-01T12:05:00.000Z',
  modifiedBy: 'ops.team',
};

export function merchant(overrides: Partial<MerchantDetails> = {}): MerchantDetails {
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

export function merchantUser(username: string, overrides: Partial<MerchantUser> = {}): MerchantUser {
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

export const USERS = [
  merchantUser(ADMIN, { firstName: 'Rania', lastName: 'Haddad', groups: ['MERCHANT_ADMINS'] }),
  merchantUser('cashier.one@4000000101'),
  merchantUser('cashier.two@4000000101', { firstName: 'Huda', enabled: false, countryCode: 'UAE' }),
];

export const GROUPS = [
  { name: 'MERCHANT_USERS', description: 'Transactions' },
  { name: 'MERCHANT_ADMINS', description: 'Merchant administration' },
  { name: 'DASHBOARD_USERS', description: 'Dashboard' },
];

export const done = (message: string) => ({ data: { message } });

// The fake of the test running: server() installs it, callsTo reads it.
let api: FakeApi;

export function server(overrides: FakeHandlers = {}) {
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

export function callsTo(name: EndpointName) {
  return api.sent(name).map((request) => ({ method: ENDPOINTS[name].method, body: request.body }));
}

export const ACTION_CALLS = {
  enable: 'enableMerchantUser',
  disable: 'disableMerchantUser',
  delete: 'deleteMerchantUser',
} as const;

export function renderPage(roles = ['ROLE_MERCHANT_ADMIN']) {
  return renderAs(signedInUser(ADMIN, roles, RANIA), <MerchantPage />);
}

export async function usersTable() {
  const table = await screen.findByRole('table', { name: 'Merchant Users' });
  await within(table).findByText('cashier.one@4000000101');
  return table;
}

export function rowOf(table: HTMLElement, username: string): HTMLElement {
  const row = within(table).getByText(username).closest('tr');
  if (!row) throw new Error(`no row for ${username}`);
  return row;
}

/** Sets a text field's value in one change event: the form sees an edit, without a keystroke per character. */
export function edit(element: HTMLElement, value: string) {
  fireEvent.change(element, { target: { value } });
}

export type Dialog = BoundFunctions<typeof queries>;

/** Fills the add form with a valid new user (groups: Transactions). */
export async function fillNewUser(user: UserEvent, dialog: Dialog, username: string) {
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

export async function openAddDialog(user: UserEvent) {
  await usersTable();
  await user.click(screen.getByRole('button', { name: 'Add User' }));
  return screen.findByRole('dialog', { name: 'Add User' });
}
