// The Shopix and Emart settlement list under load, on PostgreSQL: the built server, signed in as
// market.reports, and autocannon driving GET /merchant/arabie-report/v1/settlement (16 connections): the
// screen's default range first page, and a month's 51st page of 10. Medians over the runs.
// `--orders N` first adds N order payments of the marketplace merchant over the last 60 days, in SQL (a
// benchmark's data, not the app's load path: the search's roll-ups do not count them), each with its order.
// Usage: DATABASE_URL=postgres://… node bench/settlement.mjs [--orders N] [runs=3] [seconds=10]
import { parseArgs } from 'node:util';
import pg from 'pg';
import { daysAgo as ago, load, median, signIn, startServer, stopServer } from './lib/harness.mjs';

const { values, positionals } = parseArgs({
  options: { orders: { type: 'string' } },
  allowPositionals: true,
});
const runs = Number(positionals[0] ?? 3);
const seconds = Number(positionals[1] ?? 10);
const orders = Number(values.orders ?? 0);
const databaseUrl = process.env.DATABASE_URL;
if (!databaseUrl) throw new Error('DATABASE_URL must name the PostgreSQL database');
const port = 8195;
const base = `http://127.0.0.1:${port}`;
const MERCHANT = '4000000701';

const SEED_PAYMENTS = `
  insert into card_transactions (business_date, transaction_at, deposit_date, merchant_code, branch_id,
    terminal_id, source, transaction_type, merchant_ref, masked_pan, card_token, tran_payment_method, amount,
    fixed_amount, mdr_percentage, mdr_amount, net_amount, currency, card_scheme, card_kind, locality,
    is_bank_customer, auth_code, rrn)
  select day, day + interval '8 hours' + (i % 50000) * interval '1 second', day + 1, '${MERCHANT}',
    branch, branch || '01', 'CS', 'SALE', 'BENCH-' || i, '411111******' || lpad((i % 10000)::text, 4, '0'),
    md5('bench-card-' || (i % 200000)), 'VISA', amount, 0.100, 2.0000, round(amount * 0.02, 3),
    round(amount * 0.98 - 0.1, 3), 'JOD', 'VISA', 'C', 'L', false, lpad((i % 1000000)::text, 6, '0'),
    'B' || lpad(i::text, 11, '0')
  from generate_series(1, $1::int) i,
    lateral (select (current_date - 1 - (i % 60))::date as day,
      case when i % 2 = 0 then '070101' else '070102' end as branch,
      round((5 + (i % 9500) / 100.0)::numeric, 3) as amount) v`;
const SEED_ORDERS = `
  insert into marketplace_orders (merchant_code, order_id, scheme, order_date, ordered_at, customer_reference,
    item_count, amount, currency, delivered_on, card_business_date, card_transaction_id, merchant_settlement_date)
  select merchant_code, 'BENCH-' || id, case when branch_id = '070101' then 'SHOPIX' else 'EMART' end,
    business_date, transaction_at, 'CUS-' || upper(left(card_token, 8)), 1 + id % 4, amount, currency,
    business_date + 2, business_date, id, business_date + 4
  from card_transactions where merchant_code = '${MERCHANT}' and merchant_ref like 'BENCH-%'`;

if (orders > 0) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  const started = performance.now();
  await client.query(SEED_PAYMENTS, [orders]);
  await client.query(SEED_ORDERS);
  await client.query('vacuum analyze card_transactions, marketplace_orders');
  console.log(`added ${orders} order payments in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  await client.end();
}

const scenarios = [
  {
    name: '2 days ago to yesterday, first page',
    query: { fromDate: ago(2), toDate: ago(1), page: 0, size: 10 },
  },
  { name: 'a month, page 51', query: { fromDate: ago(30), toDate: ago(1), page: 50, size: 10 } },
];

const server = await startServer(port);
try {
  const headers = await signIn(base, `market.reports@${MERCHANT}`);
  const urlOf = (query) =>
    `${base}/merchant/arabie-report/v1/settlement?${new URLSearchParams({ ...query, currency: '' })}`;
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
      `${scenario.name} (${total} rows in the period): p50 ${median(figures.map((f) => f.p50))} ms, ` +
        `p95 ${median(figures.map((f) => f.p95))} ms, p99 ${median(figures.map((f) => f.p99))} ms, ` +
        `${median(figures.map((f) => f.perSecond)).toFixed(0)} req/s`,
    );
  }
} finally {
  await stopServer(server);
}
