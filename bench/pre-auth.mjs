// The pre-auth list under load: the built server on a database seeded beforehand with
// `npm run seed -- --holds N` (bench/README.md "Reports"), signed in as zahran.admin, and autocannon driving
// GET /merchant/query/merchant/auth/v1/pre-auth (16 connections): the screen's default range (the last 7
// days to today) first page, and a month's 51st page of 10. Medians over the runs.
// Usage: DATABASE_URL=postgres://… | DATA_DIR=<dir>  node bench/pre-auth.mjs [runs=3] [seconds=10]
import { daysAgo as ago, load, median, signIn, startServer, stopServer } from './lib/harness.mjs';

const runs = Number(process.argv[2] ?? 3);
const seconds = Number(process.argv[3] ?? 10);
const port = 8194;
const base = `http://127.0.0.1:${port}`;

const scenarios = [
  { name: 'last 7 days, first page', query: { fromDate: ago(7), toDate: ago(0), page: 0, size: 10 } },
  { name: 'a month, page 51', query: { fromDate: ago(30), toDate: ago(1), page: 50, size: 10 } },
];

const server = await startServer(port);
try {
  const headers = await signIn(base, 'zahran.admin@4000000101');
  const urlOf = (query) =>
    `${base}/merchant/query/merchant/auth/v1/pre-auth?${new URLSearchParams({ ...query, currency: 'JOD' })}`;
  for (const scenario of scenarios) {
    const first = await (await fetch(urlOf(scenario.query), { headers })).json();
    const total = first.metadata.pagination.totalRecords;
    const figures = [];
    for (let run = 0; run < runs; run += 1) {
      figures.push(
        await load(scenario.name, {
          url: urlOf(scenario.query),
          headers,
          connections: 16,
          duration: seconds,
        }),
      );
    }
    console.log(
      `${scenario.name} (${total} holds in the period): p50 ${median(figures.map((f) => f.p50))} ms, ` +
        `p95 ${median(figures.map((f) => f.p95))} ms, p99 ${median(figures.map((f) => f.p99))} ms, ` +
        `${median(figures.map((f) => f.perSecond)).toFixed(0)} req/s`,
    );
  }
} finally {
  await stopServer(server);
}
