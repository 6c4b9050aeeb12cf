// The newcomer, through the API: the example folder loaded into the portal's database, its
// administrator signs in with the file's password, is sent to the first-login reset, sets a new password,
// signs in with it and finds the imported payments, with the totals of the rows the file holds.
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test/harness.js';
import { defaultSearch } from '../../test/search-filter.js';
import { importFolder } from './import-folder.js';
import { CLI, EXAMPLES } from './test-support.js';

const ADMIN = 'petra.admin@4000000901';
const FILE_PASSWORD = 'First#Login2026';
const NEW_PASSWORD = 'Petra#Roast2026';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  const { reports } = await importFolder(h.database.db, EXAMPLES, CLI);
  expect(reports.every((report) => report.outcome === 'loaded')).toBe(true);
});
afterAll(() => h?.close());

const signInStatus = async (password: string) =>
  (await h.call('signIn', { headers: await h.headers(), body: { username: ADMIN, password } })).statusCode;

describe('the imported administrator', () => {
  it('must change the file’s password at the first sign-in', async () => {
    expect(await signInStatus(FILE_PASSWORD)).toBe(403);
    const reset = await h.call('resetPassword', {
      headers: await h.headers(),
      body: {
        username: ADMIN,
        currentPassword: FILE_PASSWORD,
        newPassword1: NEW_PASSWORD,
        newPassword2: NEW_PASSWORD,
      },
    });
    expect(reset.json()).toEqual({ data: { message: MESSAGES.passwordChanged } });
    expect(await signInStatus(FILE_PASSWORD)).toBe(401);
  });

  it('then sees the imported PoS payments of November, and only its merchant’s', async () => {
    const headers = await h.headers(await h.signIn(ADMIN, NEW_PASSWORD));
    const search = await h.call('transactionSearch', {
      headers,
      query: { currency: '' },
      body: { ...defaultSearch('01-11-2026', '27-11-2026'), offset: 0, limit: 10 },
    } as never);
    expect(search.statusCode, search.body).toBe(200);
    const [stored] = await h.database.db
      .execute<{ n: number }>(
        sql`select count(*)::int as n from card_transactions where merchant_code = '4000000901' and source = 'P'
        and business_date between '2026-11-01' and '2026-11-27'`,
      )
      .then((result) => (result as { rows: { n: number }[] }).rows);
    const reply = search.json<{ totalElements: number; content: { terminalId: string }[] }>();
    expect(reply.totalElements).toBe(stored?.n);
    expect(reply.totalElements).toBeGreaterThan(0);
    expect(reply.content.every((row) => row.terminalId.startsWith('0901'))).toBe(true);
  });
});
