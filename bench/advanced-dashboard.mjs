// The advanced dashboard's calls under load: the built server on a database seeded beforehand with
// `npm run seed -- --transactions N`, signed in as the large merchant's analyst, a 13-month period (from the
// first day of the month a year before yesterday's month to yesterday). Per call: the first computation of a
// filter (ten filters the server has not seen, one day apart, one at a time), then autocannon with 16
// connections (the Excel file: 2, a user's limit of files at once) on one filter (kept replies after the
// first). Then, on PostgreSQL, the roll-up statements the
// server sends for it, one at a time, for the ratio. Medians over the runs.
// Usage: DATA_DIR=<dir> | DATABASE_URL=postgres://… node bench/advanced-dashboard.mjs [runs=3] [seconds=10] [filter=all|cards]
import { loadavg } from 'node:os';
import pg from 'pg';
import { load as autocannonLoad, median, signIn, startServer, stopServer } from './lib/harness.mjs';

const runs = Number(process.argv[2] ?? 3);
const seconds = Number(process.argv[3] ?? 10);
const cardFilter = (process.argv[4] ?? 'all') === 'cards';
const connections = 16;
const port = 8192;
const base = `http://127.0.0.1:${port}`;
const databaseUrl = process.env.DATABASE_URL;
const merchantCode = '4000000101';

const DAY_MS = 86_400_000;
const todayIso = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Amman' }).format(new Date());
const yesterday = Date.parse(`${todayIso}T00:00:00Z`) / DAY_MS - 1;
const isoOf = (day) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const ddmmyyyy = (iso) => iso.split('-').reverse().join('-');
const [year, month] = isoOf(yesterday).split('-').map(Number);
const fromIso = `${year - 1}-${String(month).padStart(2, '0')}-01`;
const toIso = isoOf(yesterday);
const cards = cardFilter ? { cardType: 'VISA', methodType: 'Local' } : {};
const filter = { fromDate: ddmmyyyy(fromIso), toDate: ddmmyyyy(toIso), branchId: 'ALL', ...cards };

const CHART = '?country=JO&lang=en';
const REPORT = '?currency=jod&page=1&size=100';
const calls = [
  { name: 'branch', path: `/merchant/dashboard/v1/branch${CHART}` },
  { name: 'customer', path: `/merchant/dashboard/v1/customer${CHART}` },
  { name: 'month', path: `/merchant/dashboard/v1/month${CHART}` },
  { name: 'time', path: `/merchant/dashboard/v1/time${CHART}` },
  { name: 'week', path: `/merchant/dashboard/v1/week${CHART}` },
  { name: 'report-by-period', path: `/merchant/dashboard/v1/report-by-period${REPORT}` },
  { name: 'report-by-market', path: `/merchant/dashboard/v1/report-by-market${REPORT}` },
  { name: 'report-by-terminal', path: `/merchant/dashboard/v1/report-by-terminal${REPORT}` },
  { name: 'report-by-visitation', path: `/merchant/dashboard/v1/report-by-visitation${REPORT}` },
  // A user may download two files at once (FILES_PER_USER): the file is loaded with two connections.
  {
    name: 'excel report-by-terminal',
    path: '/merchant/dashboard/v1/generate/report-by-terminal?currency=jod',
    connections: 2,
  },
];

// The roll-up statements the server sends for each call (repository.ts, quoting dropped). Without a card
// filter the day figures come from dashboard_daily_totals; with one, from dashboard_daily_hours.
const SALES = 'coalesce(sum(tx_count), 0)::int, coalesce(sum(amount_sum), 0)';
const dayTable = cardFilter ? 'dashboard_daily_hours' : 'dashboard_daily_totals';
const cardWhere = cardFilter ? " and card_scheme = 'VISA' and locality = 'L'" : '';
const dayWhere = `merchant_code = $1 and business_date between $2 and $3${cardWhere}`;
const REFUNDS = "('PR', 'MR')";
const weekOf = (iso) => {
  const day = Date.parse(`${iso}T00:00:00Z`) / DAY_MS;
  return isoOf(day - ((day + 3) % 7));
};
const cardsOfWeeks =
  'from (select card_token, sum(tx_count)::int as visits, sum(amount_sum) as amount from customer_weekly_totals ' +
  'where merchant_code = $1 and week_start between $2 and $3 group by card_token) cards ' +
  'join merchant_customers c on c.merchant_code = $1 and c.card_token = cards.card_token' +
  (cardFilter ? " where c.card_scheme = 'VISA' and c.locality = 'L'" : '');
const yearBefore = `${Number(fromIso.slice(0, 4)) - 1}${fromIso.slice(4)}`;
const statements = {
  branch: [[`select branch_id, ${SALES} from ${dayTable} where ${dayWhere} group by branch_id`]],
  customer: [
    [
      `select visits, c.first_day >= $2::date, c.is_bank_customer, count(*)::int, sum(amount) ${cardsOfWeeks} group by 1, 2, 3`,
      'weeks',
    ],
    [
      `select c.masked_pan, c.is_bank_customer, c.first_day >= $2::date, visits, amount, c.last_day::text ${cardsOfWeeks} ` +
        'order by amount desc, c.masked_pan, c.card_token limit 20',
      'weeks',
    ],
  ],
  month: [
    [
      `select business_date::text, ${SALES} from ${dayTable} where ${dayWhere} group by business_date`,
      'yearBefore',
    ],
  ],
  time: [
    [
      `select extract(isodow from business_date)::int, hour, ${SALES} from dashboard_daily_hours ` +
        `where ${dayWhere} group by 1, hour`,
    ],
  ],
  week: [[`select business_date::text, ${SALES} from ${dayTable} where ${dayWhere} group by business_date`]],
  'report-by-period': [
    [`select business_date::text, ${SALES} from ${dayTable} where ${dayWhere} group by business_date`],
    [
      `select business_date::text, ${SALES} from daily_transaction_totals where ${dayWhere} ` +
        `and source in ${REFUNDS} group by business_date`,
    ],
  ],
  // Whole months from the monthly roll-ups, the days after them (this month so far) from the daily one.
  'report-by-market': [
    [
      `select locality, card_scheme, card_kind, ${SALES} from dashboard_monthly_mix where merchant_code = $1 ` +
        `and month between $2 and $3${cardWhere} group by 1, 2, 3`,
      'months',
    ],
    [
      `select locality, card_scheme, card_kind, ${SALES} from daily_transaction_totals where ${dayWhere} ` +
        `and source not in ${REFUNDS} group by 1, 2, 3`,
      'edge',
    ],
  ],
  'report-by-terminal': cardFilter
    ? [
        [
          `select branch_id, terminal_id, ${SALES} from daily_transaction_totals where ${dayWhere} ` +
            `and source not in ${REFUNDS} group by 1, 2`,
        ],
      ]
    : [
        [
          `select branch_id, terminal_id, ${SALES} from dashboard_monthly_terminals where merchant_code = $1 ` +
            'and month between $2 and $3 group by 1, 2',
          'months',
        ],
        [
          `select branch_id, terminal_id, ${SALES} from daily_transaction_totals where ${dayWhere} ` +
            `and source not in ${REFUNDS} group by 1, 2`,
          'edge',
        ],
      ],
  'report-by-visitation': [
    [
      `select visits, c.first_day >= $2::date, c.is_bank_customer, count(*)::int, sum(amount) ${cardsOfWeeks} group by 1, 2, 3`,
      'weeks',
    ],
  ],
};
statements['excel report-by-terminal'] = statements['report-by-terminal'];
// The period starts on the first of a month: whole months up to last month, then this month's days.
const thisMonth = `${toIso.slice(0, 7)}-01`;
const lastMonth = isoOf(Date.parse(`${thisMonth}T00:00:00Z`) / DAY_MS - 1).slice(0, 8) + '01';
const valuesOf = (kind) =>
  ({
    weeks: [merchantCode, weekOf(fromIso), weekOf(toIso)],
    yearBefore: [merchantCode, yearBefore, toIso],
    months: [merchantCode, fromIso, lastMonth],
    edge: [merchantCode, thisMonth, toIso],
  })[kind] ?? [merchantCode, fromIso, toIso];

const ms = (value) => value.toFixed(1);

async function timed(headers, call, body) {
  const started = performance.now();
  const reply = await fetch(`${base}${call.path}`, { method: 'POST', headers, body: JSON.stringify(body) });
  const bytes = (await reply.arrayBuffer()).byteLength;
  if (reply.status !== 200) throw new Error(`${call.name}: ${reply.status}`);
  return { elapsed: performance.now() - started, bytes };
}

/** Filters the server has not computed yet: the same period, one more day earlier each. */
let fresh = 0;
function unseenFilter() {
  fresh += 1;
  const from = Date.parse(`${fromIso}T00:00:00Z`) / DAY_MS + fresh;
  return { ...filter, fromDate: ddmmyyyy(isoOf(from)) };
}

function load(headers, call, duration) {
  return autocannonLoad(call.name, {
    url: `${base}${call.path}`,
    method: 'POST',
    headers,
    body: JSON.stringify(filter),
    connections: call.connections ?? connections,
    duration,
  });
}

console.log(
  `${databaseUrl ? 'PostgreSQL' : `PGlite in ${process.env.DATA_DIR ?? './data'}`}: merchant ${merchantCode}, ${filter.fromDate} to ${filter.toDate}, ` +
    `${cardFilter ? 'VISA local cards' : 'every card'}; ${connections} connections, ${runs} runs of ${seconds} s; ` +
    `load average ${loadavg()[0].toFixed(2)}`,
);
const results = Object.fromEntries(calls.map(({ name }) => [name, { first: [], api: [], sql: [] }]));
const child = await startServer(port);
try {
  const headers = await signIn(base, `zahran.analyst@${merchantCode}`);
  for (const call of calls) {
    const first = [];
    for (let n = 0; n < 10; n += 1) first.push(await timed(headers, call, unseenFilter()));
    results[call.name].first = first.map((f) => f.elapsed);
    results[call.name].bytes = (await timed(headers, call, filter)).bytes;
    await load(headers, call, 2);
    for (let run = 0; run < runs; run += 1) results[call.name].api.push(await load(headers, call, seconds));
  }
} finally {
  await stopServer(child);
}

if (databaseUrl) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: connections });
  for (const call of calls) {
    const times = [];
    for (let n = 0; n < 12; n += 1) {
      const started = performance.now();
      await Promise.all(statements[call.name].map(([text, kind]) => pool.query(text, valuesOf(kind))));
      if (n >= 2) times.push(performance.now() - started);
    }
    results[call.name].sql = times;
  }
  await pool.end();
}

for (const call of calls) {
  const r = results[call.name];
  const pick = (key) => r.api.map((run) => run[key]);
  console.log(`\n${call.name} (${Math.round(r.bytes / 1024)} KB)`);
  console.log(
    `  first computation, ms   median ${ms(median(r.first))} (min ${ms(Math.min(...r.first))}, max ${ms(Math.max(...r.first))})`,
  );
  console.log(`  API p50 ms  ${ms(median(pick('p50')))} (${pick('p50').map(ms).join(', ')})`);
  console.log(`  API p95 ms  ${ms(median(pick('p95')))} (${pick('p95').map(ms).join(', ')})`);
  console.log(`  API p99 ms  ${ms(median(pick('p99')))} (${pick('p99').map(ms).join(', ')})`);
  console.log(
    `  API per s   ${Math.round(median(pick('perSecond')))} (${pick('perSecond').map(Math.round).join(', ')})`,
  );
  if (r.sql.length > 0) {
    console.log(`  roll-up SQL, one at a time, ms  median ${ms(median(r.sql))}`);
    console.log(
      `  first computation / SQL ×${(median(r.first) / median(r.sql)).toFixed(1)}; ` +
        `API p50 under load / SQL ×${(median(pick('p50')) / median(r.sql)).toFixed(2)}`,
    );
  }
}
console.log(
  `\nload average at the end ${loadavg()[0].toFixed(2)} (other work on the machine skews every figure)`,
);
