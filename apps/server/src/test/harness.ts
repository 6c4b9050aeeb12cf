// Test harness: a fresh migrated database per test file (PGlite in memory, or a throw-away PostgreSQL
// database when TEST_DATABASE_URL is set), the demo data, and the app on top, driven through inject().
// The app runs on a clock the test moves: nothing waits for real time to pass.
import { randomBytes, randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { DEMO_PASSWORD } from '../demo/catalogue.js';
import { loadConfig, type Config } from '../config.js';
import type { Clock } from '../lib/clock.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import type { FileStore } from '../lib/file-store.js';
import { seedDemoData } from '../demo/seed.js';
import { buildApp } from '../app.js';
import { AuthService } from '../modules/auth/service.js';

/** Real time plus whatever the test skipped: time still flows, and a test can jump ahead. */
export interface TestClock {
  now: Clock;
  advance(ms: number): void;
}

export function createTestClock(): TestClock {
  let skipped = 0;
  return {
    now: () => new Date(Date.now() + skipped),
    advance: (ms) => {
      skipped += ms;
    },
  };
}

export interface Harness {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  /** The app's clock: `h.clock.advance(16 * 60_000)` lets sixteen minutes pass. */
  clock: TestClock;
  /** Sessions and tokens of this database on the app's clock (its own instance: a test's, not the app's). */
  auth: AuthService;
  clientToken(): Promise<string>;
  /** Headers of a signed-in call: client token, common headers and the session's access token. */
  headers(accessToken?: string): Promise<Record<string, string>>;
  signIn(username: string, password?: string): Promise<string>;
  /** Signs each user in with the demo password: their signed-in headers, by username. */
  signedIn(usernames: readonly string[]): Promise<Record<string, Record<string, string>>>;
  close(): Promise<void>;
}

/** A new, empty PostgreSQL database next to the one `adminUrl` names; `drop` removes it whatever holds it. */
export async function createPostgresDatabase(
  adminUrl: string,
): Promise<{ url: string; drop: () => Promise<void> }> {
  const name = `mp_test_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

export interface HarnessOptions {
  /** Where the app keeps report files (a directory under DATA_DIR unless said). */
  fileStore?: FileStore;
  /**
   * Another harness's database (and its `DATABASE_URL` in `env`): a second app on the same data, as a
   * restarted server is. The harness that made the database closes it.
   */
  database?: DatabaseHandle;
}

export async function createHarness(
  env: Record<string, string> = {},
  logStream?: { write(line: string): void },
  options: HarnessOptions = {},
): Promise<Harness> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const pgDatabase = adminUrl && !options.database ? await createPostgresDatabase(adminUrl) : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'small',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    // Files (mail, reports) of this test file only.
    DATA_DIR: path.join(tmpdir(), `merchant-portal-test-${randomUUID()}`),
    RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000',
    RATE_LIMIT_PASSWORD_CHANGE_PER_MINUTE: '1000',
    RATE_LIMIT_KEY_GENERATOR_PER_MINUTE: '1000',
    RATE_LIMIT_TOKEN_PER_MINUTE: '1000',
    ...(pgDatabase && { DATABASE_URL: pgDatabase.url }),
    ...env,
  });
  const ownsDatabase = !options.database;
  const database =
    options.database ?? (await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: null }));
  if (ownsDatabase) {
    await database.migrate();
    await seedDemoData(database.db, config.DEMO_SEED);
  }
  const clock = createTestClock();
  const app = await buildApp({
    config,
    // The app's close leaves the database to the harness: a test may stop an app and start another on it.
    database: { ...database, close: () => Promise.resolve() },
    clock: clock.now,
    ...(logStream && { logStream }),
    ...(options.fileStore && { fileStore: options.fileStore }),
  });
  await app.ready();

  // A fresh client token once the clock has moved past the cached one's expiry.
  let cachedClientToken: { token: string; expiresAt: number } | undefined;
  const clientToken = async () => {
    if (cachedClientToken && cachedClientToken.expiresAt > clock.now().getTime())
      return cachedClientToken.token;
    const issuedAt = clock.now().getTime();
    const response = await app.inject({
      method: 'POST',
      url: '/oauth/token',
      payload: {
        grant_type: 'client_credentials',
        scope: 'merchantapp',
        client_id: config.OAUTH_CLIENT_ID,
        client_secret: config.OAUTH_CLIENT_SECRET,
      },
    });
    const { access_token: token, expires_in: seconds } = response.json<{
      access_token: string;
      expires_in: number;
    }>();
    cachedClientToken = { token, expiresAt: issuedAt + seconds * 1000 };
    return token;
  };
  const headers = async (accessToken?: string) => ({
    authorization: `Bearer ${await clientToken()}`,
    'client-id': config.OAUTH_CLIENT_ID,
    country: 'JO',
    lang: 'en',
    'channel-identifier': 'MB',
    ...(accessToken && { 'access-token': accessToken }),
  });
  const signIn = async (username: string, password = DEMO_PASSWORD) => {
    const response = await app.inject({
      method: 'POST',
      url: '/merchant/auth/v1/sign-in',
      headers: await headers(),
      payload: { username, password },
    });
    const token = response.headers['access-token'];
    if (response.statusCode !== 200 || typeof token !== 'string') {
      throw new Error(`sign-in of ${username} failed: ${response.statusCode} ${response.body}`);
    }
    return token;
  };

  const signedIn = async (usernames: readonly string[]) => {
    const sessions: Record<string, Record<string, string>> = {};
    for (const username of usernames) sessions[username] = await headers(await signIn(username));
    return sessions;
  };

  return {
    app,
    database,
    config,
    clock,
    auth: new AuthService(database.db, { ...config, now: clock.now }),
    clientToken,
    headers,
    signIn,
    signedIn,
    close: async () => {
      await app.close();
      if (!ownsDatabase) return;
      await database.close();
      await pgDatabase?.drop();
    },
  };
}
