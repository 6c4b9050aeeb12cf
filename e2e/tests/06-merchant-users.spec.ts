import { expect, test, type Page } from '@playwright/test';
import { mainMenu, menuLabels, signIn, signInAs } from './support.js';

// The merchant page and user administration of spec part 1 §2, §4, §5 as Zahran's administrator. The
// tests share one new user (no demo user is changed), so they run in order.
test.describe.configure({ mode: 'serial' });

const ADMIN = 'zahran.admin@4000000101';
const NEW_USER = 'e2e.cashier';
const NEW_USER_FULL = `${NEW_USER}@4000000101`;
const NEW_PASSWORD = 'Cashier#Start2026';

async function openMerchantPage(page: Page) {
  await signInAs(page, ADMIN);
  await mainMenu(page).getByRole('link', { name: 'Merchant', exact: true }).click();
  await expect(page).toHaveURL(/\/merchant-portal\/merchant$/);
}

function usersTable(page: Page) {
  return page.getByRole('table', { name: 'Merchant Users' });
}

function userRow(page: Page, username: string) {
  return usersTable(page).getByRole('row').filter({ hasText: username });
}

test('the merchant page shows the merchant, its metadata and branches; a branch opens its terminals', async ({
  page,
}) => {
  await openMerchantPage(page);
  await expect(page.getByRole('heading', { level: 1, name: 'Zahran Hypermarkets' })).toBeVisible();
  await expect(page.getByLabel('Merchant code')).toHaveText('4000000101');
  await expect(page.getByLabel('Status Active')).toHaveText('Active');

  const details = page.getByRole('region', { name: 'Merchant Details' });
  for (const text of [
    'Zahran Hypermarkets',
    'finance@zahran.example.jo',
    'Percentage',
    'Jordan',
    'Fixed Rate',
  ]) {
    await expect(details.getByText(text, { exact: true })).toBeVisible();
  }
  await expect(details.getByText('Visa Credit Rate')).toBeVisible();
  const metadata = page.getByRole('region', { name: 'Metadata' });
  for (const label of ['Created On', 'Created By', 'Modified On', 'Modified By']) {
    await expect(metadata.getByText(label)).toBeVisible();
  }

  const branch = page
    .getByRole('table', { name: 'Branches' })
    .getByRole('row', { name: 'Terminals of Abdoun' });
  const terminalCount = Number(await branch.getByRole('cell').nth(3).innerText());
  expect(terminalCount).toBeGreaterThan(0);
  await branch.click();
  const dialog = page.getByRole('dialog', { name: 'Terminals of Abdoun' });
  await expect(dialog).toBeVisible();
  const terminals = dialog.getByRole('table', { name: 'Terminals' });
  await expect(terminals.getByRole('columnheader')).toHaveText([
    'Terminal ID',
    'Status',
    'Created On',
    'Created By',
    'Modified On',
    'Modified By',
  ]);
  await expect(terminals.getByRole('row')).toHaveCount(terminalCount + 1);
  await expect(terminals.getByRole('row').nth(1).getByRole('cell').nth(1)).toHaveText(/^(Active|Inactive)$/);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await expect(userRow(page, ADMIN)).toBeVisible();
});

test('creates a user (a wrong e-mail first), edits it with the suffix stripped, disables it, enables it', async ({
  page,
}) => {
  await openMerchantPage(page);
  await expect(userRow(page, ADMIN)).toBeVisible();
  await page.getByRole('button', { name: 'Add User' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add User' });
  await expect(dialog.getByRole('combobox', { name: 'User Type' })).toHaveText('Front office');
  await expect(dialog.getByRole('combobox', { name: 'Country' })).toHaveText('Jordan');
  await expect(dialog.getByLabel('Merchant ID')).toHaveValue('4000000101');

  await dialog.getByLabel('Username').fill(NEW_USER);
  await dialog.getByLabel('First Name').fill('Salma');
  await dialog.getByLabel('Last Name').fill('Odeh');
  await dialog.getByLabel('E-mail').fill('salma.odeh@zahran');
  await dialog.getByLabel('Mobile').fill('962791119999');
  await dialog.getByRole('combobox', { name: 'Groups' }).click();
  await page.getByRole('option', { name: /^Merchant Users/ }).click();
  await page.keyboard.press('Escape');
  await dialog.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await dialog.getByRole('button', { name: 'Save' }).click();

  const email = dialog.getByLabel('E-mail');
  await expect(email).toHaveAccessibleDescription('E-mail must be a valid e-mail address');
  await email.fill('salma.odeh@zahran.example.jo');
  await expect(email).toHaveAccessibleDescription('');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User was created')).toBeVisible();
  await expect(dialog).toBeHidden();

  const row = userRow(page, NEW_USER_FULL);
  await expect(row).toContainText('Salma Odeh');
  await expect(row).toContainText('salma.odeh@zahran.example.jo');
  await expect(row).toContainText('Merchant users');
  await expect(row).toContainText('Enabled');

  await row.getByRole('button', { name: 'Edit' }).click();
  const editDialog = page.getByRole('dialog', { name: 'Edit User' });
  const username = editDialog.getByLabel('Username');
  await expect(username).toHaveValue(NEW_USER);
  await expect(username).not.toBeEditable();
  await editDialog.getByLabel('Mobile').fill('962791118888');
  await editDialog.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('User was updated')).toBeVisible();
  await expect(editDialog).toBeHidden();
  await expect(row).toContainText('962791118888');

  await row.getByRole('button', { name: 'Disable' }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText(`Are you sure you want to disable user ${NEW_USER_FULL}`);
  await confirm.getByRole('button', { name: 'Disable' }).click();
  await expect(row).toContainText('Disabled');

  await row.getByRole('button', { name: 'Enable' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(row).toContainText('Enabled');
});

test("the new user's first sign-in opens the reset dialog", async ({ page }) => {
  await signInAs(page, ADMIN);
  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(page).toHaveURL(/\/sign-in$/);

  await signIn(page, NEW_USER_FULL, NEW_PASSWORD);
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Username')).toHaveValue(NEW_USER_FULL);
  await expect(dialog.getByLabel('Old Password')).toBeVisible();
  await expect(dialog.getByLabel('Confirm New Password')).toBeVisible();
});

test('deletes the user after confirmation; it can no longer sign in', async ({ page }) => {
  await openMerchantPage(page);
  const row = userRow(page, NEW_USER_FULL);
  await row.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Please confirm' });
  await expect(confirm).toContainText(`Are you sure you want to delete user ${NEW_USER_FULL}`);
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(row).toHaveCount(0);
  await expect(userRow(page, ADMIN)).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).first().click();
  await signIn(page, NEW_USER_FULL, NEW_PASSWORD);
  await expect(
    page.getByText('Sorry, your username or password is incorrect, please try again').first(),
  ).toBeVisible();
  await expect(page).toHaveURL(/\/sign-in$/);
});

test('a merchant user has no Merchant entry and /merchant is closed to them', async ({ page }) => {
  await signInAs(page, 'zahran.teller@4000000101');
  expect(await menuLabels(page)).not.toContain('Merchant');
  await page.goto('merchant');
  await expect(page).toHaveURL(/\/merchant-portal\/not-found$/);
});
