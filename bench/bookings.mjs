// The RJ bookings under load: the built server on a database seeded beforehand with
// `npm run seed -- --bookings N` (bench/README.md "RJ bookings"), signed in as wings.maker.
// 1. GET /rj-booking/processing/v1/payment/history under 16 connections (autocannon): the screen's default
//    (the last 30 days to today, first page of 10), a month's 51st page, and one booking by reference.
// 2. The CSV of the bookings of the last `csvDays` days (GET …/payment/history/csv): time to the last byte,
//    and the server's resident memory sampled every 50 ms while it streams (peak above idle).
// Medians over the runs.
// Usage: DATABASE_URL=postgres://… | DATA_DIR=<dir>  node bench/bookings.mjs [runs=3] [seconds=10] [csvDays=40]
import { daysAgo as ago, load, median, residentMb, signIn, startServer, stopServer } from './lib/harness.mjs';

const runs = Number(process.argv[2] ?? 3);
const seconds = Number(process.argv[3] ?? 10);
const csvDays = Number(process.argv[4] ?? 40);
const port = 8195;
const base = `http://127.0.0.1:${port}`;

const server = await startServer(port);
try {
  const headers = await signIn(base, 'wings.maker@4000000301');
  const urlOf = (path, query) => `${base}${path}?${new URLSearchParams(query)}`;
  const history = (query) => urlOf('/rj-booking/processing/v1/payment/history', query);
  const newest = await (await fetch(history({ page: 0, size: 1 }), { headers })).json();
  const reference = newest.data.results[0]?.flightDetails.bookingRefNo;
  const scenarios = [
    {
      name: 'last 30 days to today, first page',
      query: { fromDate: ago(30), toDate: ago(0), page: 0, size: 10 },
    },
    { name: 'a month, page 51', query: { fromDate: ago(31), toDate: ago(1), page: 50, size: 10 } },
    { name: 'one booking by reference', query: { bookingRefNo: reference, page: 0, size: 10 } },
  ];
  for (const scenario of scenarios) {
    const first = await (await fetch(history(scenario.query), { headers })).json();
    const total = first.metadata.pagination.totalRecords;
    const figures = [];
    for (let run = 0; run < runs; run += 1) {
      figures.push(
        await load(scenario.name, {
          url: history(scenario.query),
          headers,
          connections: 16,
          duration: seconds,
        }),
      );
    }
    console.log(
      `${scenario.name} (${total} bookings): p50 ${median(figures.map((f) => f.p50))} ms, ` +
        `p95 ${median(figures.map((f) => f.p95))} ms, p99 ${median(figures.map((f) => f.p99))} ms, ` +
        `${median(figures.map((f) => f.perSecond)).toFixed(0)} req/s`,
    );
  }

  const csvQuery = { fromDate: ago(csvDays), toDate: ago(0) };
  const expected = (await (await fetch(history({ ...csvQuery, size: 1 }), { headers })).json()).metadata
    .pagination.totalRecords;
  const times = [];
  const peaks = [];
  for (let run = 0; run < runs; run += 1) {
    const idle = await residentMb(server.pid);
    let peak = idle;
    const sampler = setInterval(() => {
      residentMb(server.pid).then(
        (mb) => (peak = Math.max(peak, mb)),
        () => undefined,
      );
    }, 50);
    const started = performance.now();
    const reply = await fetch(urlOf('/rj-booking/processing/v1/payment/history/csv', csvQuery), { headers });
    const text = await reply.text();
    const elapsed = (performance.now() - started) / 1000;
    clearInterval(sampler);
    const rows = text.trimEnd().split('\n').length - 1;
    if (reply.status !== 200 || rows !== expected)
      throw new Error(`csv: ${reply.status}, ${rows} ≠ ${expected} rows`);
    times.push(elapsed);
    peaks.push(peak - idle);
    console.log(
      `csv run ${run + 1}: ${rows} bookings, ${(text.length / 1e6).toFixed(1)} MB in ${elapsed.toFixed(2)} s, ` +
        `RSS ${idle.toFixed(0)} → ${peak.toFixed(0)} MB`,
    );
  }
  console.log(`csv median: ${median(times).toFixed(2)} s; RSS above idle ${median(peaks).toFixed(0)} MB`);
} finally {
  await stopServer(server);
}
