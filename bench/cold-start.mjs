// Time from spawning the built server to the first 200 from /health, as medians over several runs:
// "fresh" starts on an empty data directory (migrations + demo data), "warm" on one already loaded.
// Usage: node bench/cold-start.mjs [runs=5] [DEMO_DATA=full]
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';

const runs = Number(process.argv[2] ?? 5);
const demoData = process.argv[3] ?? 'full';
const server = path.resolve(import.meta.dirname, '../apps/server/dist/main.js');
const port = 8190;

async function startOnce(dataDir) {
  const started = performance.now();
  const child = spawn(process.execPath, [server], {
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, DEMO_DATA: demoData, LOG_LEVEL: 'warn' },
    stdio: 'ignore',
  });
  try {
    for (;;) {
      if (performance.now() - started > 120_000) throw new Error('server did not become healthy in 120 s');
      try {
        const response = await fetch(`http://127.0.0.1:${port}/health`);
        if (response.status === 200) return performance.now() - started;
      } catch {
        // not listening yet
      }
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
  } finally {
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  }
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const fresh = [];
const warm = [];
for (let run = 0; run < runs; run += 1) {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mp-bench-'));
  fresh.push(await startOnce(dataDir));
  warm.push(await startOnce(dataDir));
  rmSync(dataDir, { recursive: true, force: true });
}
const fmt = (values) => values.map((v) => Math.round(v)).join(', ');
console.log(`DEMO_DATA=${demoData}, ${runs} runs`);
console.log(`fresh data dir: median ${Math.round(median(fresh))} ms (${fmt(fresh)})`);
console.log(`warm data dir:  median ${Math.round(median(warm))} ms (${fmt(warm)})`);
