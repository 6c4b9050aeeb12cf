// The MOFA search under load: the built server on a database seeded beforehand with
// `npm run seed -- --mofa N` (bench/README.md "MOFA"), autocannon driving POST /merchant/transaction/v1/read
// ?currency=JOD with a MOFA body (16 connections):
// 1. consular.all: the screen's default (the last 30 days to yesterday, first page of 10);
// 2. consular.all: the same period at Cairo (embassy 12), charge-backs only;
// 3. consular_12 (bound to Cairo by the username): the screen's default.
// 4. The Excel file of the last `fileDays` days (POST …/mofa/generate/excel): time to the last byte, and the
//    server's resident memory sampled every 50 ms while it streams (peak above idle); the first run's rows are
//    read back and must equal the search's total. Medians over the runs.
// Usage: DATABASE_URL=postgres://… | DATA_DIR=<dir>  node bench/mofa.mjs [runs=3] [seconds=10] [fileDays=30]
import ExcelJS from 'exceljs';
import { daysAgo as ago, load, median, residentMb, signIn, startServer, stopServer } from './lib/harness.mjs';

const runs = Number(process.argv[2] ?? 3);
const seconds = Number(process.argv[3] ?? 10);
const fileDays = Number(process.argv[4] ?? 30);
const port = 8196;
const base = `http://127.0.0.1:${port}`;
const SEARCH = `${base}/merchant/transaction/v1/read?currency=JOD`;
const FILE = `${base}/merchant/transaction/v1/mofa/generate/excel?currency=JOD`;

/** The MOFA screen's body: CyberSource, every branch, card and method, Consular Fees named. */
const mofaBody = (fromDate, toDate, extra = {}) => ({
  maxCount: 10,
  offset: 0,
  branchId: 'ALL',
  cardType: 'All',
  methodType: 'All',
  transactionName: 'CS',
  merchantCode: '4000000401',
  fromDate,
  toDate,
  ...extra,
});

const server = await startServer(port);
try {
  const users = {
    all: await signIn(base, 'consular.all@4000000401'),
    bound: await signIn(base, 'consular_12@4000000401'),
  };
  const scenarios = [
    { name: 'default (last 30 days to yesterday), first page', user: 'all', body: mofaBody(ago(30), ago(1)) },
    {
      name: 'embassy 12, charge-backs only',
      user: 'all',
      body: mofaBody(ago(30), ago(1), { embassy: '12', isChargedBack: true }),
    },
    { name: 'consular_12 default', user: 'bound', body: mofaBody(ago(30), ago(1)) },
  ];
  const search = async (headers, body) => {
    const reply = await fetch(SEARCH, { method: 'POST', headers, body: JSON.stringify(body) });
    if (reply.status !== 200) throw new Error(`search: ${reply.status} ${await reply.text()}`);
    return reply.json();
  };
  for (const scenario of scenarios) {
    const headers = users[scenario.user];
    const total = (await search(headers, scenario.body)).totalElements;
    const figures = [];
    for (let run = 0; run < runs; run += 1) {
      figures.push(
        await load(scenario.name, {
          url: SEARCH,
          method: 'POST',
          headers,
          body: JSON.stringify(scenario.body),
          connections: 16,
          duration: seconds,
        }),
      );
    }
    console.log(
      `${scenario.name} (${total} payments): p50 ${median(figures.map((f) => f.p50))} ms, ` +
        `p95 ${median(figures.map((f) => f.p95))} ms, p99 ${median(figures.map((f) => f.p99))} ms, ` +
        `${median(figures.map((f) => f.perSecond)).toFixed(0)} req/s`,
    );
  }

  const fileBody = mofaBody(ago(fileDays), ago(1));
  const expected = (await search(users.all, fileBody)).totalElements;
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
    const reply = await fetch(FILE, { method: 'POST', headers: users.all, body: JSON.stringify(fileBody) });
    const file = Buffer.from(await reply.arrayBuffer());
    const elapsed = (performance.now() - started) / 1000;
    clearInterval(sampler);
    if (reply.status !== 200) throw new Error(`excel: ${reply.status}`);
    if (run === 0) {
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load(file);
      const rows = (workbook.worksheets[0]?.actualRowCount ?? 0) - 1;
      if (rows !== expected) throw new Error(`excel: ${rows} ≠ ${expected} rows`);
    }
    times.push(elapsed);
    peaks.push(peak - idle);
    console.log(
      `excel run ${run + 1}: ${expected} payments, ${(file.length / 1e6).toFixed(1)} MB in ${elapsed.toFixed(2)} s, ` +
        `RSS ${idle.toFixed(0)} → ${peak.toFixed(0)} MB`,
    );
  }
  console.log(`excel median: ${median(times).toFixed(2)} s; RSS above idle ${median(peaks).toFixed(0)} MB`);
} finally {
  await stopServer(server);
}
