// Database outages on PostgreSQL: the server stays up, answers promptly and recovers by itself; while the
// database cannot serve, every call answers 503 (try again) and /ready says so, while /health (the process
// is alive) stays 200. (PGlite runs inside the process: there is no network to lose.)
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { DEMO_PASSWORD } from '@merchant-portal/demo/catalogue';
import { createHarness, type Harness } from './test/harness.js';
import { startTcpProxy, type TcpProxy } from './test/tcp-proxy.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

/** The harness's database reached through a proxy of its own: the test decides what the network does. */
async function throughProxy(h: Harness, timeouts?: { connectMs: number; statementMs: number }) {
  const target = new URL(h.config.DATABASE_URL ?? '');
  const proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
  const proxied = new URL(target);
  proxied.port = String(proxy.port);
  const database = await openDatabase({
    databaseUrl: proxied.toString(),
    dataDir: null,
    ...(timeouts && { timeouts }),
  });
  return { proxy, database };
}

describe.runIf(onPostgres)('a black-holed database', () => {
  let h: Harness;
  let proxy: TcpProxy;
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    h = await createHarness();
    ({ proxy, database } = await throughProxy(h, { connectMs: 1000, statementMs: 2000 }));
    app = await buildApp({ config: { ...h.config, HEALTH_TIMEOUT_MS: 1000 }, database });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await proxy.close();
    await h.close();
  });

  const ready = () => app.inject({ method: 'GET', url: ENDPOINTS.ready.path });

  it('ready answers 503 instead of hanging, and 200 again by itself once the network is back', async () => {
    expect((await ready()).statusCode).toBe(200);

    proxy.blackHole();
    const down = await Promise.all([ready(), ready(), ready()]);
    expect(down.map((reply) => reply.statusCode)).toEqual([503, 503, 503]);
    expect(down[0]?.json()).toEqual({ status: 'unavailable', db: 'down' });
    expect((await app.inject({ method: 'GET', url: ENDPOINTS.health.path })).statusCode).toBe(200);

    proxy.restore();
    await expect.poll(async () => (await ready()).statusCode, { timeout: 15_000 }).toBe(200);
  });

  it('a signed-in call answers 503 (try again) instead of hanging while the database is unreachable', async () => {
    const headers = await h.headers(await h.signIn('zahran.admin@4000000101'));
    proxy.blackHole();
    const reply = await app.inject({ method: 'POST', url: '/merchant/user/v1/self-info', headers });
    proxy.restore();
    expect(reply.statusCode).toBe(503);
    expect(reply.headers['retry-after']).toBe('5');
    expect(reply.json()).toEqual({ code: '503', message: MESSAGES.serviceUnavailable });
    expect(reply.body).not.toMatch(/timeout|select|postgres/i);
    await expect
      .poll(
        async () =>
          (await app.inject({ method: 'POST', url: '/merchant/user/v1/self-info', headers })).statusCode,
        {
          timeout: 15_000,
        },
      )
      .toBe(200);
  });
});

const ADMIN = 'zahran.admin@4000000101';

/**
 * A sign-in (client token only) and a signed-in call answer 503 with Retry-After and the service-unavailable
 * body; /ready answers 503 and /health 200.
 */
async function expectUnavailable(
  app: FastifyInstance,
  client: Record<string, string>,
  session: Record<string, string>,
) {
  const calls = [
    await app.inject({
      method: 'POST',
      url: ENDPOINTS.signIn.path,
      headers: client,
      payload: { username: ADMIN, password: DEMO_PASSWORD },
    }),
    await app.inject({ method: 'POST', url: ENDPOINTS.selfInfo.path, headers: session, payload: {} }),
  ];
  for (const reply of calls) {
    expect(reply.statusCode, reply.body).toBe(503);
    expect(reply.headers['retry-after']).toBe('5');
    expect(reply.json()).toEqual({ code: '503', message: MESSAGES.serviceUnavailable });
  }
  expect((await app.inject({ method: 'GET', url: ENDPOINTS.health.path })).statusCode).toBe(200);
  expect((await app.inject({ method: 'GET', url: ENDPOINTS.ready.path })).statusCode).toBe(503);
}

describe.runIf(onPostgres)('a database dropped, then created again empty under the same name', () => {
  let h: Harness;
  let client: Record<string, string>;
  let session: Record<string, string>;
  const admin = async (statement: string) => {
    const connection = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await connection.connect();
    await connection.query(statement);
    await connection.end();
  };
  const name = () => new URL(h.config.DATABASE_URL ?? '').pathname.slice(1);

  beforeAll(async () => {
    h = await createHarness();
    client = await h.headers();
    session = await h.headers(await h.signIn(ADMIN));
    expect((await h.app.inject({ method: 'GET', url: ENDPOINTS.ready.path })).statusCode).toBe(200);
  });
  afterAll(() => h.close());

  it('dropped: every call answers 503, /ready 503, /health 200', async () => {
    await admin(`drop database ${name()} with (force)`);
    await expectUnavailable(h.app, client, session);
  });

  it('created again without its schema: every call answers 503, /ready 503, /health 200', async () => {
    await admin(`create database ${name()}`);
    await expectUnavailable(h.app, client, session);
  });
});

describe.runIf(onPostgres)('a database that refuses connections', () => {
  let h: Harness;
  let proxy: TcpProxy;
  let database: DatabaseHandle;
  let app: FastifyInstance;

  beforeAll(async () => {
    h = await createHarness();
    ({ proxy, database } = await throughProxy(h));
    app = await buildApp({ config: h.config, database });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await h.close();
  });

  it('once nothing listens on its port: every call answers 503, /ready 503, /health 200', async () => {
    const session = await h.headers(await h.signIn(ADMIN));
    expect(
      (await app.inject({ method: 'POST', url: ENDPOINTS.selfInfo.path, headers: session })).statusCode,
    ).toBe(200);
    // Ends the connections the pool holds and stops listening: new ones are refused.
    await proxy.close();
    await expectUnavailable(app, await h.headers(), session);
  });
});
