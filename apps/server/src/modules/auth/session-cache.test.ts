// Sessions kept between requests: what the cache keeps and forgets, and, through the app, that every change
// which ends a session or alters what it allows is seen by the next request whoever made it (the change feed
// of migration 0024), while a change the feed does not announce shows that the session was not read again.
import { eq, inArray, sql } from 'drizzle-orm';
import type { UpdateUserBody } from '@merchant-portal/contracts/schemas/merchant-users';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../../db/schema/auth.js';
import { merchants } from '../../db/schema/merchants.js';
import { groupRoles, userGroups, users } from '../../db/schema/users.js';
import type { Executor } from '../../db/client.js';
import type { AuthContext } from '../../lib/request-context.js';
import { createHarness, type Harness } from '../../test/harness.js';
import { newUserBody } from '../../test/users.js';
import { SessionCache } from './session-cache.js';

const authOf = (userId: string): AuthContext => ({
  sessionId: `session-of-${userId}`,
  userId,
  username: `${userId}@4000000101`,
  merchantCode: '4000000101',
  roles: [],
  permissions: new Set(),
  embassy: { code: null, unresolved: false },
});
const kept = (userId: string) => ({ auth: authOf(userId), expiresAt: 10_000, lastSeenAt: 0 });

describe('SessionCache', () => {
  const live = () => {
    const cache = new SessionCache(30_000);
    cache.setLive(true);
    return cache;
  };

  it('keeps nothing and gives nothing while its feed is not live', () => {
    const cache = new SessionCache(30_000);
    cache.keep('a', kept('u1'), cache.begin(), 0);
    expect(cache.get('a', 0)).toBeUndefined();
    cache.setLive(true);
    cache.keep('a', kept('u1'), cache.begin(), 0);
    expect(cache.get('a', 0)?.auth.userId).toBe('u1');
    // Lost: everything kept is dropped, and stays dropped once the feed is back.
    cache.setLive(false);
    expect(cache.get('a', 0)).toBeUndefined();
    cache.setLive(true);
    expect(cache.get('a', 0)).toBeUndefined();
  });

  it("forgets one user's sessions on 'user:<id>', every session on anything else", () => {
    const cache = live();
    cache.keep('a', kept('u1'), cache.begin(), 0);
    cache.keep('b', kept('u1'), cache.begin(), 0);
    cache.keep('c', kept('u2'), cache.begin(), 0);
    cache.onChange('user:u1');
    expect([cache.get('a', 0), cache.get('b', 0)]).toEqual([undefined, undefined]);
    expect(cache.get('c', 0)?.auth.userId).toBe('u2');
    cache.onChange('all');
    expect(cache.get('c', 0)).toBeUndefined();
  });

  it('does not keep what a read found when something was forgotten while it read', () => {
    const cache = live();
    const since = cache.begin();
    cache.onChange('user:someone-else');
    cache.keep('a', kept('u1'), since, 0);
    expect(cache.get('a', 0)).toBeUndefined();
  });

  it('gives an entry up once it is older than its maximum age, and keeps nothing with a maximum of 0', () => {
    const cache = live();
    cache.keep('a', kept('u1'), cache.begin(), 1000);
    expect(cache.get('a', 31_000)?.auth.userId).toBe('u1');
    expect(cache.get('a', 31_001)).toBeUndefined();
    const off = new SessionCache(0);
    off.setLive(true);
    off.keep('a', kept('u1'), off.begin(), 0);
    expect(off.get('a', 0)).toBeUndefined();
  });
});

describe('SessionCache.settle', () => {
  /** A database whose notifications reach the cache after `delayMs`, as a listening connection hears them. */
  const feedOf = (cache: SessionCache, delayMs: number) => {
    const sent: string[] = [];
    const db = {
      execute: async (query: { queryChunks: unknown[] }) => {
        const payload = query.queryChunks.find(
          (chunk): chunk is string => typeof chunk === 'string' && chunk.startsWith('mark:'),
        );
        if (payload) {
          sent.push(payload);
          setTimeout(() => cache.onChange(payload), delayMs);
        }
        return { rows: [] };
      },
    };
    return { db: db as unknown as Executor, sent };
  };

  it('waits until its own mark has come back through the feed, and forgets nothing for it', async () => {
    const cache = new SessionCache(30_000);
    cache.setLive(true);
    cache.keep('a', kept('u1'), cache.begin(), 0);
    const { db, sent } = feedOf(cache, 50);
    let settled = false;
    const settling = cache.settle(db).then(() => {
      settled = true;
    });
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(settled).toBe(false);
    await settling;
    expect(sent).toHaveLength(1);
    expect(cache.get('a', 0)?.auth.userId).toBe('u1');
  });

  it('sends nothing and waits for nothing while the feed is not live', async () => {
    const cache = new SessionCache(30_000);
    const { db, sent } = feedOf(cache, 50);
    await cache.settle(db);
    expect(sent).toEqual([]);
  });
});

/** How long a notification may take to reach the app's listening connection. */
const ANNOUNCED = { timeout: 5000 };

/** The roles self-info lists for a session (status and names). */
async function rolesOf(h: Harness, token: string) {
  const reply = await h.call('selfInfo', { headers: await h.headers(token) });
  if (reply.statusCode !== 200) return reply.statusCode;
  return (reply.json().data.roles as { name: string }[]).map((role) => role.name);
}

/** Makes a session's token unknown to the database without announcing it: only a read would see it. */
async function hideToken(h: Harness, username: string) {
  const [user] = await h.database.db.select({ id: users.id }).from(users).where(eq(users.username, username));
  await h.database.db
    .update(sessions)
    .set({ tokenHash: sql`'hidden-' || ${sessions.id}` })
    .where(eq(sessions.userId, user?.id ?? ''));
}

/** The app as deployed: sessions kept between requests (the test harness reads them on every request). */
const KEPT = { SESSION_CACHE_SECONDS: '30' };

describe('sessions kept by the app', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness(KEPT);
  });
  afterAll(() => h.close());

  it('a session read once serves the next requests for SESSION_CACHE_SECONDS, then is read again', async () => {
    const token = await h.signIn('zahran.analyst@4000000101');
    expect(await rolesOf(h, token)).not.toBe(401);
    await hideToken(h, 'zahran.analyst@4000000101');
    expect(await rolesOf(h, token)).not.toBe(401);
    h.clock.advance(31_000);
    expect(await rolesOf(h, token)).toBe(401);
  });

  // The feed announces a change as it commits; on PostgreSQL the app's listening connection hears it moments
  // later, so a change made on another connection is awaited (the app's own changes are forgotten at once).
  it("an operator's SQL that takes a group's role or ends a session is seen as soon as it is announced", async () => {
    const token = await h.signIn('zahran.teller@4000000101');
    const before = await rolesOf(h, token);
    expect(before).toEqual(['ROLE_MERCHANT_USER']);

    const [user] = await h.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'zahran.teller@4000000101'));
    const groups = await h.database.db
      .select({ groupName: userGroups.groupName })
      .from(userGroups)
      .where(eq(userGroups.userId, user?.id ?? ''));
    const names = groups.map((group) => group.groupName);
    const taken = await h.database.db
      .delete(groupRoles)
      .where(inArray(groupRoles.groupName, names))
      .returning();
    await expect.poll(() => rolesOf(h, token), ANNOUNCED).toEqual([]);
    await h.database.db.insert(groupRoles).values(taken);
    await expect.poll(() => rolesOf(h, token), ANNOUNCED).toEqual(before);

    await h.database.db
      .update(sessions)
      .set({ revokedAt: new Date(), revokedReason: 'operator' })
      .where(eq(sessions.userId, user?.id ?? ''));
    await expect.poll(() => rolesOf(h, token), ANNOUNCED).toBe(401);
  });

  it("a kept session's merchant group follows a change of the merchants once it is announced", async () => {
    const headers = await h.headers(await h.signIn('zahran.analyst@4000000101'));
    const group = async () => {
      const reply = await h.call('merchantGroup', {
        headers,
        query: { currency: 'JOD', userName: 'zahran.analyst@4000000101' },
      });
      return (reply.json().data.results as { merchantCode: string }[]).map((item) => item.merchantCode);
    };
    expect(await group()).toEqual(['4000000101', '4000000102']);
    const parentOf = (parent: string | null) =>
      h.database.db
        .update(merchants)
        .set({ parentMerchantCode: parent })
        .where(eq(merchants.merchantCode, '4000000102'));
    await parentOf(null);
    try {
      await expect.poll(group, ANNOUNCED).toEqual(['4000000101']);
    } finally {
      await parentOf('4000000101');
    }
    await expect.poll(group, ANNOUNCED).toEqual(['4000000101', '4000000102']);
  });

  it("an administrator's change of a user's groups is seen by that user's next request", async () => {
    const admin = await h.headers(await h.signIn('zahran.admin@4000000101'));
    const teller = await h.signIn('zahran.teller@4000000101');
    expect(await rolesOf(h, teller)).toEqual(['ROLE_MERCHANT_USER']);
    const groups = (groupList: string[]) =>
      h.call('updateMerchantUser', {
        headers: admin,
        body: {
          ...newUserBody({ username: 'zahran.teller', groupList }),
          password: undefined,
        } as UpdateUserBody,
      });
    expect((await groups(['DASHBOARD_USERS'])).statusCode).toBe(200);
    expect(await rolesOf(h, teller)).toEqual(['DASHBOARD_USER']);
    expect((await groups(['MERCHANT_USERS'])).statusCode).toBe(200);
    expect(await rolesOf(h, teller)).toEqual(['ROLE_MERCHANT_USER']);
  });
});

describe('sessions not kept', () => {
  it('with SESSION_CACHE_SECONDS=0 every request reads its session', async () => {
    const h = await createHarness({ SESSION_CACHE_SECONDS: '0' });
    try {
      const token = await h.signIn('zahran.analyst@4000000101');
      expect(await rolesOf(h, token)).not.toBe(401);
      await hideToken(h, 'zahran.analyst@4000000101');
      expect(await rolesOf(h, token)).toBe(401);
    } finally {
      await h.close();
    }
  });
});

describe.runIf(Boolean(process.env.TEST_DATABASE_URL))('a lost change feed (PostgreSQL)', () => {
  it('turns the cache off until the feed is back', async () => {
    const h = await createHarness(KEPT);
    try {
      const token = await h.signIn('zahran.analyst@4000000101');
      expect(await rolesOf(h, token)).not.toBe(401);
      await h.database.db.execute(
        sql`select pg_terminate_backend(pid) from pg_stat_activity
            where application_name = 'merchant-portal-change-feed' and datname = current_database()`,
      );
      await hideToken(h, 'zahran.analyst@4000000101');
      // The loss reaches the app as its connection's end; from then on every request reads its session.
      await expect.poll(() => rolesOf(h, token), { timeout: 10_000 }).toBe(401);
      // Back: a new session is kept again.
      await expect
        .poll(
          async () => {
            const again = await h.signIn('zahran.analyst@4000000101');
            await rolesOf(h, again);
            await hideToken(h, 'zahran.analyst@4000000101');
            return rolesOf(h, again);
          },
          { timeout: 10_000 },
        )
        .not.toBe(401);
    } finally {
      await h.close();
    }
  });
});
