// The start a person sees at a terminal (issue "The first start a newcomer sees"): the banner's content, and
// readable logs on a terminal but JSON lines anywhere else.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';
import { startBanner } from './start-banner.js';

describe('the ready banner', () => {
  it("gives the portal's full address, the embedded database's folder and three demo users to try", () => {
    const banner = startBanner(loadConfig({ PORT: '8080', DATA_DIR: './data' }));
    expect(banner).toContain('http://127.0.0.1:8080/merchant-portal/');
    expect(banner).toContain(`embedded (PGlite) at ${path.resolve('./data')}`);
    for (const user of ['zahran.admin@4000000101', 'zahran.teller@4000000101', 'wings.maker@4000000301']) {
      expect(banner).toContain(user);
    }
    expect(banner).toContain('README.md');
  });

  it("names PostgreSQL's host and database, never its user or password, and no demo users without the demo", () => {
    const banner = startBanner(
      loadConfig({
        HOST: '0.0.0.0',
        PORT: '9000',
        DATABASE_URL: 'postgres://portal:S3cret!@db.bank.jo:5433/merchants',
      }),
    );
    expect(banner).toContain('http://127.0.0.1:9000/merchant-portal/');
    expect(banner).toContain('PostgreSQL db.bank.jo:5433/merchants');
    expect(banner).not.toMatch(/S3cret|portal:/);
    expect(banner).not.toContain('zahran.admin');
  });
});

const running: ChildProcess[] = [];
const dataDirs: string[] = [];
afterEach(() => {
  for (const child of running.splice(0)) if (child.pid) process.kill(-child.pid, 'SIGKILL');
  for (const dir of dataDirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

// The embedded database whatever the run's environment says (the PostgreSQL pass sets its own URL).
const { DATABASE_URL: _postgres, ...embeddedOnly } = process.env;

/** Starts the server from its sources on an empty embedded database and a free port, under a terminal or not. */
function startServer(onTerminal: boolean, demo: 'none' | 'small' = 'none'): ChildProcess {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'start-banner-'));
  dataDirs.push(dataDir);
  const command = [process.execPath, '--import', 'tsx', '--conditions=source', 'src/main.ts'];
  // util-linux's `script` runs the server on a pseudo-terminal, as a person's shell would.
  const [file, ...args] = onTerminal ? ['script', '-qfec', command.join(' '), '/dev/null'] : command;
  const child = spawn(file ?? '', args, {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...embeddedOnly,
      PORT: '0',
      DATA_DIR: dataDir,
      DEMO_DATA: demo,
      LOG_LEVEL: 'info',
      NODE_ENV: 'development',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  running.push(child);
  return child;
}

/** What the server writes until every one of `until` appears in it. */
function outputUntil(child: ChildProcess, ...until: RegExp[]): Promise<string> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (until.every((pattern) => pattern.test(output))) resolve(output);
    });
    child.on('exit', (code) =>
      reject(new Error(`the server ended (${code}) before ${until.join(', ')}:\n${output}`)),
    );
  });
}

describe('the output of a starting server', () => {
  it("on a terminal: the demo's load going by, readable log lines and the banner with its address", async () => {
    // The log lines are written by a worker thread, so they may come before the banner or after it.
    const output = await outputUntil(startServer(true, 'small'), /Stop with Ctrl\+C/, /Server listening at/);
    expect(output).toMatch(/Preparing the database: embedded \(PGlite\) at /);
    // There is no snapshot of the small demo (docs/demo-data.md "The demo snapshot"): it is loaded.
    expect(output).toContain(
      'Demo snapshot not used (no demo snapshot was built for DEMO_DATA=small): loading the demo data',
    );
    expect(output).toMatch(/Loading demo data: 2 of 2 months, [\d,]+ card transactions/);
    expect(output).toContain('zahran.admin@4000000101');
    expect(output).toMatch(/Merchant Portal is ready: +http:\/\/127\.0\.0\.1:\d+\/merchant-portal\//);
    expect(output).toContain('Database:');
    expect(output).not.toMatch(/\{"level"/);
  }, 120_000);

  it('anywhere else: JSON, one object a line, and no banner', async () => {
    const output = await outputUntil(startServer(false), /Server listening at/);
    const lines = output.trim().split('\n');
    for (const line of lines) expect(() => JSON.parse(line) as unknown).not.toThrow();
    expect(output).not.toContain('Merchant Portal is ready');
  }, 120_000);
});
