// Time from spawning the built server to its first answer (/health 200) and to a signed-in search that finds
// the demo's card transactions (the server listens once the demo is whole, so this is also the time to the
// full demo), as medians over several runs: "fresh" on an empty data directory (the demo snapshot copied in,
// or the demo loaded where there is none), "warm" on the same directory started again. Then `npm start` twice
// on a loaded directory: the first after `npm run build` (its prestart finds no digest of the build it made, so
// it builds again), the second with nothing changed (the digest check alone).
// Usage: node bench/cold-start.mjs [runs=5] [DEMO_DATA=full]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { signIn } from './lib/harness.mjs';

const runs = Number(process.argv[2] ?? 5);
const demoData = process.argv[3] ?? 'full';
const root = path.resolve(import.meta.dirname, '..');
const server = path.join(root, 'apps/server/dist/main.js');
const port = 8190;
const base = `http://127.0.0.1:${port}`;
const ddmmyyyy = (date) =>
  `${String(date.getUTCDate()).padStart(2, '0')}-${String(date.getUTCMonth() + 1).padStart(2, '0')}-${date.getUTCFullYear()}`;

/** The teller's search of the last 30 days, as the transactions screen sends it; how many rows it found. */
async function searchedRows() {
  const headers = await signIn(base, 'zahran.teller@4000000101');
  const day = 86_400_000;
  const reply = await fetch(`${base}/merchant/transaction/v1/read?currency=`, {
    method: 'POST',
    headers,
    body: JSON.stringify({
      maxCount: 10,
      offset: 0,
      branchId: 'ALL',
      cardType: 'All',
      methodType: 'All',
      transactionName: 'P',
      fromDate: ddmmyyyy(new Date(Date.now() - 30 * day)),
      toDate: ddmmyyyy(new Date(Date.now() - day)),
    }),
  });
  if (reply.status !== 200) throw new Error(`search answered ${reply.status}`);
  return (await reply.json()).totalElements;
}

/** Spawns `command` (its own process group) and times it to /health 200 and to the signed-in search. */
async function startOnce(dataDir, command = [process.execPath, server]) {
  const started = performance.now();
  const [file, ...args] = command;
  const child = spawn(file, args, {
    cwd: root,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DEMO_DATA: demoData, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
    detached: true,
  });
  try {
    for (;;) {
      if (performance.now() - started > 600_000) throw new Error('server did not become healthy in 600 s');
      if (child.exitCode !== null) throw new Error(`${command.join(' ')} ended (${child.exitCode})`);
      try {
        const response = await fetch(`${base}/health`);
        if (response.status === 200) break;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const answered = performance.now() - started;
    const rows = await searchedRows();
    if (rows === 0) throw new Error('the signed-in search found no card transactions');
    return { answered, searched: performance.now() - started, rows };
  } finally {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fresh = [];
const warm = [];
const npmStart = [];
for (let run = 0; run < runs; run += 1) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mp-bench-'));
  fresh.push(await startOnce(dataDir));
  warm.push(await startOnce(dataDir));
  if (run === 0) {
    for (let start = 0; start < 2; start += 1) npmStart.push(await startOnce(dataDir, ['npm', 'start']));
  }
  rmSync(dataDir, { recursive: true, force: true });
}
const line = (title, results, key) => {
  const values = results.map((result) => result[key]);
  console.log(`${title}: median ${Math.round(median(values))} ms (${values.map(Math.round).join(', ')})`);
};
console.log(`DEMO_DATA=${demoData}, ${runs} runs, the teller's last 30 days: ${fresh[0].rows} transactions`);
line('fresh data dir, first answer      ', fresh, 'answered');
line('fresh data dir, signed-in search  ', fresh, 'searched');
line('warm data dir, first answer       ', warm, 'answered');
line('warm data dir, signed-in search   ', warm, 'searched');
const seconds = (result) => (result.answered / 1000).toFixed(1);
console.log(
  `npm start to /health 200: after a build ${seconds(npmStart[0])} s, unchanged ${seconds(npmStart[1])} s`,
);
