// Bad input is refused with a clear 400 and changes nothing — never a 500 — and a refused user-management
// or credential call is audited even when it never reached its service.
import { ENDPOINTS, pathOf, type Endpoint, type EndpointName } from '@merchant-portal/contracts/endpoints';
import { MESSAGES, nestedTooDeeply } from '@merchant-portal/contracts/messages';
import type { Permission } from '@merchant-portal/contracts/permissions';
import { and, count, desc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from './db/schema/auth.js';
import { users } from './db/schema/users.js';
import { DEMO_PASSWORD, DEMO_USERS } from '@merchant-portal/demo/catalogue';
import { createHarness, type Harness } from './test/harness.js';
import { newUserBody } from './test/users.js';

const ADMIN = 'zahran.admin@4000000101';
const TELLER = 'zahran.teller@4000000101';
const OTHER_MERCHANTS_ADMIN = 'petra.admin@4000000194';
const NUL = '\u0000';

let h: Harness;
let signedIn: Record<string, Record<string, string>>;
beforeAll(async () => {
  h = await createHarness();
  signedIn = await h.signedIn([ADMIN, TELLER]);
});
afterAll(() => h.close());

const newUser = newUserBody({ username: 'input.check' });

const passwordChange = {
  username: TELLER,
  currentPassword: DEMO_PASSWORD,
  newPassword1: 'Str0ng!Passw0rd',
  newPassword2: 'Str0ng!Passw0rd',
};

type Case = [name: string, send: () => Promise<{ statusCode: number; json(): unknown }>, param: string];

const client = async () => h.headers();
const cases: Case[] = [
  [
    'client token: client_id',
    async () =>
      h.app.inject({
        method: 'POST',
        url: ENDPOINTS.clientToken.path,
        payload: {
          grant_type: 'client_credentials',
          scope: 'merchantapp',
          client_id: `${h.config.OAUTH_CLIENT_ID}${NUL}`,
          client_secret: h.config.OAUTH_CLIENT_SECRET,
        },
      }),
    'client_id',
  ],
  ...(['username', 'password'] as const).map((field): Case => [
    `sign-in: ${field}`,
    async () =>
      h.app.inject({
        method: 'POST',
        url: ENDPOINTS.signIn.path,
        headers: await client(),
        payload: { username: TELLER, password: DEMO_PASSWORD, [field]: `x${NUL}y` },
      }),
    field,
  ]),
  [
    'first-login reset: username',
    async () =>
      h.app.inject({
        method: 'POST',
        url: ENDPOINTS.resetPassword.path,
        headers: await client(),
        payload: { ...passwordChange, username: `${TELLER}${NUL}` },
      }),
    'username',
  ],
  ...(['username', 'firstname', 'lastname'] as const).map((field): Case => [
    `create user: ${field}`,
    async () =>
      h.app.inject({
        method: 'POST',
        url: ENDPOINTS.createMerchantUser.path,
        headers: signedIn[ADMIN],
        payload: { ...newUser, [field]: `${newUser[field]}${NUL}` },
      }),
    field,
  ]),
  [
    'create user: a group name',
    async () =>
      h.app.inject({
        method: 'POST',
        url: ENDPOINTS.createMerchantUser.path,
        headers: signedIn[ADMIN],
        payload: { ...newUser, groupList: [`MERCHANT_USERS${NUL}`] },
      }),
    'groupList.0',
  ],
  ...(['merchantUser', 'enableMerchantUser', 'disableMerchantUser'] as const).map((name): Case => [
    `${name}: userName`,
    async () =>
      h.app.inject({
        method: 'POST',
        url: ENDPOINTS[name].path,
        headers: signedIn[ADMIN],
        payload: { userName: `${TELLER}${NUL}` },
      }),
    'userName',
  ]),
  [
    'delete user: username',
    async () =>
      h.app.inject({
        method: 'POST',
        url: ENDPOINTS.deleteMerchantUser.path,
        headers: signedIn[ADMIN],
        payload: { username: `${TELLER}${NUL}` },
      }),
    'username',
  ],
  [
    'transaction search: the currency query parameter',
    async () =>
      h.app.inject({
        method: 'POST',
        url: `${ENDPOINTS.transactionSearch.path}?currency=JO%00D`,
        headers: signedIn[ADMIN],
        payload: {},
      }),
    'currency',
  ],
];

describe('control characters', () => {
  it.each(cases)('%s: 400 naming the field, never a 500', async (_name, send, param) => {
    const reply = await send();
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      code: '400',
      message: MESSAGES.validationErrors,
      errors: [{ param, msg: MESSAGES.controlCharacters }],
    });
  });

  it('changed nothing: the teller is enabled and signs in with the same password', async () => {
    const [teller] = await h.database.db
      .select({ enabled: users.enabled, deletedAt: users.deletedAt })
      .from(users)
      .where(eq(users.username, TELLER));
    expect(teller).toEqual({ enabled: true, deletedAt: null });
    await expect(h.signIn(TELLER)).resolves.toEqual(expect.any(String));
  });
});

describe('refusals that never reach the service are audited', () => {
  const lastAudit = async (action: string, actor: string | null) =>
    (
      await h.database.db
        .select({
          outcome: auditLog.outcome,
          actor: auditLog.actorUsername,
          target: auditLog.targetUsername,
          merchant: auditLog.merchantCode,
          details: auditLog.details,
        })
        .from(auditLog)
        .where(and(eq(auditLog.action, action)))
        .orderBy(desc(auditLog.at))
        .limit(1)
    ).filter((row) => row.actor === actor)[0];

  // The second is refused before its body is read (a caller without the right gets no parsing): its row
  // names no target.
  it.each([
    {
      refusal: "a malformed disable of another merchant's administrator",
      send: () =>
        h.call('disableMerchantUser', {
          headers: signedIn[ADMIN],
          body: { userName: `${OTHER_MERCHANTS_ADMIN}${NUL}` },
        }),
      status: 400,
      action: 'user-disable',
      actor: ADMIN,
      target: OTHER_MERCHANTS_ADMIN,
      reason: 'invalid-request',
    },
    {
      refusal: 'a delete by a user without the permission',
      send: () => h.call('deleteMerchantUser', { headers: signedIn[TELLER], body: { username: ADMIN } }),
      status: 403,
      action: 'user-delete',
      actor: TELLER,
      target: null,
      reason: 'forbidden',
    },
  ])('$refusal', async ({ send, status, action, actor, target, reason }) => {
    const reply = await send();
    expect(reply.statusCode).toBe(status);
    expect(await lastAudit(action, actor)).toEqual({
      outcome: 'failure',
      actor,
      target,
      merchant: '4000000101',
      details: { reason },
    });
  });

  it('a sign-in with a malformed name, once (the service never saw it)', async () => {
    const reply = await h.app.inject({
      method: 'POST',
      url: ENDPOINTS.signIn.path,
      headers: await client(),
      payload: { username: `ghost${NUL}@4000000101`, password: DEMO_PASSWORD },
    });
    expect(reply.statusCode).toBe(400);
    const rows = await h.database.db
      .select({ outcome: auditLog.outcome, details: auditLog.details })
      .from(auditLog)
      .where(and(eq(auditLog.action, 'sign-in'), eq(auditLog.targetUsername, 'ghost@4000000101')));
    expect(rows).toEqual([{ outcome: 'failure', details: { reason: 'invalid-request' } }]);
  });
});

describe('deeply nested bodies', () => {
  const NAMES = Object.keys(ENDPOINTS) as EndpointName[];
  // Ten thousand and a hundred thousand levels (600 kB, under the body limit), of arrays and of objects.
  const BODIES = [10_000, 100_000].flatMap((levels) => [
    [`${levels} arrays`, `${'['.repeat(levels)}${']'.repeat(levels)}`],
    [`${levels} objects`, `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`],
  ]);

  /** Headers of a caller the call's access lets through, so that the body is what gets refused. */
  let callerOf: (endpoint: Endpoint) => Promise<Record<string, string>>;
  beforeAll(async () => {
    const client = await h.headers();
    const sessions = await Promise.all(
      DEMO_USERS.filter((user) => !user.mustResetPassword).map(async ({ username }) => {
        const token = await h.signIn(username);
        const session = await h.auth.authenticate(token);
        return { username, headers: await h.headers(token), permissions: session?.permissions ?? new Set() };
      }),
    );
    callerOf = async ({ access, method }) => {
      if (access === 'public') return {};
      if (access === 'client') return client;
      const needed: readonly Permission[] = access === 'signed-in' ? [] : [access].flat();
      const caller = sessions.find(
        ({ permissions }) => needed.length === 0 || needed.some((permission) => permissions.has(permission)),
      );
      if (!caller) throw new Error(`no demo user may call ${JSON.stringify(access)}`);
      // A GET runs its handler (its body is not read), and one of them ends the session: a session of its own.
      return method === 'GET' ? h.headers(await h.signIn(caller.username)) : caller.headers;
    };
  });

  const refusals = async (action: string) => {
    const [row] = await h.database.db
      .select({ rows: count() })
      .from(auditLog)
      .where(
        and(
          eq(auditLog.action, action),
          eq(auditLog.outcome, 'failure'),
          sql`${auditLog.details}->>'reason' = 'invalid-request'`,
        ),
      );
    return row?.rows ?? 0;
  };

  it.each(NAMES)('%s: 400 naming the body, never a 500, and audited where the call is', async (name) => {
    const endpoint: Endpoint = ENDPOINTS[name];
    const url = pathOf(
      endpoint,
      Object.fromEntries(endpoint.path.match(/:\w+/g)?.map((param) => [param.slice(1), 'x']) ?? []),
    );
    const before = endpoint.audit ? await refusals(endpoint.audit) : 0;
    for (const [shape, payload] of BODIES) {
      const reply = await h.app.inject({
        method: endpoint.method,
        url,
        headers: { ...(await callerOf(endpoint)), 'content-type': 'application/json' },
        payload,
      });
      const because = `${name} with ${shape}: ${reply.body}`;
      if (endpoint.method === 'GET') {
        // A GET's body is not read: whatever it answers, it is not a 500.
        expect(reply.statusCode, because).toBeLessThan(500);
        continue;
      }
      expect(reply.statusCode, because).toBe(400);
      expect(reply.json(), because).toEqual({
        code: '400',
        message: MESSAGES.validationErrors,
        errors: [{ param: 'body', msg: nestedTooDeeply(32) }],
      });
    }
    if (endpoint.audit) expect(await refusals(endpoint.audit)).toBe(before + BODIES.length);
  });
});
