// Database outages on PostgreSQL: the server stays up, answers promptly and recovers by itself. (PGlite runs
// inside the process: there is no network to lose.)
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from './app.js';
import { openDatabase, type DatabaseHandle } from './db/client.js';
import { createHarness, type Harness } from './test/harness.js';
import { startTcpProxy, type TcpProxy } from './test/tcp-proxy.js';

const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

describe.runIf(onPostgres)('a black-holed database', () => {
  let h: Harness;
  let proxy: TcpProxy;
  let database: DatabaseHandle;
  let app: Awaited<ReturnType<typeof buildApp>>;

  beforeAll(async () => {
    h = await createHarness();
    const target = new URL(h.config.DATABASE_URL ?? '');
    proxy = await startTcpProxy(target.hostname, Number(target.port || 5432));
    const proxied = new URL(target);
    proxied.port = String(proxy.port);
    database = await openDatabase({
      databaseUrl: proxied.toString(),
      dataDir: null,
      timeouts: { connectMs: 1000, statementMs: 2000 },
    });
    app = await buildApp({ config: { ...h.config, HEALTH_TIMEOUT_MS: 1000 }, database });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await proxy.close();
    await h.close();
  });

  const health = () => app.inject({ method: 'GET', url: '/health' });

  it('health answers 503 instead of hanging, and 200 again by itself once the network is back', async () => {
    expect((await health()).statusCode).toBe(200);

    proxy.blackHole();
    const down = await Promise.all([health(), health(), health()]);
    expect(down.map((reply) => reply.statusCode)).toEqual([503, 503, 503]);
    expect(down[0]?.json()).toEqual({ status: 'degraded', db: 'down' });

    proxy.restore();
    await expect.poll(async () => (await health()).statusCode, { timeout: 15_000 }).toBe(200);
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
