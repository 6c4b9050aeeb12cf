// A newcomer's first start (docs/demo-data.md "The demo snapshot"): the built server on an empty data
// directory with the full demo copies in the build's demo database, answers, and shows the demo in the
// browser; killed with SIGKILL during that first start and started again, it gives the very same demo.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { expect, test } from '@playwright/test';
import { DEMO_PASSWORD } from './support.js';

const SERVER = path.resolve(import.meta.dirname, '../../apps/server/dist/main.js');
const PORT = Number(process.env.E2E_PORT ?? 8181) + 17;
const BASE = `http://127.0.0.1:${PORT}`;
const CLIENT = { id: 'merchant-portal-web', secret: 'demo-merchant-portal-web-secret' };

test.describe.configure({ mode: 'serial', timeout: 240_000 });

interface Started {
  child: ChildProcess;
  /** What it wrote to its terminal so far. */
  output: () => string;
}

/** The built server on `dataDir` with the full demo, under a pseudo-terminal (util-linux `script`). */
function start(dataDir: string): Started {
  const command = `exec node ${JSON.stringify(SERVER)}`;
  const child = spawn('script', ['-qfec', command, '/dev/null'], {
    env: { ...process.env, PORT: String(PORT), HOST: '127.0.0.1', DATA_DIR: dataDir, DEMO_DATA: 'full' },
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return { child, output: () => output };
}

async function stop({ child }: Started, signal: NodeJS.Signals): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null || !child.pid) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  process.kill(-child.pid, signal);
  await exited;
}

async function whenReady(server: Started): Promise<void> {
  await expect
    .poll(
      async () => {
        if (server.child.exitCode !== null) throw new Error(`the server ended: ${server.output()}`);
        return fetch(`${BASE}/ready`).then(
          (reply) => reply.status,
          () => 0,
        );
      },
      { timeout: 120_000, intervals: [200] },
    )
    .toBe(200);
}

/** The headers of a signed-in call, as the web app sends them. */
async function signedIn(username: string): Promise<Record<string, string>> {
  const token = await fetch(`${BASE}/oauth/token`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      scope: 'merchantapp',
      client_id: CLIENT.id,
      client_secret: CLIENT.secret,
    }),
  }).then((reply) => reply.json() as Promise<{ access_token: string }>);
  const headers = {
    authorization: `Bearer ${token.access_token}`,
    'client-id': CLIENT.id,
    country: 'JO',
    lang: 'en',
    'channel-identifier': 'MB',
    'content-type': 'application/json',
  };
  const reply = await fetch(`${BASE}/merchant/auth/v1/sign-in`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  expect(reply.status).toBe(200);
  return { ...headers, 'access-token': reply.headers.get('access-token') ?? '' };
}

const ddmmyyyy = (date: Date) =>
  [date.getUTCDate(), date.getUTCMonth() + 1].map((part) => String(part).padStart(2, '0')).join('-') +
  `-${date.getUTCFullYear()}`;
const daysAgo = (days: number) => ddmmyyyy(new Date(Date.now() - days * 86_400_000));

/**
 * What the teller's searches answer over the demo: the last 30 days and a month a year back (each its
 * count, totals and first page), the demo's newest and oldest months.
 */
async function demoAnswers(): Promise<string[]> {
  const headers = await signedIn('zahran.teller@4000000101');
  const answers: string[] = [];
  for (const [from, to] of [
    [30, 1],
    [380, 350],
  ] as const) {
    const reply = await fetch(`${BASE}/merchant/transaction/v1/read?currency=`, {
      method: 'POST',
      headers,
      body: JSON.stringify({
        maxCount: 10,
        offset: 0,
        branchId: 'ALL',
        cardType: 'All',
        methodType: 'All',
        transactionName: 'P',
        fromDate: daysAgo(from),
        toDate: daysAgo(to),
      }),
    });
    expect(reply.status).toBe(200);
    answers.push(await reply.text());
  }
  return answers;
}

const dataDirs: string[] = [];
let uninterrupted: string[] = [];

test.afterAll(() => {
  for (const dir of dataDirs) rmSync(dir, { recursive: true, force: true });
});

test('an empty data directory gets the demo database made at build time, and the portal shows it', async ({
  page,
}) => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mp-first-start-'));
  dataDirs.push(dataDir);
  const server = start(dataDir);
  try {
    await whenReady(server);
    expect(server.output()).toContain('Copied in the demo database made at build time for');
    expect(server.output()).not.toContain('Loading demo data');
    expect(server.output()).toContain(`http://127.0.0.1:${PORT}/merchant-portal/`);
    uninterrupted = await demoAnswers();
    for (const answer of uninterrupted) expect(JSON.parse(answer).totalElements).toBeGreaterThan(1000);

    await page.goto(`${BASE}/merchant-portal/sign-in`);
    await page.getByLabel('Username').fill('zahran.teller@4000000101');
    await page.getByLabel('Password', { exact: true }).fill(DEMO_PASSWORD);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await page.waitForURL((url) => !url.pathname.endsWith('/sign-in'));
    await page.goto(`${BASE}/merchant-portal/transactions`);
    await expect(page.getByRole('heading', { name: 'Transactions', exact: true })).toBeVisible();
    await expect(page.getByText(/^\d{6}\*{6}\d{4}$/).first()).toBeVisible();
  } finally {
    await stop(server, 'SIGTERM');
  }
});

test('killed during its first start and started again, it gives the same demo', async () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mp-first-start-killed-'));
  dataDirs.push(dataDir);
  const first = start(dataDir);
  // While the database is copied in: after the line that says it is being prepared, before it answers.
  await expect
    .poll(() => first.output(), { timeout: 60_000, intervals: [20] })
    .toContain('Preparing the database');
  await stop(first, 'SIGKILL');
  const again = start(dataDir);
  try {
    await whenReady(again);
    expect(await demoAnswers()).toEqual(uninterrupted);
  } finally {
    await stop(again, 'SIGTERM');
  }
});
