// The newcomer, through the API: the example folder loaded into the portal's database, its
// administrator signs in with the file's password, is sent to the first-login reset, sets a new password,
// signs in with it and finds the imported payments, with the totals of the rows the file holds. The
// imported embassy user and booking maker find the imported fees and bookings the same way.
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from '../../test/harness.js';
import { refundBody } from '../../test/bookings.js';
import { defaultSearch } from '../../test/search-filter.js';
import { importFolder } from './import-folder.js';
import { CLI, EXAMPLES } from './test-support.js';

const ADMIN = 'petra.admin@4000000901';
const FILE_PASSWORD = 'First#Login2026';
const NEW_PASSWORD = 'Petra#Roast2026';
const MAKER = 'wings.maker@4000000903';
const CHECKER = 'wings.checker@4000000903';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
  const { reports } = await importFolder(h.database.db, EXAMPLES, CLI);
  expect(reports.filter((report) => report.outcome === 'refused')).toEqual([]);
});
afterAll(() => h?.close());

const signInStatus = async (password: string, username = ADMIN) =>
  (await h.call('signIn', { headers: await h.headers(), body: { username, password } })).statusCode;

const resetPassword = async (username: string, currentPassword: string, newPassword: string) =>
  h.call('resetPassword', {
    headers: await h.headers(),
    body: { username, currentPassword, newPassword1: newPassword, newPassword2: newPassword },
  });

/** An imported user's first sign-in: the file's password, the reset, then the session's headers. */
async function firstSession(username: string, filePassword: string): Promise<Record<string, string>> {
  expect(await signInStatus(filePassword, username)).toBe(403);
  const newPassword = `${filePassword}!`;
  expect((await resetPassword(username, filePassword, newPassword)).statusCode).toBe(200);
  return h.headers(await h.signIn(username, newPassword));
}

async function countOf(query: string): Promise<number> {
  const result = (await h.database.db.execute(sql.raw(`select count(*)::int as n from ${query}`))) as {
    rows: { n: number }[];
  };
  return Number(result.rows[0]?.n);
}

describe('the imported users, at their first sign-in', () => {
  it('must change the file’s password at the first sign-in', async () => {
    expect(await signInStatus(FILE_PASSWORD)).toBe(403);
    const reset = await resetPassword(ADMIN, FILE_PASSWORD, NEW_PASSWORD);
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

  it('for the embassy user, is the fees paid to its own embassy only', async () => {
    const headers = await firstSession('consular_12@4000000902', 'Cairo#Desk2026');
    const reply = await h.app.inject({
      method: 'POST',
      url: '/merchant/transaction/v1/read?currency=JOD',
      headers,
      payload: {
        ...defaultSearch('01-11-2026', '27-11-2026'),
        transactionName: 'CS',
        maxCount: 100,
        offset: 0,
        embassy: '',
      },
    });
    expect(reply.statusCode, reply.body).toBe(200);
    const found = reply.json<{ totalElements: number; content: { embassy: string }[] }>();
    expect(found.totalElements).toBe(
      await countOf(
        `mofa_payments where embassy_code = '12' and business_date between '2026-11-01' and '2026-11-27'`,
      ),
    );
    expect(found.totalElements).toBeGreaterThan(0);
    expect(new Set(found.content.map((row) => row.embassy))).toEqual(new Set(['12 - Cairo']));
  });

  it('for the booking maker, is the airline’s bookings, and a refund the checker approves goes to the card', async () => {
    const headers = await firstSession(MAKER, 'Refund#Ask2026');
    const reply = await h.call('bookingHistory', { headers, query: { page: 0, size: 1000 } });
    expect(reply.statusCode, reply.body).toBe(200);
    const { data, metadata } = reply.json<{
      data: { results: { paymentStatus: string }[] };
      metadata: { pagination: { totalRecords: number } };
    }>();
    expect(metadata.pagination.totalRecords).toBe(
      await countOf(`bookings where merchant_code = '4000000903'`),
    );
    expect(data.results.some((row) => row.paymentStatus === 'PAYMENT_TIMEOUT')).toBe(true);

    const [booking] = (
      (await h.database.db.execute(
        sql.raw(`select booking_ref_no as ref from bookings where merchant_code = '4000000903'
          and payment_status = 'PAYMENT_COMPLETED' order by created_at limit 1`),
      )) as { rows: { ref: string }[] }
    ).rows;
    const asked = await h.call('workflowCreate', {
      headers,
      body: refundBody(MAKER, booking?.ref ?? '', '10.000'),
    } as never);
    expect(asked.statusCode, asked.body).toBe(201);
    const checker = await firstSession(CHECKER, 'Refund#Check2026');
    const approved = await h.call('workflowManageTask', {
      headers: checker,
      body: {
        workflowId: asked.json<{ data: { workflowId: string } }>().data.workflowId,
        applicationStatus: 'COMPLETED',
        taskAction: 'COMPLETE_WORKFLOW',
        currentTask: 'CHECKER_APPROVAL',
        modifiedBy: CHECKER,
        comment: '',
      },
    } as never);
    expect(approved.statusCode, approved.body).toBe(200);
    expect(
      await countOf(`card_transactions where merchant_code = '4000000903' and terminal_id = '09030101'
        and transaction_type = 'REFUND' and amount = 10`),
    ).toBe(1);
  });
});
