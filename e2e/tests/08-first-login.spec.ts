import { expect, test } from '@playwright/test';
import { menuLabels, signIn } from './support.js';

// Changes zahran.newuser's password: no other spec signs in as that user.
test('first sign-in opens the reset dialog; the new password then signs in', async ({ page }) => {
  await signIn(page, 'zahran.newuser@4000000101', 'Welcome#2026x');
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  await expect(dialog.getByLabel('Username')).toHaveValue('zahran.newuser@4000000101');

  await dialog.getByLabel('Old Password').fill('Welcome#2026x');
  await dialog.getByLabel('New Password', { exact: true }).fill('Fresh#Start2026');
  await dialog.getByLabel('Confirm New Password').fill('Fresh#Start2026');
  await dialog.getByRole('button', { name: /update|reset|change|save|submit/i }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText('Use your new password to log in')).toBeVisible();

  await signIn(page, 'zahran.newuser@4000000101', 'Fresh#Start2026');
  await expect(page).toHaveURL(/\/dashboard$/);
  expect(await menuLabels(page)).toEqual(['Overview', 'Transactions', 'Profile']);
});
