// Production defaults: a real database gets no demo, and NODE_ENV=production refuses the demo's secret, data and
// users; the newcomer's embedded database still gets the demo.
import { execFile } from 'node:child_process';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { randomUUID } from 'node:crypto';
import { promisify } from 'node:util';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_CLIENT_SECRET, loadConfig } from './config.js';
import { openDatabase } from './db/client.js';
import { DEMO_USERS } from '@merchant-portal/demo/catalogue';
import { refuseDemoUsersInProduction } from './production-check.js';
import { createHarness, type Harness } from './test/harness.js';

const POSTGRES = 'postgres://portal@db.example:5432/portal';
const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const OWN_SECRET = 'a-secret-of-this-bank-only-0123';

describe('the demo data by default', () => {
  it('is full on the embedded database, as `npm start` gives a newcomer', () => {
    expect(loadConfig({}).DEMO_DATA).toBe('full');
    expect(loadConfig({}).NODE_ENV).toBe('development');
  });

  it('is none when DATABASE_URL is set, unless DEMO_DATA says otherwise', () => {
    expect(loadConfig({ DATABASE_URL: POSTGRES }).DEMO_DATA).toBe('none');
    expect(loadConfig({ DATABASE_URL: POSTGRES, DEMO_DATA: 'small' }).DEMO_DATA).toBe('small');
    expect(loadConfig({ DEMO_DATA: 'none' }).DEMO_DATA).toBe('none');
  });

  it('is none in production, on either database', () => {
    const production = { NODE_ENV: 'production', OAUTH_CLIENT_SECRET: OWN_SECRET };
    expect(loadConfig(production).DEMO_DATA).toBe('none');
    expect(loadConfig({ ...production, DATABASE_URL: POSTGRES }).DEMO_DATA).toBe('none');
  });
});

describe('a production configuration', () => {
  it('refuses the demo client secret, naming the setting', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      /OAUTH_CLIENT_SECRET: is the demo value: set your own secret/,
    );
    expect(() => loadConfig({ NODE_ENV: 'production', OAUTH_CLIENT_SECRET: DEMO_CLIENT_SECRET })).toThrow(
      /OAUTH_CLIENT_SECRET/,
    );
    expect(loadConfig({ NODE_ENV: 'production', OAUTH_CLIENT_SECRET: OWN_SECRET }).OAUTH_CLIENT_SECRET).toBe(
      OWN_SECRET,
    );
  });

  it('refuses demo data asked for', () => {
    for (const demo of ['full', 'small']) {
      expect(() =>
        loadConfig({ NODE_ENV: 'production', OAUTH_CLIENT_SECRET: OWN_SECRET, DEMO_DATA: demo }),
      ).toThrow(/DEMO_DATA: .* use none with NODE_ENV=production/);
    }
  });

  it('keeps the demo secret outside production', () => {
    expect(loadConfig({}).OAUTH_CLIENT_SECRET).toBe(DEMO_CLIENT_SECRET);
  });
});

describe('a production start on a database', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await createHarness();
  });
  afterAll(() => h.close());

  it('is refused while demo users are in it, naming each of them', async () => {
    const refusal = refuseDemoUsersInProduction(h.database.db, { NODE_ENV: 'production' });
    await expect(refusal).rejects.toThrow(/NODE_ENV=production refuses the demo users/);
    const message = await refusal.catch((error: Error) => error.message);
    for (const { username } of DEMO_USERS) expect(message).toContain(username);
  });

  it('goes ahead with the demo users outside production', async () => {
    await expect(refuseDemoUsersInProduction(h.database.db, { NODE_ENV: 'test' })).resolves.toBeUndefined();
  });

  it('goes ahead on a database without demo users', async () => {
    const empty = await openDatabase({ dataDir: null });
    try {
      await empty.migrate();
      await expect(
        refuseDemoUsersInProduction(empty.db, { NODE_ENV: 'production' }),
      ).resolves.toBeUndefined();
    } finally {
      await empty.close();
    }
  });
});

describe('a production server process', () => {
  it('does not start with the demo client secret, and says which setting to change', async () => {
    const dataDir = path.join(tmpdir(), `merchant-portal-production-${randomUUID()}`);
    // Killed if it starts after all, so a regression fails here without leaving a server behind.
    const started = promisify(execFile)(
      process.execPath,
      ['--import', 'tsx', '--conditions=source', 'src/main.ts'],
      {
        cwd: SERVER_DIR,
        env: { ...process.env, NODE_ENV: 'production', DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'silent' },
        timeout: 60_000,
      },
    );
    const failure = await started.then(
      () => null,
      (error: { code?: number; killed?: boolean; stderr?: string }) => error,
    );
    expect(failure).toMatchObject({ code: 1, killed: false });
    expect(failure?.stderr).toMatch(/OAUTH_CLIENT_SECRET: is the demo value: set your own secret/);
  }, 90_000);
});
