// Test harness: a database of its own per test file (a copy of the run's migrated and seeded template: a
// PGlite data directory, or a PostgreSQL database when TEST_DATABASE_URL is set) and the app on top,
// driven through inject().
// The app runs on a clock the test moves: nothing waits for real time to pass.
import { randomUUID } from 'node:crypto';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, inject } from 'vitest';
import {
  ENDPOINTS,
  pathOf,
  type EndpointInput,
  type EndpointName,
  type Endpoints,
} from '@merchant-portal/contracts/endpoints';
import { DEMO_PASSWORD } from '@merchant-portal/demo/catalogue';
import {
  generateDemoTransactions,
  type TransactionGeneration,
} from '@merchant-portal/demo/transactions/load';
import { loadConfig, type Config } from '../config.js';
import type { Clock } from '../lib/clock.js';
import { openDatabase, type DatabaseHandle } from '../db/client.js';
import type { FileStore } from '../lib/file-store.js';
import { buildApp } from '../app.js';
import { AuthService } from '../modules/auth/service.js';
import { copyPgliteTemplate, createPostgresDatabase, type DatabaseTemplate } from './databases.js';
import { migrateAndSeed } from './template.js';

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
  /**
   * One call of the endpoint table by its name, as the web client makes it: method and path from the
   * table, the path parameters filled in, the query serialised, a form body form-encoded.
   */
  call<N extends EndpointName>(name: N, request?: CallRequest<N>): Promise<LightMyRequestResponse>;
  close(): Promise<void>;
}

/** What a test sends: the parts of the call (typed by the endpoint table) and its headers. */
export type CallRequest<N extends EndpointName> = Partial<EndpointInput<Endpoints[N]>> & {
  headers?: Record<string, string> | undefined;
};

/** The query string of a call: absent values left out, the rest as text. */
function queryString(query: unknown): string {
  const search = new URLSearchParams();
  // Query values are primitives (the endpoint table's query schemas).
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, string | number | boolean>)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const text = search.toString();
  return text ? `?${text}` : '';
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

interface FreshDatabase {
  handle: DatabaseHandle;
  /** Its PostgreSQL address (PGlite: none). */
  url?: string;
  remove: () => Promise<void>;
}

/** The harness's own database: a clone of the run's template, or migrated and seeded for another seed. */
async function freshDatabase(template: DatabaseTemplate, seed: string | undefined): Promise<FreshDatabase> {
  const cloned = seed === undefined || Number(seed) === template.seed;
  if (template.kind === 'pglite') {
    const copy = cloned ? await copyPgliteTemplate(template) : null;
    const handle = await openDatabase({ dataDir: copy?.dir ?? null });
    if (!cloned) await migrateAndSeed(handle, Number(seed));
    return { handle, remove: copy?.remove ?? (() => Promise.resolve()) };
  }
  const adminUrl = process.env.TEST_DATABASE_URL ?? '';
  const created = await createPostgresDatabase(adminUrl, cloned ? template.name : undefined);
  const handle = await openDatabase({ databaseUrl: created.url, dataDir: null });
  if (!cloned) await migrateAndSeed(handle, Number(seed));
  return { handle, url: created.url, remove: created.drop };
}

export async function createHarness(
  env: Record<string, string> = {},
  logStream?: { write(line: string): void },
  options: HarnessOptions = {},
): Promise<Harness> {
  const template = inject('databaseTemplate');
  const fresh = options.database ? null : await freshDatabase(template, env.DEMO_SEED);
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
    // Every request reads its session, so a test's own writes to the users and sessions tables count at once;
    // the tests of the kept sessions, the tenant walk and the server processes run with them kept.
    SESSION_CACHE_SECONDS: '0',
    ...(fresh?.url && { DATABASE_URL: fresh.url }),
    ...env,
  });
  const database = options.database ?? (fresh as FreshDatabase).handle;
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

  const call = <N extends EndpointName>(name: N, request: CallRequest<N> = {}) => {
    const endpoint = ENDPOINTS[name];
    const { params, query, body, headers } = request as {
      params?: Record<string, string | number>;
      query?: unknown;
      body?: unknown;
      headers?: Record<string, string>;
    };
    const isForm = 'bodyType' in endpoint && endpoint.bodyType === 'form';
    return app.inject({
      method: endpoint.method,
      url: `${pathOf(endpoint, params)}${queryString(query)}`,
      headers: {
        ...headers,
        ...(isForm && { 'content-type': 'application/x-www-form-urlencoded' }),
      },
      ...(body !== undefined && {
        payload: isForm
          ? new URLSearchParams(body as Record<string, string>).toString()
          : (body as Record<string, unknown>),
      }),
    });
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
    call,
    close: async () => {
      await app.close();
      if (!fresh) return;
      await database.close();
      await fresh.remove();
    },
  };
}

/** A test file's harness, with the users it signed in. */
export interface FileHarness extends Harness {
  /** Signed-in headers of each user the set-up named, by username. */
  sessions: Record<string, Record<string, string>>;
}

export interface FileSetUp {
  env?: Record<string, string>;
  options?: HarnessOptions;
  /** Demo card transactions the file's tests read, generated first. */
  transactions?: TransactionGeneration;
  /** Other data the file's tests read, once the transactions are there and before anyone signs in. */
  prepare?: (h: Harness) => Promise<void>;
  /** Users signed in with the demo password once the data is there. */
  users?: readonly string[];
  /** How long the set-up may take, when the data takes longer than the usual hook timeout. */
  timeout?: number;
}

/**
 * The harness of a whole test file: built before its first test, closed after its last. What it returns
 * stands for that harness and may be used inside tests and hooks only.
 */
export function useHarness(setUp: FileSetUp = {}): FileHarness {
  let current: FileHarness | undefined;
  beforeAll(async () => {
    const h = await createHarness(setUp.env, undefined, setUp.options);
    current = { ...h, sessions: {} };
    if (setUp.transactions) await generateDemoTransactions(h.database.db, setUp.transactions);
    await setUp.prepare?.(h);
    current.sessions = await h.signedIn(setUp.users ?? []);
  }, setUp.timeout);
  afterAll(() => current?.close());
  return new Proxy({} as FileHarness, {
    get: (_target, key) => {
      if (!current) throw new Error("The test file's harness exists from its beforeAll on");
      // The harness's functions are closures, not methods: they may be taken off it.
      return Reflect.get(current, key) as unknown;
    },
  });
}
