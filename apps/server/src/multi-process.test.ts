// Two server processes on one PostgreSQL and one Redis, behind a round-robin proxy, behave as one portal:
// a session made through one works through the other, signing out or disabling a user through one is seen
// by the other at once, and the lockout and the sign-in rate limit count across both. (PostgreSQL pass:
// PGlite lives inside one process.)
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '@merchant-portal/demo/catalogue';
import { createPostgresDatabase } from './test/databases.js';
import { clientHeaders, startServer } from './test/server-process.js';

const ADMIN_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const SIGN_IN_LIMIT = 12;

/** Sends each request to the next server in turn, as a load balancer would, naming the client's address. */
async function startRoundRobin(ports: number[]) {
  let next = 0;
  const server = http.createServer((request, response) => {
    const port = ports[next++ % ports.length];
    const upstream = http.request(
      {
        host: '127.0.0.1',
        port,
        method: request.method,
        path: request.url,
        headers: { ...request.headers, 'x-forwarded-for': request.socket.remoteAddress ?? '' },
      },
      (reply) => {
        response.writeHead(reply.statusCode ?? 502, reply.headers);
        reply.pipe(response);
      },
    );
    upstream.on('error', () => response.destroy());
    request.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { server, url: `http://127.0.0.1:${(server.address() as net.AddressInfo).port}` };
}

describe.runIf(Boolean(ADMIN_URL))('two server processes behind a round-robin proxy', () => {
  const servers: ChildProcess[] = [];
  let proxy: Awaited<ReturnType<typeof startRoundRobin>>;
  let database: Awaited<ReturnType<typeof createPostgresDatabase>>;
  let client: Record<string, string> = {};
  let signInAttempts = 0;

  beforeAll(async () => {
    database = await createPostgresDatabase(ADMIN_URL ?? '');
    const name = new URL(database.url).pathname.slice(1);
    const env = {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      DATABASE_URL: database.url,
      DATA_DIR: path.join(tmpdir(), name),
      DEMO_DATA: 'small',
      WEB_DIST_DIR: '/nonexistent-web-dist',
      TRUST_PROXY: '1',
      REDIS_URL,
      REDIS_KEY_PREFIX: `${name}:`,
      LOCKOUT_THRESHOLD: '3',
      RATE_LIMIT_SIGN_IN_PER_MINUTE: String(SIGN_IN_LIMIT),
    };
    // The first migrates and loads the demo data; the second finds them there.
    const first = await startServer(env);
    servers.push(first.child);
    const second = await startServer(env);
    servers.push(second.child);
    proxy = await startRoundRobin([first.port, second.port]);
    client = await clientHeaders(proxy.url);
  }, 180_000);

  afterAll(async () => {
    for (const child of servers) child.kill('SIGTERM');
    await Promise.all(servers.map((child) => new Promise((resolve) => child.once('exit', resolve))));
    proxy?.server.close();
    await database?.drop();
  });

  const headers = (accessToken?: string) => ({
    ...client,
    ...(accessToken && { 'access-token': accessToken }),
  });
  const post = (url: string, body: object, accessToken?: string) =>
    fetch(`${proxy.url}${url}`, {
      method: 'POST',
      headers: headers(accessToken),
      body: JSON.stringify(body),
    });
  const signIn = async (username: string, password = DEMO_PASSWORD) => {
    signInAttempts += 1;
    const reply = await post(ENDPOINTS.signIn.path, { username, password });
    return { status: reply.status, token: reply.headers.get('access-token') ?? '' };
  };
  const selfInfo = async (token: string) => (await post(ENDPOINTS.selfInfo.path, {}, token)).status;

  it('a session made through one server works through the other; signing out through one ends it for both', async () => {
    const { status, token } = await signIn('zahran.teller@4000000101');
    expect(status).toBe(200);
    expect([await selfInfo(token), await selfInfo(token)]).toEqual([200, 200]);
    expect((await post(ENDPOINTS.signOut.path, {}, token)).status).toBe(200);
    expect([await selfInfo(token), await selfInfo(token)]).toEqual([401, 401]);
  });

  it('a user disabled through one server is refused by the other at once', async () => {
    const teller = await signIn('zahran.teller@4000000101');
    const adminSession = await signIn('zahran.admin@4000000101');
    const disabled = await post(
      ENDPOINTS.disableMerchantUser.path,
      { userName: 'zahran.teller@4000000101' },
      adminSession.token,
    );
    expect(disabled.status).toBe(200);
    expect([await selfInfo(teller.token), await selfInfo(teller.token)]).toEqual([401, 401]);
  });

  it('the lockout counts failures made through both servers', async () => {
    const statuses = [];
    for (let attempt = 0; attempt < 4; attempt += 1) {
      statuses.push((await signIn('zahran.analyst@4000000101', 'Wrong#Password1')).status);
    }
    // Threshold 3: the third failure locks, whichever server saw the first two.
    expect(statuses).toEqual([401, 401, 423, 423]);
  });

  it('the sign-in rate limit counts attempts made through both servers', async () => {
    const statuses = [];
    while (signInAttempts < SIGN_IN_LIMIT + 2) statuses.push((await signIn('nobody@4000000101')).status);
    // Every attempt of this client so far counted once, on whichever server: the limit is the whole portal's.
    const lastAllowed = SIGN_IN_LIMIT - (signInAttempts - statuses.length);
    expect(statuses.slice(0, lastAllowed).every((status) => status === 401)).toBe(true);
    expect(statuses.slice(lastAllowed)).toEqual([429, 429]);
  });
});
