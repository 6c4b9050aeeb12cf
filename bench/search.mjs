// The transaction search under load: the built server on a database seeded beforehand with
// `npm run seed -- --transactions N`, signed in as the large merchant's teller, and autocannon driving
// POST /merchant/transaction/v1/read (16 connections): the last full month's first page with its total, and
// the same month at offset 10,000; the same month searched by a card's last four, an RRN, an auth code and an
// exact amount (each a value of that month, read from the database at start), its first page by amount,
// highest first; and GET /merchant/transaction/v1/:id of one of its payments (skipped with a note while that
// call answers other than 200). Then the two statements the server sends for each search (the total or the
// rows per day from the roll-up, or the matching rows counted; and the page) straight against the database,
// one at a time and, on PostgreSQL, under the same concurrency, for the API's overhead. Medians of the runs.
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
const NEWEST_FIRST = ['business_date desc', 'transaction_at desc', 'id desc'];
const pageSql = (start, order = NEWEST_FIRST) =>
  'select card_transactions.*, card_transactions.transaction_at::text, ' +
  "to_char(card_transactions.transaction_at at time zone 'Asia/Amman', 'HH24:MI:SS'), branches.branch_name " +
  'from (select * from card_transactions ' +
  `where (merchant_code = $1 and source = $2 and business_date between $3 and $4${start}) ` +
  `order by ${order.join(', ')} limit $5) card_transactions ` +
  'inner join branches on branches.branch_id = card_transactions.branch_id ' +
  `order by ${order.map((key) => `card_transactions.${key}`).join(', ')}`;
const FIRST_PAGE_SQL = pageSql('');
const SEEK_PAGE_SQL = pageSql(
  ' and (business_date, transaction_at, id) <= ((select business_date, transaction_at, id ' +
    'from card_transactions where merchant_code = $1 and source = $2 and business_date = $6::date ' +
    'order by transaction_at desc, id desc limit 1 offset $7))',
);
// A search by text: the matching rows counted and summed per currency (the roll-ups cannot tell), then the
// page with the same condition, each sent unnamed as the server sends them (planned for their values).
const searchCountSql = (condition) =>
  'select currency, count(*)::int as count, sum(amount) as amount, sum(fixed_amount) as fixed, ' +
  'sum(mdr_amount) as mdr, sum(net_amount) as net, sum(dcc_share) as share from card_transactions ' +
  `where (merchant_code = $1 and source = $2 and business_date between $3 and $4${condition}) ` +
  'group by currency having count(*)::int > 0 order by count(*)::int desc, currency';
const BY_AMOUNT = ['amount desc', 'id desc'];

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

/** The request of a scenario: the search with its fields, or a GET of its path. */
const requestOf = (scenario) =>
  scenario.path
    ? { url: `${base}${scenario.path}`, method: 'GET' }
    : {
        url: `${base}/merchant/transaction/v1/read?currency=`,
        method: 'POST',
        body: JSON.stringify({ ...filter, offset: scenario.offset ?? 0, ...scenario.body }),
      };

function load(headers, scenario, duration) {
  return autocannonLoad(scenario.name, { ...requestOf(scenario), headers, connections, duration });
}

/**
 * Values of the month to search by, read before the server starts (the embedded database has one owner at a
 * time): one payment from the middle of the month gives the card's last four, the RRN, the auth code, the
 * amount and the id.
 */
async function picks(query) {
  const { rows } = await query(
    'select right(masked_pan, 4) as last4, rrn, auth_code, amount::text as amount, id::text as id ' +
      'from card_transactions where merchant_code = $1 and source = $2 and business_date = $3::date ' +
      'order by transaction_at, id limit 1',
    [merchantCode, 'P', `${monthYear}-${mm}-15`],
  );
  if (!rows[0]) throw new Error(`no payment of ${merchantCode} on the 15th of the month`);
  return rows[0];
}

/** The total (or the day counts) and the page, timed as one pair, the way the service runs them. */
async function timePair(query, scenario) {
  const started = performance.now();
  const values = [merchantCode, 'P', fromIso, toIso];
  let total;
  if (scenario.condition) {
    const searched = [...values, scenario.value];
    total = (await query(searchCountSql(scenario.condition), searched)).rows.reduce(
      (sum, row) => sum + row.count,
      0,
    );
    await query(pageSql(scenario.condition.replaceAll('$5', '$6')), [...values, 10, scenario.value]);
  } else if (!scenario.offset) {
    total = (await query(COUNT_SQL, values)).rows.reduce((sum, row) => sum + Object.values(row)[1], 0);
    await query(scenario.order ? pageSql('', scenario.order) : FIRST_PAGE_SQL, [...values, 10]);
  } else {
    // One row per day and currency: the days' counts, newest first.
    const days = [];
    for (const [day, , rows] of (await query(DAYS_SQL, values)).rows.map(Object.values)) {
      if (days.at(-1)?.[0] === day) days.at(-1)[1] += rows;
      else days.push([day, rows]);
    }
    total = days.reduce((sum, [, rows]) => sum + rows, 0);
    let before = 0;
    const [day, count] = days.find(([, rows]) => (before += rows) > scenario.offset);
    await query(SEEK_PAGE_SQL, [...values, 10, day, scenario.offset - (before - count)]);
  }
  return { elapsed: performance.now() - started, total };
}

async function serialSql(query, scenario) {
  for (let n = 0; n < 20; n += 1) await timePair(query, scenario);
  const latencies = [];
  const started = performance.now();
  while (performance.now() - started < seconds * 1000)
    latencies.push((await timePair(query, scenario)).elapsed);
  return summary(latencies, (performance.now() - started) / 1000);
}

async function concurrentSql(pool, scenario) {
  const latencies = [];
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      const client = await pool.connect();
      try {
        const query = (text, values) => client.query(text, values);
        while (performance.now() - started < seconds * 1000) {
          latencies.push((await timePair(query, scenario)).elapsed);
        }
      } finally {
        client.release();
      }
    }),
  );
  return summary(latencies, (performance.now() - started) / 1000);
}

const pool = databaseUrl ? new pg.Pool({ connectionString: databaseUrl, max: connections }) : null;
let pick;
if (pool) pick = await picks((text, values) => pool.query(text, values));
else {
  const db = new PGlite(path.resolve(dataDir, 'pglite'));
  pick = await picks((text, values) => db.query(text, values));
  await db.close();
}
const searchBy = (name, search, condition, value) => ({ name, body: { search }, condition, value });
const scenarios = [
  { name: 'first page', offset: 0 },
  { name: 'offset 10,000', offset: 10_000 },
  searchBy(`last four ${pick.last4}`, pick.last4, ' and right(masked_pan, 4) = $5::text', pick.last4),
  searchBy(`RRN ${pick.rrn}`, pick.rrn, ' and rrn = $5::text', pick.rrn),
  searchBy(`auth code ${pick.auth_code}`, pick.auth_code, ' and auth_code = $5::text', pick.auth_code),
  searchBy(`amount ${pick.amount}`, pick.amount, ' and amount = $5::numeric', pick.amount),
  {
    name: 'first page by amount, highest first',
    body: { sortBy: 'transactionAmount', sortDirection: 'desc' },
    order: BY_AMOUNT,
  },
  { name: `details of payment ${pick.id}`, path: `/merchant/transaction/v1/${pick.id}`, noSql: true },
];

console.log(
  `${databaseUrl ? 'PostgreSQL' : `PGlite in ${dataDir}`}: merchant ${merchantCode}, source P, ` +
    `${filter.fromDate} to ${filter.toDate}; ${connections} connections, ${runs} runs of ${seconds} s; ` +
    `load average ${loadavg()[0].toFixed(2)}`,
);
const api = Object.fromEntries(scenarios.map(({ name }) => [name, []]));
const skipped = new Set();
const child = await startServer(port, 300);
try {
  const headers = await signIn(base, `zahran.teller@${merchantCode}`);
  for (const scenario of scenarios) {
    const { url, ...request } = requestOf(scenario);
    const probe = await fetch(url, { ...request, headers });
    const reply = await probe.text();
    if (probe.status !== 200) {
      skipped.add(scenario.name);
      console.log(`${scenario.name}: answers ${probe.status}, not measured`);
    } else if (!scenario.path) {
      console.log(`${scenario.name}: totalElements ${JSON.parse(reply).totalElements}`);
    }
  }
  const measured = scenarios.filter(({ name }) => !skipped.has(name));
  for (const scenario of measured) await load(headers, scenario, 3);
  for (let run = 0; run < runs; run += 1) {
    for (const scenario of measured) api[scenario.name].push(await load(headers, scenario, seconds));
  }
} finally {
  await stopServer(child);
}

const withSql = scenarios.filter(({ noSql }) => !noSql);
const sql = Object.fromEntries(withSql.map(({ name }) => [name, { serial: [], concurrent: [] }]));
if (pool) {
  const query = (text, values) => pool.query(text, values);
  for (const scenario of withSql)
    console.log(`${scenario.name}: SQL total ${(await timePair(query, scenario)).total}`);
  for (let run = 0; run < runs; run += 1) {
    for (const scenario of withSql) {
      sql[scenario.name].serial.push(await serialSql(query, scenario));
      sql[scenario.name].concurrent.push(await concurrentSql(pool, scenario));
    }
  }
  await pool.end();
} else {
  const db = new PGlite(path.resolve(dataDir, 'pglite'));
  const query = (text, values) => db.query(text, values);
  for (const scenario of withSql)
    console.log(`${scenario.name}: SQL total ${(await timePair(query, scenario)).total}`);
  for (let run = 0; run < runs; run += 1) {
    for (const scenario of withSql) sql[scenario.name].serial.push(await serialSql(query, scenario));
  }
  await db.close();
}

for (const { name } of scenarios) {
  console.log(`\n${name}`);
  if (skipped.has(name)) {
    console.log('  not measured (see above)');
    continue;
  }
  report(`API, ${connections} connections (requests)`, api[name]);
  if (!sql[name]) continue;
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
