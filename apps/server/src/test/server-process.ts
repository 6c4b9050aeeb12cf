// Real server processes for tests that need more than one, or the process's own memory: started from the
// sources (tsx), on a free port, and awaited until /ready answers (its database is migrated and answers).
import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ExcelJS from 'exceljs';
import { ENDPOINTS, pathOf } from '@merchant-portal/contracts/endpoints';
import type { ReportRequestItem } from '@merchant-portal/contracts/schemas/reports';
import { DEMO_PASSWORD } from '@merchant-portal/demo/catalogue';
import { createPostgresDatabase } from './databases.js';

const SERVER_DIR = path.resolve(import.meta.dirname, '../..');

export async function freePort(): Promise<number> {
  const server = net.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as net.AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

export async function startServer(
  env: Record<string, string>,
): Promise<{ port: number; child: ChildProcess }> {
  const port = await freePort();
  const child = spawn(process.execPath, ['--import', 'tsx', '--conditions=source', 'src/main.ts'], {
    cwd: SERVER_DIR,
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  // A failure at start is logged (pino, to stdout) before the process ends: its last lines say why.
  let errors = '';
  const keep = (chunk: Buffer) => (errors = (errors + chunk.toString()).slice(-4000));
  child.stdout?.on('data', keep);
  child.stderr?.on('data', keep);
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (child.exitCode !== null) throw new Error(`server exited (${child.exitCode}): ${errors}`);
    const ready = await fetch(`http://127.0.0.1:${port}${ENDPOINTS.ready.path}`).then(
      (reply) => reply.ok,
      () => false,
    );
    if (ready) return { port, child };
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  throw new Error(`server did not become ready: ${errors}`);
}

/** The resident set of a process, in MB (Linux). */
export async function residentMb(pid: number): Promise<number> {
  const { readFile } = await import('node:fs/promises');
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? Number.NaN);
  return Math.round(kb / 1024);
}

/** The headers of a call to the server at `base` (API.md): a fresh client token and the common ones. */
export async function clientHeaders(base: string): Promise<Record<string, string>> {
  const reply = await fetch(`${base}${ENDPOINTS.clientToken.path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      scope: 'merchantapp',
      client_id: 'merchant-portal-web',
      client_secret: 'demo-merchant-portal-web-secret',
    }),
  });
  const { access_token: token } = (await reply.json()) as { access_token: string };
  return {
    authorization: `Bearer ${token}`,
    'client-id': 'merchant-portal-web',
    country: 'JO',
    lang: 'en',
    'channel-identifier': 'MB',
    'content-type': 'application/json',
  };
}

/** Report jobs that poll, beat and retry within a second or so: a stopped job is taken over quickly. */
export const FAST_REPORT_JOBS = {
  JOB_POLLING_INTERVAL_SECONDS: '0.5',
  REPORT_HEARTBEAT_SECONDS: '1',
  REPORT_RETRY_DELAY_SECONDS: '1',
};

/** The environment of a server process on its own PostgreSQL database, its files in `dataDir`. */
export function processEnv(databaseUrl: string, dataDir: string): Record<string, string> {
  return {
    NODE_ENV: 'test',
    LOG_LEVEL: 'error',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    DEMO_DATA: 'small',
    WEB_DIST_DIR: '/nonexistent-web-dist',
    ...FAST_REPORT_JOBS,
  };
}

/**
 * A PostgreSQL database of its own for server processes: its address, the environment the processes start
 * with (their files in a directory named after the database) and the directory of their report files.
 */
export async function processDatabase(adminUrl: string) {
  const database = await createPostgresDatabase(adminUrl);
  const dataDir = path.join(tmpdir(), database.name);
  return { ...database, env: processEnv(database.url, dataDir), filesDir: path.join(dataDir, 'files') };
}

/** Polls `probe` every quarter second until it gives a value (two minutes at most). */
export async function until<T>(what: string, probe: () => Promise<T | null | undefined | false>): Promise<T> {
  for (let tries = 0; tries < 480; tries += 1) {
    const value = await probe();
    if (value) return value;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`gave up waiting for ${what}`);
}

/** The headers of `username` signed in with the demo password at the server at `base`. */
export async function signInAt(base: string, username: string): Promise<Record<string, string>> {
  const headers = await clientHeaders(base);
  const reply = await fetch(`${base}${ENDPOINTS.signIn.path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ username, password: DEMO_PASSWORD }),
  });
  if (reply.status !== 200) throw new Error(`sign-in of ${username} failed: ${reply.status}`);
  return { ...headers, 'access-token': reply.headers.get('access-token') ?? '' };
}

/** Asks the server at `base` for a report of `filter`: the id of the request it accepted. */
export async function requestReport(
  base: string,
  headers: Record<string, string>,
  filter: object,
): Promise<string> {
  const asked = await fetch(`${base}${ENDPOINTS.reportRequest.path}?country=JO`, {
    method: 'POST',
    headers,
    body: JSON.stringify(filter),
  });
  if (asked.status !== 201) throw new Error(`report request failed: ${asked.status} ${await asked.text()}`);
  return ((await asked.json()) as { data: ReportRequestItem }).data.id;
}

/** The report `id` once the list at `base` shows it completed. */
export function completedReport(
  base: string,
  headers: Record<string, string>,
  id: string,
): Promise<ReportRequestItem> {
  return until('the report to complete', async () => {
    const reply = await fetch(`${base}${ENDPOINTS.reportList.path}`, { headers });
    // Just after its database connections were terminated, the server may answer "try again" (503).
    if (reply.status === 503) return null;
    const { data } = (await reply.json()) as { data: { results: ReportRequestItem[] } };
    const item = data.results.find((candidate) => candidate.id === id);
    return item?.status === 'Completed' ? item : null;
  });
}

/** The data rows (header row left out) of the report file `fileName`, downloaded from `base`. */
export async function reportFileRows(
  base: string,
  headers: Record<string, string>,
  fileName: string,
): Promise<number> {
  const file = await fetch(`${base}${pathOf(ENDPOINTS.reportDownload, { fileName })}?country=JO`, {
    headers,
  });
  if (file.status !== 200) throw new Error(`download of ${fileName} failed: ${file.status}`);
  const workbook = new ExcelJS.Workbook();
  await workbook.xlsx.load(await file.arrayBuffer());
  return (workbook.worksheets[0]?.rowCount ?? 0) - 1;
}
