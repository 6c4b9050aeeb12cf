// `npm run import` as a person runs it, on an embedded database of its own: the exit status (0 loaded or
// unchanged, 1 refused, 2 a wrong command), what it prints, and a new user's one-time password printed once
// and stored only as its hash.
import { spawnSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openDatabase } from './db/client.js';
import { verifyPassword } from './lib/crypto.js';

const SERVER_DIR = path.resolve(import.meta.dirname, '..');
const EXAMPLES = path.resolve(SERVER_DIR, '../../docs/examples');
let dataDir: string;

beforeAll(async () => {
  dataDir = await mkdtemp(path.join(tmpdir(), 'merchant-portal-import-cli-'));
});
afterAll(() => rm(dataDir, { recursive: true, force: true }));

/** The environment without a database server: the embedded database of this test alone. */
function environment(): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'silent' };
  delete env.DATABASE_URL;
  return env;
}

function runImport(...args: string[]) {
  const run = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--conditions=source', 'src/import-cli.ts', ...args],
    {
      cwd: SERVER_DIR,
      env: environment(),
      encoding: 'utf8',
    },
  );
  return { status: run.status, output: `${run.stdout}${run.stderr}` };
}

// On the embedded database only: the command line is the same on both, and the import's own tests run its
// database work on PostgreSQL too.
describe.skipIf(process.env.TEST_DATABASE_URL)('npm run import', { timeout: 120_000 }, () => {
  it('says how to call it when the command is wrong (2)', () => {
    const wrong = runImport('merchants');
    expect(wrong.status).toBe(2);
    expect(wrong.output).toContain('Usage: npm run import -- <kind> <file>');
    const unknown = runImport('cars', path.join(EXAMPLES, 'merchants.csv'));
    expect(unknown.status).toBe(2);
    expect(unknown.output).toContain("No kind 'cars'.");
  });

  it('loads the example folder and says what each file did (0)', () => {
    const loaded = runImport(EXAMPLES);
    expect(loaded.status, loaded.output).toBe(0);
    expect(loaded.output).toContain(
      'merchants.csv (merchants): 3 records, 3 added, 0 updated, 0 already stored',
    );
    expect(loaded.output).toContain('transactions.csv (transactions): 644 records, 644 added, 0 updated');
    const again = runImport(EXAMPLES);
    expect(again.status).toBe(0);
    expect(again.output).toContain('users.csv (users): 6 records, nothing new, 6 already stored');
  });

  it('names the lines of a refused file (1), and prints a made password once', async () => {
    const users = path.join(dataDir, 'users.csv');
    await writeFile(
      users,
      'merchantCode,username,firstName,lastName,email,mobile,groups\n' +
        '4000000901,abdoun.teller,Hala,Saad,hala@example.jo,962790000915,MERCHANT_USERS\n' +
        '4000000901,x,Hala,Saad,hala@example.jo,962790000916,MERCHANT_USERS\n',
    );
    const refused = runImport('users', users);
    expect(refused.status).toBe(1);
    expect(refused.output).toContain('users.csv (users): refused, nothing loaded');
    expect(refused.output).toContain("  line 3, username: must be 8 to 150 letters, digits, '.', '_' or '-'");

    await writeFile(
      users,
      'merchantCode,username,firstName,lastName,email,mobile,groups\n' +
        '4000000901,abdoun.teller,Hala,Saad,hala@example.jo,962790000915,MERCHANT_USERS\n',
    );
    const made = runImport('users', users);
    expect(made.status, made.output).toBe(0);
    const password = /^ {2}abdoun\.teller@4000000901 {2}(\S{16})$/m.exec(made.output)?.[1] ?? '';
    expect(password).not.toBe('');
    const handle = await openDatabase({ dataDir });
    try {
      const result = (await handle.db.execute(
        sql`select password_hash, must_reset_password from users where username = 'abdoun.teller@4000000901'`,
      )) as { rows: { password_hash: string; must_reset_password: boolean }[] };
      const [stored] = result.rows;
      expect(stored?.must_reset_password).toBe(true);
      expect(await verifyPassword(password, stored?.password_hash ?? '')).toBe(true);
    } finally {
      await handle.close();
    }
    expect(runImport('users', users).output).not.toContain(password);
  });
});
