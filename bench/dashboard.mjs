// The performance dashboard's first paint under load: the built server on a database seeded beforehand with
// `npm run seed -- --transactions N`, signed in as the large merchant's administrator. Per run a fresh server
// process (no kept reply): the first call of each (it computes), then autocannon with 16 connections on each
// call in turn (kept replies after the first). Medians over the runs.
// Usage: DATA_DIR=<dir> | DATABASE_URL=postgres://… node bench/dashboard.mjs [runs=3] [seconds=10]
import { loadavg } from 'node:os';
import { load, median, signIn, startServer, stopServer } from './lib/harness.mjs';

const runs = Number(process.argv[2] ?? 3);
const seconds = Number(process.argv[3] ?? 10);
const connections = 16;
const port = 8193;
const base = `http://127.0.0.1:${port}`;
const merchantCode = '4000000101';
const calls = [
  { name: 'performance dashboard', path: '/merchant/dashboard/v1/performance?currency=JOD' },
  { name: 'loan eligibility', path: '/merchant/api/carrefour?country=JO' },
];
const ms = (value) => value.toFixed(1);

console.log(
  `${process.env.DATABASE_URL ? 'PostgreSQL' : `PGlite in ${process.env.DATA_DIR ?? './data'}`}: ` +
    `merchant ${merchantCode}; ${connections} connections, ${runs} runs of ${seconds} s; ` +
    `load average ${loadavg()[0].toFixed(2)}`,
);
const results = Object.fromEntries(calls.map(({ name }) => [name, { first: [], api: [] }]));
for (let run = 0; run < runs; run += 1) {
  const child = await startServer(port);
  try {
    const headers = await signIn(base, `zahran.admin@${merchantCode}`);
    delete headers['content-type'];
    for (const call of calls) {
      const started = performance.now();
      const reply = await fetch(`${base}${call.path}`, { headers });
      await reply.arrayBuffer();
      if (reply.status !== 200) throw new Error(`${call.name}: ${reply.status}`);
      results[call.name].first.push(performance.now() - started);
    }
    for (const call of calls) {
      const url = `${base}${call.path}`;
      results[call.name].api.push(await load(call.name, { url, headers, connections, duration: seconds }));
    }
  } finally {
    await stopServer(child);
  }
}
for (const { name } of calls) {
  const r = results[name];
  const pick = (key) => r.api.map((result) => result[key]);
  console.log(name);
  console.log(`  first call, ms  median ${ms(median(r.first))} (${r.first.map(ms).join(', ')})`);
  for (const key of ['p50', 'p95', 'p99']) {
    console.log(`  ${key} ms  ${ms(median(pick(key)))} (${pick(key).map(ms).join(', ')})`);
  }
  console.log(
    `  per s   ${Math.round(median(pick('perSecond')))} (${pick('perSecond').map(Math.round).join(', ')})`,
  );
}
