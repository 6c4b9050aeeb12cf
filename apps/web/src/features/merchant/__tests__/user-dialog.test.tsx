import { MESSAGES } from '@merchant-portal/contracts/messages';
import { MERCHANT_USER_MESSAGES } from '@merchant-portal/contracts/schemas/merchant-users';
import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { violationsOf } from '../../../test/axe-violations';
import { failWith } from '../../../test/fake-api';
import { signInEachTest, user } from '../../../test/page';
import {
  server,
  callsTo,
  renderPage,
  usersTable,
  rowOf,
  edit,
  fillNewUser,
  openAddDialog,
} from './merchant-fixtures';

signInEachTest();

describe('Add/edit user dialog (part 1 §2, §4, §5)', () => {
  it('opens blank with userType FRONT, countryCode JO, the merchant id read-only and the offered groups', async () => {
    server();
    renderPage();
    const dialog = within(await openAddDialog(user));
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

  it('names each option of the Groups menu by its group and tells which are chosen; axe-core finds nothing', async () => {
    server();
    renderPage();
    const dialog = within(await openAddDialog(user));
    await user.click(dialog.getByRole('combobox', { name: 'Groups' }));
    const listbox = await screen.findByRole('listbox');
    await user.click(within(listbox).getByRole('option', { name: 'Dashboard' }));
    expect(within(listbox).getByRole('option', { name: 'Dashboard' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    expect(within(listbox).getByRole('option', { name: 'Transactions' })).toHaveAttribute(
      'aria-selected',
      'false',
    );
    // The tick boxes are pictures of that choice, not a second, unnamed control inside each option.
    expect(within(listbox).queryAllByRole('checkbox', { hidden: true })).toEqual([]);
    expect(await violationsOf(listbox)).toEqual([]);
  });

  it('shows each rule’s message under its field and clears it when that field is edited', async () => {
    server();
    renderPage();
    const dialog = within(await openAddDialog(user));
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
    const dialog = within(await openAddDialog(user));
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
    const dialog = within(await openAddDialog(user));
    await fillNewUser(user, dialog, 'new.cashier');
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
    const dialog = within(await openAddDialog(user));
    await fillNewUser(user, dialog, 'cashier.one');
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
