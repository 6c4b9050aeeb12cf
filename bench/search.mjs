// The transaction search under load: the built server on a database seeded beforehand with
// `npm run seed -- --transactions N`, signed in as the large merchant's teller, and autocannon driving
// POST /merchant/transaction/v1/read (16 connections): the last full month's first page with its total, and
// the same month at offset 10,000. Then the two statements the server sends for it (the total or the rows
// per day from the roll-up, and the page) straight against the database, one at a time and, on PostgreSQL, under the same concurrency,
// for the API's overhead. Medians over the runs.
// Usage: DATA_DIR=<dir> | DATABASE_URL=postgres://… node bench/search.mjs [runs=5] [seconds=10]
import { loadavg } from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { load as autocannonLoad, median, signIn, startServer, stopServer, summary } from './lib/harness.mjs';

const runs = Number(process.argv[2] ?? 5);
const seconds = Number(process.argv[3] ?? 10);
const connections = 16;
const port = 8191;
const base = `http://127.0.0.1:${port}`;
const databaseUrl = process.env.DATABASE_URL;
const dataDir = process.env.DATA_DIR ?? './data';
const merchantCode = '4000000101';

// The last full calendar month in Amman, the business day's time zone.
const [year, month] = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Amman' })
  .format(new Date())
  .split('-')
  .map(Number);
const [monthYear, monthNumber] = month === 1 ? [year - 1, 12] : [year, month - 1];
const lastDay = new Date(Date.UTC(monthYear, monthNumber, 0)).getUTCDate();
const mm = String(monthNumber).padStart(2, '0');
const fromIso = `${monthYear}-${mm}-01`;
const toIso = `${monthYear}-${mm}-${lastDay}`;
const filter = {
  maxCount: 10,
  branchId: 'ALL',
  cardType: 'All',
  methodType: 'All',
  transactionName: 'P',
  fromDate: `01-${mm}-${monthYear}`,
  toDate: `${lastDay}-${mm}-${monthYear}`,
};
const scenarios = [
  { name: 'first page', offset: 0 },
  { name: 'offset 10,000', offset: 10_000 },
];

// What repository.ts sends for this filter (captured from the pg driver, quoting and table prefixes
// dropped): the total and the totals strip's sums per currency from the per-source daily roll-up, then the
// page, cut from whole rows before the join with branches and the time formatting. Past the first page, the
// roll-up's rows per day and currency instead, and the page starts at the key of the row its offset lands
// on, read from the one day they point at.
// (Named here so that each column keeps its own key in the driver's row objects.)
const SUMS =
  'coalesce(sum(tx_count), 0)::int as count, coalesce(sum(amount_sum), 0) as amount, ' +
  'coalesce(sum(fixed_sum), 0) as fixed, coalesce(sum(mdr_sum), 0) as mdr, coalesce(sum(net_sum), 0) as net, ' +
  'null::text as share';
const COUNT_SQL =
  `select currency, ${SUMS} from daily_source_totals ` +
  'where (merchant_code = $1 and source = $2 and business_date between $3 and $4) ' +
  'group by currency having coalesce(sum(tx_count), 0)::int > 0 ' +
  'order by coalesce(sum(tx_count), 0)::int desc, currency';
const DAYS_SQL =
  `select business_date::text, currency, ${SUMS} from daily_source_totals ` +
  'where (merchant_code = $1 and source = $2 and business_date between $3 and $4) ' +
  'group by business_date, currency order by business_date desc';
const pageSql = (start) =>
  'select card_transactions.*, card_transactions.transaction_at::text, ' +
  "to_char(card_transactions.transaction_at at time zone 'Asia/Amman', 'HH24:MI:SS'), branches.branch_name " +
  'from (select * from card_transactions ' +
  `where (merchant_code = $1 and source = $2 and business_date between $3 and $4)${start} ` +
  'order by business_date desc, transaction_at desc, id desc limit $5) card_transactions ' +
  'inner join branches on branches.branch_id = card_transactions.branch_id ' +
  'order by card_transactions.business_date desc, card_transactions.transaction_at desc, ' +
  'card_transactions.id desc';
const FIRST_PAGE_SQL = pageSql('');
const SEEK_PAGE_SQL = pageSql(
  ' and (business_date, transaction_at, id) <= ((select business_date, transaction_at, id ' +
    'from card_transactions where merchant_code = $1 and source = $2 and business_date = $6::date ' +
    'order by transaction_at desc, id desc limit 1 offset $7))',
);

const ms = (value) => value.toFixed(2);

function report(title, results) {
  const pick = (key) => results.map((result) => result[key]);
  const line = (key, format) =>
    `${format(median(pick(key)))} (${pick(key)
      .map((value) => format(value))
      .join(', ')})`;
  console.log(`  ${title}`);
  console.log(`    p50 ms  ${line('p50', ms)}`);
  console.log(`    p95 ms  ${line('p95', ms)}`);
  console.log(`    p99 ms  ${line('p99', ms)}`);
  console.log(`    per s   ${line('perSecond', (value) => String(Math.round(value)))}`);
}

function load(headers, offset, duration) {
  return autocannonLoad('search', {
    url: `${base}/merchant/transaction/v1/read?currency=`,
    method: 'POST',
    headers,
    body: JSON.stringify({ ...filter, offset }),
    connections,
    duration,
  });
}

/** The total (or the day counts) and the page, timed as one pair, the way the service runs them. */
async function timePair(query, offset) {
  const started = performance.now();
  const values = [merchantCode, 'P', fromIso, toIso];
  let total;
  if (offset === 0) {
    total = (await query(COUNT_SQL, values)).rows.reduce((sum, row) => sum + Object.values(row)[1], 0);
    await query(FIRST_PAGE_SQL, [...values, 10]);
  } else {
    // One row per day and currency: the days' counts, newest first.
    const days = [];
    for (const [day, , rows] of (await query(DAYS_SQL, values)).rows.map(Object.values)) {
      if (days.at(-1)?.[0] === day) days.at(-1)[1] += rows;
      else days.push([day, rows]);
    }
    total = days.reduce((sum, [, rows]) => sum + rows, 0);
    let before = 0;
    const [day, count] = days.find(([, rows]) => (before += rows) > offset);
    await query(SEEK_PAGE_SQL, [...values, 10, day, offset - (before - count)]);
  }
  return { elapsed: performance.now() - started, total };
}

async function serialSql(query, offset) {
  for (let n = 0; n < 20; n += 1) await timePair(query, offset);
  const latencies = [];
  const started = performance.now();
  while (performance.now() - started < seconds * 1000)
    latencies.push((await timePair(query, offset)).elapsed);
  return summary(latencies, (performance.now() - started) / 1000);
}

async function concurrentSql(pool, offset) {
  const latencies = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      const client = await pool.connect();
      try {
        const query = (text, values) => client.query(text, values);
        while (performance.now() - started < seconds * 1000) {
          latencies.push((await timePair(query, offset)).elapsed);
        }
      } finally {
        client.release();
      }
    }),
  );
  return summary(latencies, (performance.now() - started) / 1000);
}

console.log(
  `${databaseUrl ? 'PostgreSQL' : `PGlite in ${dataDir}`}: merchant ${merchantCode}, source P, ` +
    `${filter.fromDate} to ${filter.toDate}; ${connections} connections, ${runs} runs of ${seconds} s; ` +
    `load average ${loadavg()[0].toFixed(2)}`,
);
const api = Object.fromEntries(scenarios.map(({ name }) => [name, []]));
const child = await startServer(port, 300);
try {
  const headers = await signIn(base, `zahran.teller@${merchantCode}`);
  const probe = await fetch(`${base}/merchant/transaction/v1/read?currency=`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ ...filter, offset: 0 }),
  });
  console.log(`totalElements ${(await probe.json()).totalElements}`);
  for (const { offset } of scenarios) await load(headers, offset, 3);
  for (let run = 0; run < runs; run += 1) {
    for (const { name, offset } of scenarios) api[name].push(await load(headers, offset, seconds));
  }
} finally {
  await stopServer(child);
}

const sql = Object.fromEntries(scenarios.map(({ name }) => [name, { serial: [], concurrent: [] }]));
if (databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: connections });
  const query = (text, values) => pool.query(text, values);
  console.log(`SQL total ${(await timePair(query, 0)).total}`);
  for (let run = 0; run < runs; run += 1) {
    for (const { name, offset } of scenarios) {
      sql[name].serial.push(await serialSql(query, offset));
      sql[name].concurrent.push(await concurrentSql(pool, offset));
    }
  }
  await pool.end();
} else {
  const db = new PGlite(path.resolve(dataDir, 'pglite'));
  const query = (text, values) => db.query(text, values);
  console.log(`SQL total ${(await timePair(query, 0)).total}`);
  for (let run = 0; run < runs; run += 1) {
    for (const { name, offset } of scenarios) sql[name].serial.push(await serialSql(query, offset));
  }
  await db.close();
}

for (const { name } of scenarios) {
  console.log(`\n${name}`);
  report(`API, ${connections} connections (requests)`, api[name]);
  report('SQL count + page, one at a time (pairs)', sql[name].serial);
  if (sql[name].concurrent.length > 0) {
    report(`SQL count + page, ${connections} connections (pairs)`, sql[name].concurrent);
    const ratio = (key) =>
      median(api[name].map((r) => r[key])) / median(sql[name].concurrent.map((r) => r[key]));
    console.log(
      `  API / SQL at ${connections} connections: p50 ×${ratio('p50').toFixed(1)}, ` +
        `p95 ×${ratio('p95').toFixed(1)}, throughput ×${ratio('perSecond').toFixed(2)}`,
    );
  }
  const serialRatio = median(api[name].map((r) => r.p50)) / median(sql[name].serial.map((r) => r.p50));
  console.log(`  API p50 / one-at-a-time SQL p50: ×${serialRatio.toFixed(1)}`);
}
console.log(
  `\nload average at the end ${loadavg()[0].toFixed(2)} (other work on the machine skews every figure)`,
);
