// The reports library under load: the built server on a database seeded beforehand (bench/README.md
// "Reports"), zahran.admin asking for a report of the period's PoS transactions.
// 1. One report at a time: request to Completed (the list polled every 100 ms), and the server's resident
//    memory, sampled every 50 ms while it writes (peak above the idle figure).
// 2. The transaction search (first page of the period, 16 connections, as bench/search.mjs) idle, then while
//    ten reports are requested and written: p95 of both.
// `one-process` runs everything in one server (the default deployment); `two-processes` runs the API in a
// web process and the reports in a job process at a lower CPU priority (PROCESS_ROLE, README).
// Usage: DATABASE_URL=postgres://… | DATA_DIR=<dir>  node bench/report.mjs [runs=3] [days=28] [one-process|two-processes]
import { daysAgo, load, median, residentMb, signIn, startServer, stopServer } from './lib/harness.mjs';

const runs = Number(process.argv[2] ?? 3);
const days = Number(process.argv[3] ?? 28);
const mode = process.argv[4] ?? 'one-process';
if (!['one-process', 'two-processes'].includes(mode)) throw new Error(`unknown mode ${mode}`);
const port = 8193;
const base = `http://127.0.0.1:${port}`;
const user = 'zahran.admin@4000000101';

const filter = {
  branchId: 'ALL',
  cardType: 'All',
  methodType: 'All',
  transactionName: 'P',
  fromDate: daysAgo(days),
  toDate: daysAgo(1),
};

async function request(headers) {
  const reply = await fetch(`${base}/merchant/report/v1/report?country=JO`, {
    method: 'POST',
    headers,
    body: JSON.stringify(filter),
  });
  if (reply.status !== 201) throw new Error(`request: ${reply.status} ${await reply.text()}`);
  return (await reply.json()).data.id;
}

async function statusesOf(headers) {
  const reply = await fetch(`${base}/merchant/report/v1/report`, { headers });
  return new Map((await reply.json()).data.results.map((item) => [item.id, item]));
}

async function untilDone(headers, ids) {
  for (;;) {
    const items = await statusesOf(headers);
    const states = ids.map((id) => items.get(id)?.status);
    if (states.some((status) => status === 'Failed')) throw new Error('a report failed');
    if (states.every((status) => status === 'Completed')) return ids.map((id) => items.get(id));
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

const server = await startServer(port, 900, mode === 'two-processes' ? { PROCESS_ROLE: 'web' } : {});
const jobs = mode === 'two-processes' ? await startServer(port + 1, 900, { PROCESS_ROLE: 'jobs' }) : null;
// The process that writes the reports: its memory is what a report costs.
const writer = jobs ?? server;
try {
  const headers = await signIn(base, user);
  const search = await fetch(`${base}/merchant/transaction/v1/read?currency=`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...filter, maxCount: 10, offset: 0 }),
  });
  const { totalElements } = await search.json();
  console.log(`${filter.fromDate} to ${filter.toDate}, PoS: ${totalElements} transactions`);

  const times = [];
  const peaks = [];
  for (let run = 0; run < runs; run += 1) {
    const idle = await residentMb(writer.pid);
    let peak = idle;
    const sampler = setInterval(() => {
      residentMb(writer.pid).then(
        (mb) => (peak = Math.max(peak, mb)),
        () => undefined,
      );
    }, 50);
    const started = performance.now();
    const id = await request(headers);
    const [done] = await untilDone(headers, [id]);
    const seconds = (performance.now() - started) / 1000;
    clearInterval(sampler);
    if (done.rowCount !== totalElements) throw new Error(`rows ${done.rowCount} ≠ ${totalElements}`);
    times.push(seconds);
    peaks.push(peak - idle);
    console.log(
      `run ${run + 1}: ${seconds.toFixed(2)} s to Completed, RSS ${idle.toFixed(0)} → ${peak.toFixed(0)} MB`,
    );
  }
  console.log(
    `median: ${median(times).toFixed(2)} s; RSS above idle ${median(peaks).toFixed(0)} MB; ` +
      `process peak (VmHWM) ${(await residentMb(writer.pid, 'VmHWM')).toFixed(0)} MB`,
  );

  const searchLoad = (seconds) =>
    load('search', {
      url: `${base}/merchant/transaction/v1/read?currency=`,
      method: 'POST',
      headers,
      body: JSON.stringify({ ...filter, maxCount: 10, offset: 0 }),
      connections: 16,
      duration: seconds,
    });
  const idleFigures = [];
  const busyFigures = [];
  for (let run = 0; run < runs; run += 1) {
    idleFigures.push(await searchLoad(10));
    const ids = [];
    for (let report = 0; report < 10; report += 1) ids.push(await request(headers));
    const started = performance.now();
    const busy = searchLoad(10);
    const finished = untilDone(headers, ids).then(() => (performance.now() - started) / 1000);
    busyFigures.push(await busy);
    const drained = await finished;
    console.log(
      `run ${run + 1}: search p95 idle ${idleFigures.at(-1).p95} ms, with 10 reports ${busyFigures.at(-1).p95} ms ` +
        `(${busyFigures.at(-1).perSecond.toFixed(0)}/s); the 10 reports done ${drained.toFixed(1)} s after the load began`,
    );
  }
  const p95Idle = median(idleFigures.map((figure) => figure.p95));
  const p95Busy = median(busyFigures.map((figure) => figure.p95));
  console.log(
    `median search p95: idle ${p95Idle} ms, with 10 reports ${p95Busy} ms (${(p95Busy / p95Idle).toFixed(2)}×)`,
  );
} finally {
  if (jobs) await stopServer(jobs);
  await stopServer(server);
}
