import { constants, createPublicKey, publicEncrypt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { createHarness, type Harness } from '../../test/harness.js';
import { DEMO_PASSWORD, NEW_USER_PASSWORD } from '@merchant-portal/demo/catalogue';
import { auditLog, rsaKeys } from '../../db/schema/auth.js';
import { users } from '../../db/schema/users.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const signInCall = async (payload: Record<string, unknown>, headers?: Record<string, string>) =>
  h.app.inject({
    method: 'POST',
    url: '/merchant/auth/v1/sign-in',
    headers: headers ?? (await h.headers()),
    payload,
  });

/** A moment `days` before the app's clock. */
const daysAgo = (days: number) => new Date(h.clock.now().getTime() - days * 86_400_000);

const setUser = (username: string, values: Partial<typeof users.$inferInsert>) =>
  h.database.db.update(users).set(values).where(eq(users.username, username));

const auditActions = async (username: string) =>
  (
    await h.database.db
      .select({ action: auditLog.action, outcome: auditLog.outcome })
      .from(auditLog)
      .where(eq(auditLog.targetUsername, username))
      .orderBy(auditLog.at)
  ).map((row) => `${row.action}:${row.outcome}`);

describe('client token (POST /oauth/token)', () => {
  const tokenCall = (payload: Record<string, string>) =>
    h.app.inject({ method: 'POST', url: '/oauth/token', payload });
  const good = () => ({
    grant_type: 'client_credentials' as const,
    scope: 'merchantapp' as const,
    client_id: h.config.OAUTH_CLIENT_ID,
    client_secret: h.config.OAUTH_CLIENT_SECRET,
  });

  it('issues a bearer token for the configured client, form-encoded too', async () => {
    const response = await h.call('clientToken', { body: good() });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ token_type: 'Bearer', scope: 'merchantapp', expires_in: 3600 });
  });

  it('refuses a wrong secret, an unknown client, another scope and another grant', async () => {
    expect((await tokenCall({ ...good(), client_secret: 'wrong-secret-wrong' })).statusCode).toBe(401);
    expect((await tokenCall({ ...good(), client_id: 'nobody' })).statusCode).toBe(401);
    expect((await tokenCall({ ...good(), scope: 'admin' })).statusCode).toBe(400);
    expect((await tokenCall({ ...good(), grant_type: 'password' })).statusCode).toBe(400);
  });

  it('challenges a missing, unknown or expired client token with WWW-Authenticate', async () => {
    const noBearer = await signInCall({ username: 'a', password: 'b' }, { country: 'JO', lang: 'en' });
    expect(noBearer.statusCode).toBe(401);
    expect(noBearer.headers['www-authenticate']).toBe('Bearer error="invalid_token"');

    const unknown = await signInCall(
      { username: 'a', password: 'b' },
      { authorization: 'Bearer not-a-token', country: 'JO', lang: 'en' },
    );
    expect(unknown.statusCode).toBe(401);
    expect(unknown.headers['www-authenticate']).toContain('invalid_token');

    const token = (await tokenCall(good())).json<{ access_token: string }>().access_token;
    h.clock.advance(h.config.CLIENT_TOKEN_TTL_SECONDS * 1000 + 1000);
    const expired = await signInCall(
      { username: 'a', password: 'b' },
      { authorization: `Bearer ${token}`, country: 'JO', lang: 'en' },
    );
    expect(expired.statusCode).toBe(401);
    expect(expired.headers['www-authenticate']).toContain('invalid_token');
  });
});

describe('client tokens', () => {
  it('refuses a token once it expires, though it was accepted before', async () => {
    const short = await createHarness({ CLIENT_TOKEN_TTL_SECONDS: '1' });
    try {
      const headers = await short.headers();
      const call = () =>
        short.call('signIn', { headers, body: { username: 'nobody@4000000101', password: 'wrong' } });
      const accepted = await call();
      expect(accepted.statusCode).toBe(401);
      expect(accepted.headers['www-authenticate']).toBeUndefined();
      short.clock.advance(1100);
      const expired = await call();
      expect(expired.statusCode).toBe(401);
      expect(expired.headers['www-authenticate']).toBe('Bearer error="invalid_token"');
    } finally {
      await short.close();
    }
  });
});

describe('sign-in (POST /merchant/auth/v1/sign-in)', () => {
  it('answers a missing country or lang header with Invalid params', async () => {
    const headers = await h.headers();
    const { country: _country, ...withoutCountry } = headers;
    const response = await signInCall(
      { username: 'zahran.admin@4000000101', password: DEMO_PASSWORD },
      withoutCountry,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({ code: '400', message: 'Invalid params: country' });
    const { lang: _lang, ...withoutLang } = headers;
    expect((await signInCall({ username: 'x', password: 'y' }, withoutLang)).json().message).toBe(
      'Invalid params: lang',
    );
  });

  it('signs in with the access token in a response header', async () => {
    const response = await signInCall({ username: 'zahran.admin@4000000101', password: DEMO_PASSWORD });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { username: 'zahran.admin@4000000101' } });
    expect(response.headers['access-token']).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await auditActions('zahran.admin@4000000101')).toContain('sign-in:success');
  });

  it('answers wrong passwords and unknown users alike, and audits both', async () => {
    const wrong = await signInCall({ username: 'zahran.teller@4000000101', password: 'Wrong#Pass1' });
    const unknown = await signInCall({ username: 'ghost@4000000101', password: 'Wrong#Pass1' });
    for (const response of [wrong, unknown]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ code: '401', message: MESSAGES.accessTokenNotFound });
      expect(response.headers['www-authenticate']).toBeUndefined();
    }
    expect(await auditActions('zahran.teller@4000000101')).toEqual(['sign-in:failure']);
    expect(await auditActions('ghost@4000000101')).toEqual(['sign-in:failure']);
  });

  it('validates the payload with the spec texts', async () => {
    const response = await signInCall({ username: '', password: 'x'.repeat(129) });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      code: '400',
      message: MESSAGES.validationErrors,
      errors: [
        { param: 'username', msg: MESSAGES.required },
        { param: 'password', msg: 'Must be at most 128 characters' },
      ],
    });
  });

  it('asks a user created by an administrator to reset first (code 010)', async () => {
    const response = await signInCall({ username: 'zahran.newuser@4000000101', password: NEW_USER_PASSWORD });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ code: '010', message: MESSAGES.passwordResetRequired });
    expect(response.headers['access-token']).toBeUndefined();
  });

  it('asks for a reset when the password is older than the maximum age', async () => {
    await setUser('petra.admin@4000000194', { passwordChangedAt: daysAgo(91) });
    const response = await signInCall({ username: 'petra.admin@4000000194', password: DEMO_PASSWORD });
    expect(response.json().code).toBe('010');
    await setUser('petra.admin@4000000194', { passwordChangedAt: daysAgo(89) });
    expect(
      (await signInCall({ username: 'petra.admin@4000000194', password: DEMO_PASSWORD })).statusCode,
    ).toBe(200);
  });

  it('refuses a disabled user only once the password is right', async () => {
    await setUser('market.reports@4000000701', { enabled: false });
    const right = await signInCall({ username: 'market.reports@4000000701', password: DEMO_PASSWORD });
    expect(right.statusCode).toBe(403);
    expect(right.json()).toEqual({ code: '403', message: MESSAGES.userDisabled });
    const wrong = await signInCall({ username: 'market.reports@4000000701', password: 'Nope#1234' });
    expect(wrong.statusCode).toBe(401);
    await setUser('market.reports@4000000701', { enabled: true });
  });

  it('locks the account for 30 minutes after 10 failed attempts', async () => {
    const username = 'rides.admin@4000000601';
    for (let attempt = 1; attempt <= 9; attempt += 1) {
      expect((await signInCall({ username, password: `Wrong#${attempt}xx` })).statusCode).toBe(401);
    }
    const tenth = await signInCall({ username, password: 'Wrong#10xx' });
    expect(tenth.statusCode).toBe(423);
    expect(tenth.json()).toEqual({
      code: '423',
      message: 'Account locked after too many failed attempts, try again in 30 minutes',
    });
    // Even the right password is refused while locked.
    expect((await signInCall({ username, password: DEMO_PASSWORD })).statusCode).toBe(423);
    expect(await auditActions(username)).toContain('lockout:success');

    h.clock.advance(29 * 60_000);
    expect((await signInCall({ username, password: DEMO_PASSWORD })).statusCode).toBe(423);
    h.clock.advance(2 * 60_000);
    expect((await signInCall({ username, password: DEMO_PASSWORD })).statusCode).toBe(200);
    const [row] = await h.database.db.select().from(users).where(eq(users.username, username));
    expect(row?.failedAttempts).toBe(0);
    expect(row?.lockedUntil).toBeNull();
  });

  it('a successful sign-in clears the failed-attempt count', async () => {
    const username = 'wings.checker@4000000301';
    await signInCall({ username, password: 'Wrong#1xx' });
    await signInCall({ username, password: 'Wrong#2xx' });
    expect((await signInCall({ username, password: DEMO_PASSWORD })).statusCode).toBe(200);
    const [row] = await h.database.db.select().from(users).where(eq(users.username, username));
    expect(row?.failedAttempts).toBe(0);
  });
});

describe('encrypted sign-in with one-time RSA keys', () => {
  const newKey = async () => {
    const response = await h.call('keyGenerator', {
      headers: await h.headers(),
      body: { scope: 'merchantapp', country: 'JO' },
    });
    expect(response.statusCode).toBe(200);
    return response.json<{ data: { kid: string; kty: string; e: string; n: string } }>().data;
  };
  const encrypt = (key: { e: string; n: string }, text: string) =>
    publicEncrypt(
      {
        key: createPublicKey({ key: { kty: 'RSA', e: key.e, n: key.n }, format: 'jwk' }),
        padding: constants.RSA_PKCS1_OAEP_PADDING,
        oaepHash: 'sha256',
      },
      Buffer.from(text),
    ).toString('base64');

  it('hands out an RSA public key and accepts a password encrypted under it', async () => {
    const key = await newKey();
    expect(key.kty).toBe('RSA');
    expect(key.e).toBe('AQAB');
    const response = await signInCall({
      username: 'zahran.analyst@4000000101',
      password: encrypt(key, DEMO_PASSWORD),
      kid: key.kid,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['access-token']).toBeTruthy();
  });

  it('uses a key once only', async () => {
    const key = await newKey();
    const password = encrypt(key, DEMO_PASSWORD);
    expect(
      (await signInCall({ username: 'zahran.analyst@4000000101', password, kid: key.kid })).statusCode,
    ).toBe(200);
    const replay = await signInCall({ username: 'zahran.analyst@4000000101', password, kid: key.kid });
    expect(replay.statusCode).toBe(400);
    expect(replay.json().message).toMatch(/expired or was already used/);
  });

  it('refuses an expired key and spends a key on undecryptable input', async () => {
    const expired = await newKey();
    h.clock.advance(h.config.RSA_KEY_TTL_SECONDS * 1000 + 1000);
    expect(
      (
        await signInCall({
          username: 'zahran.analyst@4000000101',
          password: encrypt(expired, DEMO_PASSWORD),
          kid: expired.kid,
        })
      ).statusCode,
    ).toBe(400);

    const key = await newKey();
    expect(
      (
        await signInCall({
          username: 'zahran.analyst@4000000101',
          password: 'bm90IGNpcGhlcnRleHQ=',
          kid: key.kid,
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await signInCall({
          username: 'zahran.analyst@4000000101',
          password: encrypt(key, DEMO_PASSWORD),
          kid: key.kid,
        })
      ).statusCode,
    ).toBe(400);
  });

  it('treats a wrong password under encryption like any wrong password', async () => {
    const key = await newKey();
    const response = await signInCall({
      username: 'zahran.analyst@4000000101',
      password: encrypt(key, 'Wrong#Pass1'),
      kid: key.kid,
    });
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(MESSAGES.accessTokenNotFound);
  });

  it('keeps private keys only while they are of use', async () => {
    await newKey();
    const [row] = await h.database.db.select({ count: sql<number>`count(*)::int` }).from(rsaKeys);
    // Used and expired keys from the tests above were swept when this one was made.
    expect(row?.count).toBe(1);
  });
});
