import { expect, test, type Page } from '@playwright/test';
import { DEMO_PASSWORD, signIn, signInAs } from './support.js';

// Changes modee.user's password for good: the config runs this spec in a project of its own, after every other
// spec has signed in as that user with the demo password.
const USER = 'modee.user@4000000501';

async function openProfile(page: Page) {
  await signInAs(page, USER);
  await page.goto('profile');
  await expect(page.getByText('Sara').first()).toBeVisible();
}

test('the profile card shows the user and their access', async ({ page }) => {
  await openProfile(page);
  for (const text of [
    USER,
    'Front office',
    'Sara',
    'Obeidat',
    'sara.obeidat@egov.example.jo',
    '962791110501',
    'Digital government users',
  ]) {
    await expect(page.getByText(text, { exact: true }).first()).toBeVisible();
  }
  await expect(
    page.getByText('Digital Government Users — see digital-government transactions'),
  ).toBeVisible();
});

test('each password rule shows its message under the field', async ({ page }) => {
  await openProfile(page);
  const newPassword = page.getByLabel('New Password', { exact: true });
  const confirm = page.getByLabel('Confirm New Password');

  await newPassword.fill('weakpass');
  await confirm.click();
  await expect(
    page.getByText('Must contain a capital, lowercase, special character and a number'),
  ).toBeVisible();

  await newPassword.fill('Modee.user123!');
  await confirm.click();
  await expect(page.getByText('Password must not contain username!')).toBeVisible();

  await newPassword.fill('Good#Choice2026');
  await confirm.fill('Good#Choice2027');
  await page.getByLabel('Old Password').click();
  await expect(page.getByText('Does not match new password')).toBeVisible();
});

test('a common password is refused by the breach check', async ({ page }) => {
  await openProfile(page);
  await page.getByLabel('Old Password').fill(DEMO_PASSWORD);
  await page.getByLabel('New Password', { exact: true }).fill('P@ssw0rd');
  await page.getByLabel('Confirm New Password').fill('P@ssw0rd');
  await page.getByRole('button', { name: /update password/i }).click();
  await expect(
    page.getByText(
      'Your password is too common and easy to guess, Please choose a more secure password with a mix of letters, numbers and special characters',
    ),
  ).toBeVisible();
});

test('copy and paste are blocked on the new-password fields; show/hide toggles', async ({ page }) => {
  await openProfile(page);
  const newPassword = page.getByLabel('New Password', { exact: true });
  await page.evaluate(() => navigator.clipboard?.writeText?.('Pasted#2026x').catch(() => undefined));
  const prevented = await newPassword.evaluate((input) => {
    const event = new ClipboardEvent('paste', { bubbles: true, cancelable: true });
    input.dispatchEvent(event);
    const copy = new ClipboardEvent('copy', { bubbles: true, cancelable: true });
    input.dispatchEvent(copy);
    return [event.defaultPrevented, copy.defaultPrevented];
  });
  expect(prevented).toEqual([true, true]);

  await expect(newPassword).toHaveAttribute('type', 'password');
  await page.getByRole('button', { name: 'Show password' }).nth(1).click();
  await expect(newPassword).toHaveAttribute('type', 'text');
});

test('a wrong current password shows the spec text and keeps the user signed in', async ({ page }) => {
  await openProfile(page);
  await page.getByLabel('Old Password').fill('Not#TheOne2026');
  await page.getByLabel('New Password', { exact: true }).fill('Brand#New2026');
  await page.getByLabel('Confirm New Password').fill('Brand#New2026');
  await page.getByRole('button', { name: /update password/i }).click();
  await expect(page.getByText('Incorrect current password, please try again.').first()).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
});

test('changes the password; the new one signs in', async ({ page }) => {
  await openProfile(page);
  await page.getByLabel('Old Password').fill(DEMO_PASSWORD);
  await page.getByLabel('New Password', { exact: true }).fill('Brand#New2026');
  await page.getByLabel('Confirm New Password').fill('Brand#New2026');
  await page.getByRole('button', { name: /update password/i }).click();
  await expect(page.getByText('Successfully changed your password.').first()).toBeVisible();

  await page.getByRole('button', { name: 'Log out' }).first().click();
  await expect(page).toHaveURL(/\/sign-in$/);
  await signIn(page, USER, 'Brand#New2026');
  await expect(page).not.toHaveURL(/\/sign-in$/);
});
