// Test harness: a fresh migrated database per test file (PGlite in memory, or a throw-away PostgreSQL
// database when TEST_DATABASE_URL is set), the demo data, and the app on top, driven through inject().
import { randomBytes } from 'node:crypto';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { DEMO_PASSWORD } from '../demo/catalogue.js';
import { loadConfig, type Config } from '../config.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import { seedDemoData } from '../demo/seed.js';
import { buildApp } from '../app.js';

export interface Harness {
  app: FastifyInstance;
  database: DatabaseHandle;
  config: Config;
  clientToken(): Promise<string>;
  /** Headers of a signed-in call: client token, common headers and the session's access token. */
  headers(accessToken?: string): Promise<Record<string, string>>;
  signIn(username: string, password?: string): Promise<string>;
  /** Signs each user in with the demo password: their signed-in headers, by username. */
  signedIn(usernames: readonly string[]): Promise<Record<string, Record<string, string>>>;
  close(): Promise<void>;
}

async function createPostgresDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
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

export async function createHarness(
  env: Record<string, string> = {},
  logStream?: { write(line: string): void },
): Promise<Harness> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  const pgDatabase = adminUrl ? await createPostgresDatabase(adminUrl) : null;
  const config = loadConfig({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    DEMO_DATA: 'small',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    RATE_LIMIT_SIGN_IN_PER_MINUTE: '1000',
    RATE_LIMIT_KEY_GENERATOR_PER_MINUTE: '1000',
    RATE_LIMIT_TOKEN_PER_MINUTE: '1000',
    ...(pgDatabase && { DATABASE_URL: pgDatabase.url }),
    ...env,
  });
  const database = await openDatabase({ databaseUrl: config.DATABASE_URL, dataDir: null });
  await database.migrate();
  await seedDemoData(database.db, config.DEMO_SEED);
  const app = await buildApp({ config, database, ...(logStream && { logStream }) });
  await app.ready();

  let cachedClientToken: string | undefined;
  const clientToken = async () => {
    if (cachedClientToken) return cachedClientToken;
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
    cachedClientToken = response.json<{ access_token: string }>().access_token;
    return cachedClientToken;
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
    clientToken,
    headers,
    signIn,
    signedIn,
    close: async () => {
      await app.close();
      await pgDatabase?.drop();
    },
  };
}
