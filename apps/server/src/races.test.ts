// Races: fifty concurrent attempts at one thing end as if they had come one after the other — one winner,
// clean refusals for the rest (never a 500), and one audit row for what happened once. Runs on PGlite and,
// with TEST_DATABASE_URL, on PostgreSQL, where the requests really run side by side.
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { MERCHANT_USER_MESSAGES as TEXT } from '@merchant-portal/contracts/schemas/merchant-users';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from './db/schema/auth.js';
import { users } from './db/schema/users.js';
import { DEMO_PASSWORD } from '@merchant-portal/demo/catalogue';
import { isUniqueViolation } from './lib/errors.js';
import { createHarness, type Harness } from './test/harness.js';
import { newUserBody, storedUser } from './test/users.js';

const ATTEMPTS = 50;
const ADMIN = 'zahran.admin@4000000101';

let h: Harness;
let admin: Record<string, string>;
beforeAll(async () => {
  h = await createHarness({ LOCKOUT_THRESHOLD: '10' });
  admin = await h.headers(await h.signIn(ADMIN));
});
afterAll(() => h.close());

const newUser = (username: string) => newUserBody({ username });

/** Sends the same request ATTEMPTS times at once; the statuses, counted. */
async function all(send: () => Promise<{ statusCode: number }>): Promise<Record<number, number>> {
  const replies = await Promise.all(Array.from({ length: ATTEMPTS }, send));
  const counts: Record<number, number> = {};
  for (const { statusCode } of replies) counts[statusCode] = (counts[statusCode] ?? 0) + 1;
  return counts;
}

const auditCount = (action: string, target: string, outcome: 'success' | 'failure') =>
  h.database.db
    .select({ n: sql<number>`count(*)::int` })
    .from(auditLog)
    .where(
      and(eq(auditLog.action, action), eq(auditLog.targetUsername, target), eq(auditLog.outcome, outcome)),
    )
    .then(([row]) => row?.n ?? 0);

describe('the loser of a race between check and write', () => {
  it('is recognised by the unique violation the database answers, through the driver and Drizzle', async () => {
    const row = storedUser('race.unique@4000000101');
    await h.database.db.insert(users).values(row);
    const error = await h.database.db
      .insert(users)
      .values(row)
      .then(
        () => null,
        (failure: unknown) => failure,
      );
    expect(isUniqueViolation(error)).toBe(true);
    expect(isUniqueViolation(new Error('something else'))).toBe(false);
  });
});

// Fifty password checks or hashes each: CPU-bound by design, so slow on a busy machine without being wrong.
describe(`${ATTEMPTS} concurrent attempts`, { timeout: 120_000 }, () => {
  it('creating one username: one account, every other attempt a 409 with the text', async () => {
    const send = () =>
      h.app.inject({
        method: 'POST',
        url: ENDPOINTS.createMerchantUser.path,
        headers: admin,
        payload: newUser('race.create'),
      });
    const replies = await Promise.all(Array.from({ length: ATTEMPTS }, send));

    expect(replies.filter((reply) => reply.statusCode === 201)).toHaveLength(1);
    const refused = replies.filter((reply) => reply.statusCode !== 201);
    expect(refused.map((reply) => reply.statusCode)).toEqual(Array(ATTEMPTS - 1).fill(409));
    for (const reply of refused) expect(reply.json().message).toBe(TEXT.usernameTaken);
    const rows = await h.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'race.create@4000000101'));
    expect(rows).toHaveLength(1);
    expect(await auditCount('user-create', 'race.create@4000000101', 'success')).toBe(1);
  });

  it('deleting one user: deleted once, audited once, the others told the user is gone', async () => {
    const created = await h.app.inject({
      method: 'POST',
      url: ENDPOINTS.createMerchantUser.path,
      headers: admin,
      payload: newUser('race.delete'),
    });
    expect(created.statusCode).toBe(201);
    const send = () =>
      h.app.inject({
        method: 'POST',
        url: ENDPOINTS.deleteMerchantUser.path,
        headers: admin,
        payload: { username: 'race.delete' },
      });

    expect(await all(send)).toEqual({ 200: 1, 404: ATTEMPTS - 1 });
    expect(await auditCount('user-delete', 'race.delete@4000000101', 'success')).toBe(1);
  });

  it('changing one password from the same current password: one change wins', async () => {
    const username = 'zahran.analyst@4000000101';
    const headers = await h.headers(await h.signIn(username));
    let attempt = 0;
    const send = () => {
      attempt += 1;
      const newPassword = `Race#Change${String(attempt).padStart(2, '0')}x`;
      return h.app.inject({
        method: 'PUT',
        url: ENDPOINTS.updatePassword.path,
        headers,
        payload: {
          username,
          currentPassword: DEMO_PASSWORD,
          newPassword1: newPassword,
          newPassword2: newPassword,
        },
      });
    };
    const replies = await Promise.all(Array.from({ length: ATTEMPTS }, send));

    expect(replies.filter((reply) => reply.statusCode === 200)).toHaveLength(1);
    const refused = replies.filter((reply) => reply.statusCode !== 200);
    expect(new Set(refused.map((reply) => reply.statusCode))).toEqual(new Set([401]));
    for (const reply of refused) expect(reply.json().message).toBe(MESSAGES.incorrectCurrentPassword);
    const changes = await h.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, 'password-change'),
          eq(auditLog.actorUsername, username),
          eq(auditLog.outcome, 'success'),
        ),
      );
    expect(changes[0]?.n).toBe(1);
  });

  it('wrong passwords for one user: one lockout, audited once, the rest refused as locked', async () => {
    const username = 'zahran.teller@4000000101';
    const send = async () =>
      h.app.inject({
        method: 'POST',
        url: ENDPOINTS.signIn.path,
        headers: await h.headers(),
        payload: { username, password: 'Wrong#Password1' },
      });
    const counts = await all(send);

    expect(Object.keys(counts).sort()).toEqual(['401', '423']);
    const lockouts = await h.database.db
      .select({ n: sql<number>`count(*)::int` })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'lockout'), eq(auditLog.actorUsername, username)));
    expect(lockouts[0]?.n).toBe(1);
    // Nine failures counted towards the lock and the tenth set it; every other attempt met a locked account.
    expect(counts[401]).toBe(9);
    expect(counts[423]).toBe(ATTEMPTS - 9);
  });
});
