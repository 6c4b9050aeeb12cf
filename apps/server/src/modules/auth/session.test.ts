import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { createHarness, type Harness } from '../../test/harness.js';
import { auditLog, sessions } from '../../db/schema/auth.js';
import { users } from '../../db/schema/users.js';

const MINUTE = 60_000;

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const selfInfo = async (token?: string) => h.call('selfInfo', { headers: await h.headers(token) });

describe('current user (POST /merchant/user/v1/self-info)', () => {
  it("returns the signed-in user's profile, groups and roles", async () => {
    const response = await selfInfo(await h.signIn('zahran.admin@4000000101'));
    expect(response.statusCode).toBe(200);
    // Personal data: no browser or proxy cache keeps it, nor a refusal of it.
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await selfInfo('no-such-session')).headers['cache-control']).toBe('no-store');
    const { data } = response.json();
    expect(data).toMatchObject({
      username: 'zahran.admin@4000000101',
      userType: 'FRONT',
      userProfile: { firstName: 'Rania', lastName: 'Haddad', email: 'rania.haddad@zahran.example.jo' },
    });
    expect(data.roles.map((role: { name: string }) => role.name)).toEqual([
      'ADVANCED_DASHBOARD_USER',
      'DASHBOARD_USER',
      'PRE_AUTH_TRANSACTION_USER',
      'ROLE_MERCHANT_ADMIN',
      'ROLE_REPORTS_USER',
    ]);
    expect(data.groups).toContainEqual({
      name: 'MERCHANT_ADMINS',
      description: 'Merchant Administrators — manage users and see all transactions',
    });
  });

  it('answers 401 without a challenge when there is no session or an unknown one', async () => {
    for (const response of [await selfInfo(), await selfInfo('made-up-token')]) {
      expect(response.statusCode).toBe(401);
      expect(response.headers['www-authenticate']).toBeUndefined();
      expect(response.json().code).toBe('401');
    }
  });
});

describe('ending sessions', () => {
  it('sign-out revokes the session on the server and is audited', async () => {
    const token = await h.signIn('zahran.teller@4000000101');
    const out = await h.call('signOut', { headers: await h.headers(token) });
    expect(out.statusCode).toBe(200);
    expect((await selfInfo(token)).statusCode).toBe(401);
    const rows = await h.database.db.select().from(auditLog).where(eq(auditLog.action, 'sign-out'));
    expect(rows.map((row) => row.actorUsername)).toContain('zahran.teller@4000000101');
  });

  it('invalidate revokes the session too, and a revoked session cannot sign out again', async () => {
    const token = await h.signIn('zahran.teller@4000000101');
    const headers = await h.headers(token);
    expect((await h.call('invalidate', { headers })).statusCode).toBe(200);
    expect((await h.call('signOut', { headers })).statusCode).toBe(401);
    expect((await selfInfo(token)).statusCode).toBe(401);
  });

  it('ends a session idle for more than 15 minutes', async () => {
    const token = await h.signIn('zahran.analyst@4000000101');
    expect((await selfInfo(token)).statusCode).toBe(200);
    h.clock.advance(16 * MINUTE);
    expect((await selfInfo(token)).statusCode).toBe(401);
  });

  it('measures idleness from the last use, to the second, even with a one-minute idle window', async () => {
    const short = await createHarness({ SESSION_IDLE_MINUTES: '1' });
    try {
      const check = async (token: string) =>
        (await short.call('selfInfo', { headers: await short.headers(token) })).statusCode;
      const token = await short.signIn('zahran.analyst@4000000101');
      short.clock.advance(50_000);
      expect(await check(token)).toBe(200);
      // Used 10 s earlier: not idle, though 70 s have passed since sign-in.
      short.clock.advance(20_000);
      expect(await check(token)).toBe(200);
      short.clock.advance(61_000);
      expect(await check(token)).toBe(401);
    } finally {
      await short.close();
    }
  });

  it('keeps an active session alive past the idle window but not past 8 hours', async () => {
    const token = await h.signIn('petra.admin@4000000194');
    h.clock.advance(14 * MINUTE);
    expect((await selfInfo(token)).statusCode).toBe(200);
    // Using the session moves its idle clock.
    const [touched] = await h.database.db
      .select({ lastSeenAt: sessions.lastSeenAt })
      .from(sessions)
      .orderBy(desc(sessions.createdAt))
      .limit(1);
    expect(h.clock.now().getTime() - (touched?.lastSeenAt.getTime() ?? 0)).toBeLessThan(MINUTE);
    // Used every 14 minutes it never idles out, until its 8 hours are up.
    let minutes = 14;
    while (minutes + 14 < 8 * 60) {
      h.clock.advance(14 * MINUTE);
      minutes += 14;
      expect((await selfInfo(token)).statusCode).toBe(200);
    }
    h.clock.advance(14 * MINUTE);
    expect((await selfInfo(token)).statusCode).toBe(401);
  });

  it('sets the absolute lifetime to 8 hours from sign-in', async () => {
    const before = h.clock.now().getTime();
    await h.signIn('zahran.teller@4000000101');
    const rows = await h.database.db.select().from(sessions).orderBy(sessions.createdAt);
    const latest = rows.at(-1);
    expect(latest).toBeDefined();
    const lifetime = (latest?.expiresAt.getTime() ?? 0) - before;
    expect(lifetime).toBeGreaterThan(8 * 3600_000 - 60_000);
    expect(lifetime).toBeLessThanOrEqual(8 * 3600_000 + 60_000);
  });

  it('disabling a user ends their live sessions at once', async () => {
    const token = await h.signIn('modee.user@4000000501');
    expect((await selfInfo(token)).statusCode).toBe(200);
    await h.database.db
      .update(users)
      .set({ enabled: false })
      .where(eq(users.username, 'modee.user@4000000501'));
    expect((await selfInfo(token)).statusCode).toBe(401);
    await h.database.db
      .update(users)
      .set({ enabled: true })
      .where(eq(users.username, 'modee.user@4000000501'));
    // The session stays ended: it was revoked, not merely refused.
    expect((await selfInfo(token)).statusCode).toBe(401);
  });
});

describe('current merchant (GET /merchant/merchant/v1/current)', () => {
  it("returns the signed-in user's merchant", async () => {
    const response = await h.call('currentMerchant', {
      headers: await h.headers(await h.signIn('petra.admin@4000000194')),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { merchantCode: '4000000194', merchantName: 'Petra Fuel Stations', status: 'Active' },
    });
  });
});
