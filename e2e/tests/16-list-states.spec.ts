import { expect, test } from '@playwright/test';
import { mainMenu, signInAs } from './support.js';

test('the totals strip above Transactions counts the whole filtered set and reads its money in JOD with separators', async ({
  page,
}) => {
  await signInAs(page, 'zahran.teller@4000000101');
  await mainMenu(page).getByRole('link', { name: 'Transactions', exact: true }).click();
  const grid = page.getByRole('grid', { name: 'Transactions' });
  await expect(grid.getByRole('row').nth(1)).toBeVisible();

  const strip = page.getByRole('region', { name: 'Totals' });
  const money = String.raw`JOD\u00a0\d{1,3}(,\d{3})*\.\d{3}`;
  await expect(strip).toHaveText(
    new RegExp(
      String.raw`^([\d,]+) transactions? · Transaction Amount ${money} · MDR Amount ${money} · Net Amount ${money}`,
    ),
  );
  // The strip counts every row of the search, not the page: the pagination's total.
  const count = (await strip.textContent())?.match(/^([\d,]+) transaction/)?.[1]?.replaceAll(',', '');
  await expect(page.getByText(new RegExp(`^1–10 of ${count}$`))).toBeVisible();
  expect(Number(count)).toBeGreaterThan(10);
});
