// The dashboard's e-mails to the account manager are capped per merchant as well as per user: whoever of a
// merchant's users asks, at most MAIL_ACTIONS_PER_MERCHANT_PER_HOUR messages are written in any hour,
// counted in the database so several server processes (and a burst of parallel requests) share the count.
// Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL (where the burst is truly parallel).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { DEMO_PASSWORD } from '@merchant-portal/demo/catalogue';
import { mailOutbox } from '../../db/schema/mail.js';
import { userGroups, users } from '../../db/schema/users.js';
import { hashPassword } from '../../lib/crypto.js';
import { createHarness, type Harness } from '../../test/harness.js';
import { storedUser } from '../../test/users.js';

const ADMIN = 'zahran.admin@4000000101';
const ANALYST = 'zahran.analyst@4000000101';
const PETRA = 'petra.admin@4000000194';
/** Zahran's extra dashboard users, for a burst wider than the cap. */
const CLERKS = ['clerk.one', 'clerk.two', 'clerk.three'].map((name) => `${name}@4000000101`);
const SOURCES = ['churn', 'visitation', 'loanEligibility'] as const;
const MINUTE = 60_000;
const HOUR = 60 * MINUTE;

let h: Harness;
let dataDir: string;
let sessions: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'mp-mail-cap-'));
  h = await createHarness({ DATA_DIR: dataDir, MAIL_ACTIONS_PER_MERCHANT_PER_HOUR: '10' });
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  for (const username of CLERKS) {
    const [row] = await h.database.db
      .insert(users)
      .values(storedUser(username, { passwordHash }))
      .returning({ id: users.id });
    await h.database.db.insert(userGroups).values({ userId: row!.id, groupName: 'DASHBOARD_USERS' });
  }
});
afterAll(async () => {
  await h?.close();
  await rm(dataDir, { recursive: true, force: true });
});

/** Sessions of everyone, afresh: moving the clock by an hour ends the idle ones. */
async function signInAll() {
  sessions = await h.signedIn([ADMIN, ANALYST, PETRA, ...CLERKS]);
}

const email = (user: string, source: string) =>
  h.app.inject({
    method: 'GET',
    url: `${ENDPOINTS.sendEmail.path}?country=JO&lang=en&emailSource=${source}`,
    headers: sessions[user],
  });

/** The merchant's messages written at or after `since` (the test clock's time). */
async function written(merchantCode: string, since: Date): Promise<number> {
  const [row] = await h.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(mailOutbox)
    .where(
      and(
        eq(mailOutbox.merchantCode, merchantCode),
        sql`${mailOutbox.createdAt} >= ${since.toISOString()}::timestamptz`,
      ),
    );
  return row?.n ?? 0;
}

describe('the per-merchant cap', () => {
  it('refuses the 11th message of the hour across two users with 429 and its text, writing nothing', async () => {
    await signInAll();
    const start = h.clock.now();
    for (const user of [ADMIN, ANALYST]) {
      for (const source of SOURCES) expect((await email(user, source)).statusCode).toBe(200);
    }
    // A minute on, the same requests are new ones (not a double click): four more make ten.
    h.clock.advance(MINUTE + 1000);
    for (const source of SOURCES) expect((await email(ADMIN, source)).statusCode).toBe(200);
    expect((await email(ANALYST, 'churn')).statusCode).toBe(200);
    expect(await written('4000000101', start)).toBe(10);

    const refused = await email(ANALYST, 'visitation');
    expect(refused.statusCode).toBe(429);
    expect(refused.json().message).toBe(MESSAGES.emailLimitReached);
    expect(await written('4000000101', start)).toBe(10);

    // Another merchant has its own count.
    expect((await email(PETRA, 'churn')).statusCode).toBe(200);
    expect(await written('4000000194', start)).toBe(1);
  });

  it('moves with the clock: an hour after the first six, six more go out, and no seventh', async () => {
    // The first six were written an hour and a minute ago; the four of a minute later still count.
    h.clock.advance(HOUR - MINUTE);
    await signInAll();
    const since = h.clock.now();
    const replies = [];
    for (const user of CLERKS) {
      for (const source of SOURCES) replies.push((await email(user, source)).statusCode);
    }
    expect(replies.filter((status) => status === 200)).toHaveLength(6);
    expect(replies.filter((status) => status === 429)).toHaveLength(3);
    expect(await written('4000000101', since)).toBe(6);
  });

  it('holds for a burst of parallel requests from five users: never more than the cap', async () => {
    h.clock.advance(2 * HOUR);
    await signInAll();
    const since = h.clock.now();
    const burst = [ADMIN, ANALYST, ...CLERKS].flatMap((user) => SOURCES.map((source) => email(user, source)));
    const statuses = (await Promise.all(burst)).map((reply) => reply.statusCode);
    expect(statuses.filter((status) => status === 200)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(5);
    expect(await written('4000000101', since)).toBe(10);
  });
});
