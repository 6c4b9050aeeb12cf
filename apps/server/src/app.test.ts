import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { users } from './db/schema/users.js';
import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { createHarness, type Harness } from './test/harness.js';
import { DEMO_PASSWORD } from '@merchant-portal/demo/catalogue';

const logLines: string[] = [];
let h: Harness;
beforeAll(async () => {
  h = await createHarness(
    { LOG_LEVEL: 'info', RATE_LIMIT_SIGN_IN_PER_MINUTE: '5', PASSWORD_MAX_AGE_DAYS: '0' },
    { write: (line) => logLines.push(line) },
  );
});
afterAll(() => h.close());

/** A sign-in with the demo password from its own client address, so each test meets its own rate limit. */
const signInFrom = async (
  remoteAddress: string,
  username: string,
  { app = h.app, headers = {} }: { app?: FastifyInstance; headers?: Record<string, string> } = {},
) =>
  app.inject({
    method: 'POST',
    url: ENDPOINTS.signIn.path,
    headers: { ...(await h.headers()), ...headers },
    remoteAddress,
    payload: { username, password: DEMO_PASSWORD },
  });

describe('serving', () => {
  it('health answers 200 and ready reports the database as ok', async () => {
    const health = await h.app.inject({ method: 'GET', url: ENDPOINTS.health.path });
    expect(health.statusCode).toBe(200);
    expect(health.json()).toEqual({ status: 'ok' });
    const ready = await h.app.inject({ method: 'GET', url: ENDPOINTS.ready.path });
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  /** The whole app on the test database, but its readiness asks `database` (the app's close leaves it). */
  const appReadyingOn = (database: DatabaseHandle, logStream?: { write(line: string): void }) =>
    buildApp({
      config: h.config,
      database: { ...h.database, schemaState: database.schemaState, close: async () => {} },
      ...(logStream && { logStream }),
    });

  it('ready answers 503 with db down when the database is unreachable; health still 200', async () => {
    const closed = await openDatabase({ dataDir: null });
    await closed.close();
    const lines: string[] = [];
    const app = await appReadyingOn(closed, { write: (line) => lines.push(line) });
    const response = await app.inject({ method: 'GET', url: ENDPOINTS.ready.path });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'unavailable', db: 'down' });
    expect(lines.some((line) => line.includes('readiness check: database unreachable'))).toBe(true);
    expect((await app.inject({ method: 'GET', url: ENDPOINTS.health.path })).statusCode).toBe(200);
    await app.close();
  });

  it('ready answers 503 not-migrated until every migration of this build is applied', async () => {
    const fresh = await openDatabase({ dataDir: null });
    const app = await appReadyingOn(fresh);
    const ready = async () => {
      const response = await app.inject({ method: 'GET', url: ENDPOINTS.ready.path });
      return { status: response.statusCode, body: response.json<unknown>() };
    };
    const notMigrated = { status: 503, body: { status: 'unavailable', db: 'not-migrated' } };
    expect(await ready()).toEqual(notMigrated);
    await fresh.migrate();
    expect(await ready()).toEqual({ status: 200, body: { status: 'ok', db: 'ok' } });
    // The last migration missing: a database an older release migrated.
    await fresh.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    expect(await ready()).toEqual(notMigrated);
    await app.close();
    await fresh.close();
    // It migrates a whole fresh database, which on a loaded machine takes longer than a test usually may.
  }, 90_000);

  // Only PostgreSQL has pooled connections for the database to end (PGlite runs in this process).
  it.runIf(Boolean(process.env.TEST_DATABASE_URL))(
    'lives on when the database ends its idle connections, and the next call gets a new one',
    async () => {
      expect((await h.app.inject({ method: 'GET', url: ENDPOINTS.ready.path })).statusCode).toBe(200);
      const lost = new Promise<void>((resolve) => {
        h.database.reportConnectionErrors(() => resolve());
      });
      const admin = new pg.Client({ connectionString: h.config.DATABASE_URL });
      await admin.connect();
      // What a restart or failover does to the pool: every other connection to this database is ended.
      await admin.query(
        'select pg_terminate_backend(pid) from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      );
      await admin.end();
      await lost;

      const response = await h.app.inject({ method: 'GET', url: ENDPOINTS.ready.path });
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ status: 'ok', db: 'ok' });
    },
  );

  it('redirects / and /merchant-portal to the SPA', async () => {
    for (const url of ['/', '/merchant-portal']) {
      const response = await h.app.inject({ method: 'GET', url });
      expect(response.statusCode).toBe(302);
      expect(response.headers.location).toBe('/merchant-portal/');
    }
  });

  it('serves the runtime config with the client-credential cookies', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/merchant-portal/config.json' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      apiBaseUrl: '',
      bankName: 'Jordan Acquiring Bank',
      supportEmail: 'merchant.support@example.com',
      country: 'JO',
      lang: 'en',
      currency: 'JOD',
      channel: 'MB',
      sessionIdleMinutes: 15,
    });
    const cookies = Object.fromEntries(response.cookies.map((cookie) => [cookie.name, cookie]));
    expect(cookies.client_id?.value).toBe(h.config.OAUTH_CLIENT_ID);
    expect(cookies.client_secret?.value).toBe(h.config.OAUTH_CLIENT_SECRET);
    expect(cookies.client_id?.sameSite).toBe('Strict');
  });

  it('publishes the OpenAPI document with every session call', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const paths = Object.keys(response.json().paths);
    expect(paths).toEqual(
      expect.arrayContaining([
        '/oauth/token',
        '/merchant/auth/v1/key-generator',
        '/merchant/auth/v1/sign-in',
        '/merchant/auth/v1/sign-out',
        '/merchant/auth/v1/invalidate',
        '/merchant/auth/v1/resetPassword',
        '/merchant/auth/v1/updatePassword',
        '/merchant/auth/v1/password/validate',
        '/merchant/user/v1/self-info',
        '/merchant/merchant/v1/current',
      ]),
    );
  });

  it('sends a strict Content-Security-Policy and echoes the request id', async () => {
    const requestId = '0b6e7a4c-6f1e-4a51-9a51-3c5a1f7c2d10';
    const response = await h.app.inject({
      method: 'GET',
      url: '/health',
      headers: { 'x-request-id': requestId },
    });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("default-src 'self'");
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'/);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(response.headers['x-request-id']).toBe(requestId);
  });

  it('answers unknown API paths with the error shape', async () => {
    const response = await h.app.inject({ method: 'GET', url: '/merchant/nothing-here' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ code: '404', message: 'Not found' });
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const response = await h.app.inject({
      method: 'POST',
      url: '/merchant/auth/v1/sign-in',
      headers: { ...(await h.headers()), 'content-type': 'application/json' },
      payload: '{"username":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().code).toBe('400');
  });
});

describe('configuration', () => {
  it('TRUST_PROXY takes a hop count or proxy addresses, and refuses true', () => {
    const trust = (value: string) => loadConfig({ TRUST_PROXY: value }).TRUST_PROXY;
    expect(trust('false')).toBe(false);
    expect(trust('2')).toBe(2);
    expect(trust('10.0.0.5, 10.1.0.0/16,loopback')).toEqual(['10.0.0.5', '10.1.0.0/16', 'loopback']);
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    for (const refused of ['true', 'yes', '10.0.0.300', '10.0.0.0/16/2']) {
      expect(() => trust(refused), refused).toThrow(/TRUST_PROXY: must be false, the number of proxies/);
    }
  });

  it('PASSWORD_MAX_AGE_DAYS=0 turns password expiry off', async () => {
    await h.database.db
      .update(users)
      .set({ passwordChangedAt: new Date(Date.now() - 400 * 86_400_000) })
      .where(eq(users.username, 'petra.admin@4000000194'));
    const response = await signInFrom('127.0.0.10', 'petra.admin@4000000194');
    expect(response.json()).toEqual({ data: { username: 'petra.admin@4000000194' } });
  });
});

describe('rate limits and logs', () => {
  it('limits sign-in attempts per client address', async () => {
    const statuses: number[] = [];
    for (let attempt = 0; attempt < 6; attempt += 1) {
      const response = await signInFrom('127.0.0.9', 'zahran.teller@4000000101');
      statuses.push(response.statusCode);
    }
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses[5]).toBe(429);
  });

  it('behind one load balancer, limits by the address it saw, whatever the client wrote before it', async () => {
    const app = await buildApp({
      config: { ...h.config, TRUST_PROXY: 1, RATE_LIMIT_SIGN_IN_PER_MINUTE: 3 },
      database: { ...h.database, close: async () => {} },
    });
    const behindBalancer = async (forwardedFor: string) =>
      (
        await signInFrom('10.0.0.2', 'zahran.teller@4000000101', {
          app,
          headers: { 'x-forwarded-for': forwardedFor },
        })
      ).statusCode;
    // One client spoofing a new address on every attempt: the balancer's own entry is the last one.
    const spoofed: number[] = [];
    for (let attempt = 0; attempt < 5; attempt += 1) {
      spoofed.push(await behindBalancer(`198.51.100.${attempt}, 203.0.113.7`));
    }
    expect(spoofed).toEqual([200, 200, 200, 429, 429]);
    // Another user behind the same balancer has a limit of their own.
    expect(await behindBalancer('203.0.113.8')).toBe(200);
    await app.close();
  });

  it('logs requests with their id but never tokens, secrets or passwords', () => {
    const text = logLines.join('\n');
    expect(text).toContain('"requestId"');
    expect(text).toContain('/merchant/auth/v1/sign-in');
    expect(text).not.toContain(DEMO_PASSWORD);
    expect(text).not.toContain(h.config.OAUTH_CLIENT_SECRET);
    expect(text).not.toMatch(/Bearer [A-Za-z0-9_-]{20,}/);
  });
});
