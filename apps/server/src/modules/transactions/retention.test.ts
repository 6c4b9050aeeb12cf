// The retention of card transactions (docs/architecture.md "Retention"): on a fixed clock it drops exactly
// the months past RETENTION_MONTHS in Amman's calendar, with their roll-ups' rows and the rows linked to their
// payments; what stays adds up to the stored rows; a second run changes nothing; each dropped month is
// audited; and the nightly job is on its queue with its cron, running on the app's settings and clock.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { dayFromIso, isoDay } from '@merchant-portal/contracts/dates';
import { demoTransactionDays } from '@merchant-portal/demo/transactions/load';
import { loadConfig } from '../../config.js';
import { bookingRefunds, bookings, refundWorkflows, workflowTasks } from '../../db/schema/bookings.js';
import { RETENTION_QUEUE } from '../../jobs/retention.js';
import { booking } from '../../test/bookings.js';
import { useHarness } from '../../test/harness.js';
import { ensurePartitions, openCopyWriter, type NewCardTransaction } from './ingest.js';
import { dropExpiredMonths, oldestKeptMonth, RETENTION_AUDIT_ACTION, shiftMonth } from './retention.js';
import { partitionMonths } from './retention-repository.js';

/** 01-10-2022 00:30 in Amman, still 30-09-2022 in UTC: the current month is October in Amman's calendar. */
const NOW = new Date('2022-09-30T21:30:00Z');
const MONTHS = 25;
/** The days written: two months past the limit (2020-07, 2020-08), the two after them kept. */
const DAYS = ['2020-07-15', '2020-08-30', '2020-08-31', '2020-09-01', '2020-09-06', '2020-10-05'];
const DROPPED = ['2020-07', '2020-08'];
const ZAHRAN = '4000000101';
const WINGS = '4000000301';
/** A card paying in every month (its week of 31-08 and 01-09 straddles the boundary), and one only in August. */
const LOYAL = 'retention-test-loyal';
const GONE = 'retention-test-gone';

const h = useHarness({
  // A yearly cron (1 January, 03:00 in Amman), so the schedule does not fire in the middle of the file.
  env: { RETENTION_CRON: '0 3 1 1 *', JOB_POLLING_INTERVAL_SECONDS: '0.5' },
  prepare: async (harness) => seed(harness.database.db),
  timeout: 120_000,
});

type Db = Parameters<typeof openCopyWriter>[0];

/** A sale of the last day written, to shape later ones after. */
let lastModel: NewCardTransaction | undefined;

async function rowsOf<T = Record<string, unknown>>(query: string): Promise<T[]> {
  const result: unknown = await h.database.db.execute(sql.raw(query));
  return (result as { rows: T[] }).rows;
}

async function one(query: string): Promise<number> {
  const [row] = await rowsOf<{ n: number | string | null }>(query);
  return Number(row?.n ?? 0);
}

/** A card's sale on `day`, shaped after a demo sale of Zahran's. */
function sale(model: NewCardTransaction, day: string, cardToken: string, amount: string): NewCardTransaction {
  return {
    ...model,
    businessDate: day,
    transactionAt: new Date(`${day}T07:00:00Z`),
    depositDate: isoDay(dayFromIso(day) + 1),
    cardToken,
    isBankCustomer: false,
    amount,
    rrn: `R${cardToken.slice(-5)}${day.replaceAll('-', '')}`,
  };
}

async function seed(db: Db): Promise<void> {
  await ensurePartitions(db, DAYS[0] as string, DAYS.at(-1) as string);
  const writer = await openCopyWriter(db);
  try {
    for await (const { rows } of demoTransactionDays(db, {
      seed: 3,
      days: DAYS.map(dayFromIso),
      scaleOf: () => 0.05,
    })) {
      const batch = [...rows];
      const model = batch.find(
        (row) => row.merchantCode === ZAHRAN && row.transactionType !== 'REFUND' && row.currency === 'JOD',
      );
      if (!model) throw new Error('no sale of Zahran to copy');
      const day = model.businessDate;
      lastModel = model;
      batch.push(sale(model, day, LOYAL, '10.000'));
      if (day.startsWith('2020-08')) batch.push(sale(model, day, GONE, '7.000'));
      await writer.write(batch);
    }
  } finally {
    await writer.close();
  }
  await linkPayments(db);
}

/** The ids of a day's first two payments of its first merchant. */
async function paymentsOf(db: Db, day: string): Promise<{ id: number; merchant: string }[]> {
  const result: unknown = await db.execute(sql`
    select id, merchant_code as merchant from card_transactions
    where business_date = ${day} and transaction_type <> 'REFUND' order by merchant_code, id limit 2`);
  return (result as { rows: { id: string; merchant: string }[] }).rows.map((row) => ({
    id: Number(row.id),
    merchant: row.merchant,
  }));
}

/**
 * Rows naming a payment of 31-08-2020 (past the limit) and of 01-09-2020 (kept): a marketplace order, a MOFA
 * record and a booking refund each.
 */
async function linkPayments(db: Db): Promise<void> {
  for (const day of ['2020-08-31', '2020-09-01']) {
    const [order, fee] = await paymentsOf(db, day);
    if (!order || !fee) throw new Error(`no payments on ${day}`);
    await db.execute(sql`
      insert into marketplace_orders (merchant_code, order_id, scheme, order_date, ordered_at, customer_reference,
        item_count, amount, currency, delivered_on, card_business_date, card_transaction_id,
        merchant_settlement_date)
      select merchant_code, ${`EM-${day}`}, 'EMART', business_date, transaction_at, 'CUS-1', 1, amount,
        currency, business_date, business_date, id, business_date + 3
      from card_transactions where business_date = ${day} and id = ${order.id}`);
    await db.execute(sql`
      insert into mofa_payments (merchant_code, business_date, transaction_at, card_business_date,
        card_transaction_id, reference_number, request_number, country, rrn, mrn, auth_code, masked_pan,
        amount_in_org_ccy, org_currency, embassy_code, fx_rate, transaction_fx_rate, surcharge_amount,
        surcharge_fx_rate, total_amount, total_amount_jod, currency, tran_status, mofa_calculation_request,
        cybersource_transactions_details)
      select merchant_code, business_date, transaction_at, business_date, id, ${`MOFA-${day}`}, 'REQ-1', 'JO',
        rrn, 'MRN-1', auth_code, masked_pan, amount, 'JOD', (select min(code) from embassies), 1, 1, 0, 1,
        amount, amount, 'JOD', 'SUCCESS', '{}', '{}'
      from card_transactions where business_date = ${day} and id = ${fee.id}`);
    const [{ id: bookingId } = { id: '' }] = await db
      .insert(bookings)
      .values(booking({ bookingRefNo: `TRET${day.slice(5, 7)}` }))
      .returning({ id: bookings.id });
    const at = new Date(`${day}T08:00:00Z`);
    const [{ id: workflowId } = { id: '' }] = await db
      .insert(refundWorkflows)
      .values({
        merchantCode: WINGS,
        bookingId,
        status: 'COMPLETED',
        amount: '10.000',
        percentage: '4.000',
        currency: 'JOD',
        comment: '',
        createdBy: 'wings.maker@4000000301',
        createdAt: at,
        createdDay: day,
        updatedBy: 'wings.checker@4000000301',
        updatedAt: at,
      })
      .returning({ id: refundWorkflows.id });
    await db.insert(bookingRefunds).values({
      bookingId,
      workflowId,
      amount: '10.000',
      percentage: '4.000',
      currency: 'JOD',
      requestedBy: 'wings.maker@4000000301',
      approvedBy: 'wings.checker@4000000301',
      createdAt: at,
      transactionRefNo: `RF-${day}`,
      approvalRefNo: `APR-${day}`,
      cardTransactionId: order.id,
    });
  }
}

/** The sales the dashboards' roll-ups count (not refunds, in dinars), with the keys they group by. */
const SALES = `(select *, extract(hour from transaction_at at time zone 'Asia/Amman')::smallint as amman_hour,
    date_trunc('month', business_date)::date as month, date_trunc('week', business_date)::date as week
  from card_transactions where transaction_type <> 'REFUND' and currency = 'JOD') as c`;
const SEARCH_SUMS = {
  tx_count: 'count(*)',
  amount_sum: 'sum(amount)',
  fixed_sum: 'sum(fixed_amount)',
  mdr_sum: 'sum(mdr_amount)',
  net_sum: 'sum(net_amount)',
};
const SALES_SUMS = { tx_count: 'count(*)', amount_sum: 'sum(amount)' };

interface RollUp {
  table: string;
  from: string;
  /** Each key column of the roll-up and what it is over the stored rows. */
  key: Record<string, string>;
  sums: Record<string, string>;
  /** The roll-up's rows compared (its rows left at zero by a removal count as none). */
  where?: string;
}

const same = (...columns: string[]) => Object.fromEntries(columns.map((column) => [column, column]));

/** Every table the statement storing card transactions adds to, and the per-day counts summing payments. */
const ROLL_UPS: RollUp[] = [
  {
    table: 'daily_transaction_totals',
    from: 'card_transactions',
    key: same(
      'business_date',
      'deposit_date',
      'merchant_code',
      'branch_id',
      'terminal_id',
      'source',
      'card_scheme',
      'card_kind',
      'locality',
      'is_bank_customer',
      'currency',
    ),
    sums: SEARCH_SUMS,
  },
  {
    table: 'daily_source_totals',
    from: 'card_transactions',
    key: same('business_date', 'deposit_date', 'merchant_code', 'source', 'currency'),
    sums: SEARCH_SUMS,
  },
  {
    table: 'dashboard_daily_totals',
    from: SALES,
    key: same('merchant_code', 'business_date', 'branch_id', 'is_bank_customer'),
    sums: SALES_SUMS,
  },
  {
    table: 'dashboard_monthly_mix',
    from: SALES,
    key: same('merchant_code', 'month', 'is_bank_customer', 'locality', 'card_kind', 'card_scheme'),
    sums: SALES_SUMS,
  },
  {
    table: 'dashboard_monthly_hours',
    from: SALES,
    key: { ...same('merchant_code', 'month', 'branch_id', 'is_bank_customer'), hour: 'amman_hour' },
    sums: SALES_SUMS,
  },
  {
    table: 'dashboard_monthly_terminals',
    from: SALES,
    key: same('merchant_code', 'month', 'branch_id', 'terminal_id', 'is_bank_customer'),
    sums: SALES_SUMS,
  },
  {
    table: 'dashboard_daily_hours',
    from: SALES,
    key: {
      ...same('merchant_code', 'business_date', 'branch_id', 'card_scheme', 'locality', 'is_bank_customer'),
      hour: 'amman_hour',
    },
    sums: SALES_SUMS,
  },
  {
    table: 'customer_weekly_totals',
    from: SALES,
    key: { ...same('merchant_code', 'card_token'), week_start: 'week' },
    sums: { ...SALES_SUMS, is_bank_customer: 'bool_or(is_bank_customer)' },
  },
  {
    // The customers: the last day, the latest year and its payments (the first day is checked apart).
    table: 'merchant_customers',
    from: `(select *, max(year) over (partition by merchant_code, card_token) as latest
      from (select *, extract(year from business_date)::smallint as year from ${SALES}) as dated) as y`,
    key: same('merchant_code', 'card_token'),
    sums: {
      last_day: 'max(business_date)',
      year: 'max(year)',
      year_tx_count: 'count(*) filter (where year = latest)',
      year_amount: 'sum(amount) filter (where year = latest)',
    },
  },
  {
    table: 'marketplace_daily_counts',
    from: `marketplace_orders o join card_transactions t
      on t.business_date = o.card_business_date and t.id = o.card_transaction_id`,
    key: {
      merchant_code: 'o.merchant_code',
      currency: 'o.currency',
      card_business_date: 'o.card_business_date',
    },
    sums: {
      order_count: 'count(*)',
      amount_sum: 'sum(t.amount)',
      fixed_sum: 'sum(t.fixed_amount)',
      mdr_sum: 'sum(t.mdr_amount)',
      net_sum: 'sum(t.net_amount)',
    },
    where: 'order_count <> 0',
  },
  {
    table: 'mofa_daily_counts',
    from: 'mofa_payments',
    key: same(
      'merchant_code',
      'business_date',
      'embassy_code',
      'currency',
      'is_charged_back',
      'is_processed',
      'is_pre_arb',
    ),
    sums: { payment_count: 'count(*)', total_amount_jod_sum: 'sum(total_amount_jod)' },
    where: 'payment_count <> 0',
  },
];

/** The roll-up's rows that differ from the same sums over the stored rows, either side missing included. */
async function disagreements(rollUp: RollUp): Promise<number> {
  const keys = Object.keys(rollUp.key);
  const sums = Object.keys(rollUp.sums);
  return one(`
    with stored as (
      select ${keys.map((key) => `${rollUp.key[key]} as ${key}`).join(', ')},
        ${sums.map((column) => `${rollUp.sums[column]} as ${column}`).join(', ')}
      from ${rollUp.from} group by ${keys.map((_, index) => index + 1).join(', ')}
    ), rolled as (
      select ${[...keys, ...sums].join(', ')} from ${rollUp.table} where ${rollUp.where ?? 'true'}
    )
    select count(*)::int as n from stored full join rolled using (${keys.join(', ')})
    where ${sums.map((column) => `stored.${column} is distinct from rolled.${column}`).join(' or ')}`);
}

async function expectRollUpsExact(): Promise<void> {
  for (const rollUp of ROLL_UPS) expect(await disagreements(rollUp), rollUp.table).toBe(0);
}

/** Every table the retention writes, as one digest each: a run that changes nothing leaves them all. */
async function digests(): Promise<Record<string, string>> {
  const tables = [
    ...ROLL_UPS.map((rollUp) => rollUp.table),
    'card_transactions',
    'marketplace_orders',
    'mofa_payments',
    'booking_refunds',
    'merchant_data_versions',
    'audit_log',
  ];
  const digest: Record<string, string> = {};
  for (const table of tables) {
    const [row] = await rowsOf<{ d: string | null }>(
      `select md5(string_agg(t::text, E'\\n' order by t::text)) as d from ${table} t`,
    );
    digest[table] = row?.d ?? '';
  }
  return digest;
}

const versions = async () =>
  Object.fromEntries(
    (
      await rowsOf<{ merchant_code: string; version: string }>(
        'select merchant_code, version from merchant_data_versions',
      )
    ).map((row) => [row.merchant_code, Number(row.version)]),
  );

const auditRows = () =>
  rowsOf<{
    details: Record<string, unknown>;
    outcome: string;
    actor_username: string | null;
    ip: string | null;
  }>(
    `select details, outcome, actor_username, ip from audit_log
     where action = '${RETENTION_AUDIT_ACTION}' order by at`,
  );

describe('the boundary', () => {
  it("keeps the current month and the RETENTION_MONTHS whole months before it, in Amman's calendar", () => {
    expect(oldestKeptMonth(new Date('2026-11-28T12:00:00Z'), 25)).toBe('2024-10');
    // The first day of a month in Amman is still the last day of the month before in UTC.
    expect(oldestKeptMonth(NOW, MONTHS)).toBe('2020-09');
    expect(oldestKeptMonth(new Date('2022-09-30T20:59:00Z'), MONTHS)).toBe('2020-08');
    expect(oldestKeptMonth(new Date('2027-01-15T12:00:00Z'), 1)).toBe('2026-12');
    expect(shiftMonth('2024-01', -1)).toBe('2023-12');
    expect(shiftMonth('2023-12', 1)).toBe('2024-01');
  });

  it('is RETENTION_MONTHS, 25 unless set, a whole number of at least one', () => {
    expect(loadConfig({}).RETENTION_MONTHS).toBe(25);
    expect(loadConfig({}).RETENTION_CRON).toBe('0 3 * * *');
    expect(loadConfig({ RETENTION_MONTHS: '13' }).RETENTION_MONTHS).toBe(13);
    expect(() => loadConfig({ RETENTION_MONTHS: '0' })).toThrow(/RETENTION_MONTHS/);
    expect(() => loadConfig({ RETENTION_MONTHS: '1.5' })).toThrow(/RETENTION_MONTHS/);
  });
});

describe('a run', () => {
  it('drops exactly the months past the limit, with their roll-ups, links and an audit row each', async () => {
    // Every roll-up has rows to lose, and adds up before the run.
    for (const rollUp of ROLL_UPS) {
      expect(await one(`select count(*) as n from ${rollUp.table}`), rollUp.table).toBeGreaterThan(0);
    }
    await expectRollUpsExact();
    const before = await versions();
    const monthsOf = await rowsOf<{ merchant_code: string; months: number }>(`
      select merchant_code, count(distinct date_trunc('month', business_date))::int as months
      from card_transactions where business_date < '2020-09-01' group by merchant_code`);
    const perMonth = await rowsOf<{ month: string; n: number }>(`
      select to_char(business_date, 'YYYY-MM') as month, count(*)::int as n from card_transactions
      where business_date < '2020-09-01' group by 1 order by 1`);
    const kept = await one(`select count(*) as n from card_transactions where business_date >= '2020-09-01'`);
    expect(await partitionMonths(h.database.db)).toEqual(['2020-07', '2020-08', '2020-09', '2020-10']);

    expect(await dropExpiredMonths(h.database.db, { months: MONTHS, now: NOW })).toEqual(DROPPED);

    expect(await partitionMonths(h.database.db)).toEqual(['2020-09', '2020-10']);
    expect(
      await one(`select count(*) as n from card_transactions where business_date = '2020-09-01'`),
    ).toBeGreaterThan(0);
    expect(await one(`select count(*) as n from card_transactions`)).toBe(kept);
    const [oldest] = await rowsOf<{ day: string }>(
      `select min(business_date)::text as day from card_transactions`,
    );
    expect(oldest?.day).toBe('2020-09-01');
    // Nothing of the months dropped is left in any roll-up, and what is left adds up to the rows that are.
    for (const [table, column] of [
      ['daily_transaction_totals', 'business_date'],
      ['daily_source_totals', 'business_date'],
      ['dashboard_daily_totals', 'business_date'],
      ['dashboard_daily_hours', 'business_date'],
      ['dashboard_monthly_mix', 'month'],
      ['dashboard_monthly_hours', 'month'],
      ['dashboard_monthly_terminals', 'month'],
      ['customer_weekly_totals', 'week_start'],
      ['marketplace_daily_counts', 'card_business_date'],
      ['mofa_daily_counts', 'business_date'],
    ] as const) {
      // The week of 31-08 straddles the boundary: it stays with its September days.
      const limit = table === 'customer_weekly_totals' ? '2020-08-31' : '2020-09-01';
      expect(await one(`select count(*) as n from ${table} where ${column} < '${limit}'`), table).toBe(0);
    }
    await expectRollUpsExact();

    // The card paying on both sides of the boundary: its straddling week keeps 01-09 and 06-09, its customer row
    // its first day (a card that comes back is no new customer) and the kept months' payments of 2020.
    const [week] = await rowsOf<{ tx_count: number; amount_sum: string }>(`
      select tx_count, amount_sum::text from customer_weekly_totals
      where card_token = '${LOYAL}' and week_start = '2020-08-31'`);
    expect(week).toEqual({ tx_count: 2, amount_sum: '20.000' });
    const [loyal] = await rowsOf<Record<string, unknown>>(`
      select first_day::text, last_day::text, year, year_tx_count, year_amount::text from merchant_customers
      where card_token = '${LOYAL}'`);
    expect(loyal).toEqual({
      first_day: '2020-07-15',
      last_day: '2020-10-05',
      year: 2020,
      year_tx_count: 3,
      year_amount: '30.000',
    });
    // A card whose every payment is gone is gone, its masked number with it.
    expect(await one(`select count(*) as n from merchant_customers where card_token = '${GONE}'`)).toBe(0);
    expect(await one(`select count(*) as n from merchant_customers where last_day < '2020-09-01'`)).toBe(0);

    // The rows naming a payment of August are gone (the booking refund stays, unlinked); September's stay.
    expect(
      await rowsOf(`select order_id from marketplace_orders where order_id like 'EM-2020-%' order by 1`),
    ).toEqual([{ order_id: 'EM-2020-09-01' }]);
    expect(
      await rowsOf(`select reference_number from mofa_payments where reference_number like 'MOFA-2020-%'`),
    ).toEqual([{ reference_number: 'MOFA-2020-09-01' }]);
    expect(
      await rowsOf(`
        select r.approval_ref_no, r.card_transaction_id is not null as linked,
          exists (select 1 from card_transactions c where c.id = r.card_transaction_id) as found
        from booking_refunds r where r.approval_ref_no like 'APR-2020-%' order by 1`),
    ).toEqual([
      { approval_ref_no: 'APR-2020-08-31', linked: false, found: false },
      { approval_ref_no: 'APR-2020-09-01', linked: true, found: true },
    ]);

    // Each merchant's data version moved once per month of its that went: kept dashboards are recomputed.
    const after = await versions();
    expect(monthsOf.length).toBeGreaterThan(1);
    for (const { merchant_code: merchant, months } of monthsOf) {
      expect(after[merchant], merchant).toBe((before[merchant] ?? 0) + months);
    }
    for (const merchant of Object.keys(before).filter(
      (code) => !monthsOf.some((m) => m.merchant_code === code),
    )) {
      expect(after[merchant], merchant).toBe(before[merchant]);
    }

    const audited = await auditRows();
    expect(audited.map((row) => row.details.month)).toEqual(DROPPED);
    for (const [index, row] of audited.entries()) {
      expect(row.outcome).toBe('success');
      expect(row.ip).toBeNull();
      expect(row.details).toMatchObject({
        retentionMonths: MONTHS,
        oldestKept: '2020-09',
        transactions: perMonth[index]?.n,
      });
    }
    expect(audited[1]?.details).toMatchObject({
      marketplaceOrders: 1,
      mofaPayments: 1,
      bookingRefundsUnlinked: 1,
    });
  });

  it('changes nothing when run again', async () => {
    const before = await digests();
    expect(await dropExpiredMonths(h.database.db, { months: MONTHS, now: NOW })).toEqual([]);
    expect(await digests()).toEqual(before);
  });

  it('keeps a month to the last minute of the limit, and drops it at the next', async () => {
    const before = await digests();
    // 31-10-2022 23:59 in Amman: 2020-09 is the 25th whole month before the current one.
    expect(
      await dropExpiredMonths(h.database.db, { months: MONTHS, now: new Date('2022-10-31T20:59:00Z') }),
    ).toEqual([]);
    expect(await digests()).toEqual(before);
    // 01-11-2022 00:00 in Amman, while a load adds the loyal card's next payment: whichever takes the table
    // first, the other waits for it, and the roll-ups add up to the rows after both.
    if (!lastModel) throw new Error('no sale written');
    const writer = await openCopyWriter(h.database.db);
    const [dropped] = await Promise.all([
      dropExpiredMonths(h.database.db, { months: MONTHS, now: new Date('2022-10-31T21:00:00Z') }),
      writer.write([sale(lastModel, '2020-10-06', LOYAL, '10.000')]).finally(() => writer.close()),
    ]);
    expect(dropped).toEqual(['2020-09']);
    expect(await partitionMonths(h.database.db)).toEqual(['2020-10']);
    expect(
      await one(`select count(*) as n from customer_weekly_totals where week_start < '2020-10-05'`),
    ).toBe(0);
    await expectRollUpsExact();
    const [loyal] = await rowsOf<Record<string, unknown>>(`
      select last_day::text, year_tx_count, year_amount::text from merchant_customers
      where card_token = '${LOYAL}'`);
    expect(loyal).toEqual({ last_day: '2020-10-06', year_tx_count: 2, year_amount: '20.000' });
  });
});

/** A pre-authorisation hold of Zahran's on `day`, shaped after a card transaction of his. */
async function holdOn(day: string, transactionId: string): Promise<void> {
  await h.database.db.execute(sql`
    insert into pre_authorisations (merchant_code, branch_id, terminal_id, business_date, authorised_at,
      transaction_id, auth_code, masked_pan, card_scheme, locality, card_kind, bin_type, amount, currency,
      expires_on)
    select merchant_code, branch_id, terminal_id, ${day}, ${`${day}T09:00:00+03:00`}, ${transactionId},
      auth_code, masked_pan, card_scheme, locality, card_kind, 'Classic', 50, 'JOD', ${day}::date + 7
    from card_transactions where merchant_code = ${ZAHRAN} limit 1`);
}

/** A booking of the airline's on `day`, with a refund the checker approved, and the day's count. */
async function bookingOn(day: string, ref: string): Promise<void> {
  const db = h.database.db;
  const at = new Date(`${day}T08:00:00Z`);
  const [{ id: bookingId } = { id: '' }] = await db
    .insert(bookings)
    .values({ ...booking({ bookingRefNo: ref }), createdDay: day, createdAt: at })
    .returning({ id: bookings.id });
  const [{ id: workflowId } = { id: '' }] = await db
    .insert(refundWorkflows)
    .values({
      merchantCode: WINGS,
      bookingId,
      status: 'COMPLETED',
      amount: '10.000',
      percentage: '4.000',
      currency: 'JOD',
      comment: '',
      createdBy: 'wings.maker@4000000301',
      createdAt: at,
      createdDay: day,
      updatedBy: 'wings.checker@4000000301',
      updatedAt: at,
    })
    .returning({ id: refundWorkflows.id });
  await db.insert(workflowTasks).values({
    workflowId,
    taskName: 'CHECKER_APPROVAL',
    assignedGroup: 'RJ_BOOKING_CHECKER_GROUP',
    status: 'COMPLETED',
    createdAt: at,
  });
  await db.insert(bookingRefunds).values({
    bookingId,
    workflowId,
    amount: '10.000',
    percentage: '4.000',
    currency: 'JOD',
    requestedBy: 'wings.maker@4000000301',
    approvedBy: 'wings.checker@4000000301',
    createdAt: at,
    transactionRefNo: `RF-${ref}`,
    approvalRefNo: `APR-${ref}`,
  });
  await db.execute(sql`insert into booking_daily_counts (merchant_code, day, booking_count)
    values (${WINGS}, ${day}, 1) on conflict on constraint booking_daily_counts_pk
    do update set booking_count = booking_daily_counts.booking_count + 1`);
}

describe('the other rows that keep a masked card number', () => {
  it('go by the same limit: holds and bookings (with their refunds) of the days before the oldest month kept', async () => {
    await holdOn('2020-09-30', 'RET-HOLD-0930');
    await holdOn('2020-10-01', 'RET-HOLD-1001');
    await bookingOn('2020-09-30', 'TOLD0930');
    await bookingOn('2020-10-01', 'TOLD1001');
    const audits = (await auditRows()).length;
    // 01-11-2022 in Amman: the oldest month kept is 2020-10 (2020-09 went in the run before).
    const now = new Date('2022-10-31T21:00:00Z');
    expect(await dropExpiredMonths(h.database.db, { months: MONTHS, now })).toEqual([]);

    expect(
      await rowsOf(`select transaction_id from pre_authorisations where transaction_id like 'RET-HOLD-%'`),
    ).toEqual([{ transaction_id: 'RET-HOLD-1001' }]);
    expect(await rowsOf(`select booking_ref_no from bookings where booking_ref_no like 'TOLD%'`)).toEqual([
      { booking_ref_no: 'TOLD1001' },
    ]);
    for (const [table, column] of [
      ['pre_auth_daily_counts', 'business_date'],
      ['booking_daily_counts', 'day'],
      ['pre_authorisations', 'business_date'],
      ['bookings', 'created_day'],
    ] as const) {
      expect(await one(`select count(*) as n from ${table} where ${column} < '2020-10-01'`), table).toBe(0);
    }
    expect(
      await one(`select count(*) as n from booking_refunds where approval_ref_no = 'APR-TOLD0930'`),
    ).toBe(0);
    expect(
      await one(`select count(*) as n from workflow_tasks t left join refund_workflows w on w.id = t.workflow_id
        where w.id is null`),
    ).toBe(0);
    // What is left adds up: the day's holds and the day's bookings equal their counts.
    expect(
      await rowsOf(`select merchant_code, currency, business_date, count(*)::int as n from pre_authorisations
        group by 1, 2, 3 except select merchant_code, currency, business_date, hold_count from pre_auth_daily_counts`),
    ).toEqual([]);
    expect(
      await rowsOf(
        `select merchant_code, day, booking_count from booking_daily_counts where day < '2020-11-01'`,
      ),
    ).toEqual([{ merchant_code: WINGS, day: '2020-10-01', booking_count: 1 }]);

    const audited = (await auditRows()).slice(audits);
    expect(audited).toMatchObject([
      {
        outcome: 'success',
        details: { before: '2020-10-01', oldestKept: '2020-10', preAuthorisations: 1, bookings: 1 },
      },
    ]);
    // Run again, it finds nothing and writes no audit row.
    expect(await dropExpiredMonths(h.database.db, { months: MONTHS, now })).toEqual([]);
    expect(await auditRows()).toHaveLength(audits + 1);
  });
});

describe('the nightly job', () => {
  it('is scheduled on its queue with its cron, in Amman time', async () => {
    const schedules = await rowsOf(
      `select cron, timezone from pgboss.schedule where name = '${RETENTION_QUEUE}'`,
    );
    expect(schedules).toEqual([{ cron: h.config.RETENTION_CRON, timezone: 'Asia/Amman' }]);
  });

  it("drops, on the app's clock and RETENTION_MONTHS, what its run finds past the limit", async () => {
    // The month left is far older than 25 months before today.
    expect(oldestKeptMonth(h.clock.now(), h.config.RETENTION_MONTHS) > '2020-10').toBe(true);
    const [job] = await rowsOf<{ id: string }>(
      `insert into pgboss.job (name, data) values ('${RETENTION_QUEUE}', '{}') returning id::text as id`,
    );
    await expect
      .poll(async () => (await auditRows()).filter((row) => row.details.jobId === job?.id), {
        timeout: 60_000,
        interval: 250,
      })
      .toMatchObject([
        { details: { month: '2020-10', retentionMonths: 25, jobId: job?.id } },
        // The hold and the booking of 01-10-2020 go with the month.
        { details: { preAuthorisations: 1, bookings: 1, retentionMonths: 25, jobId: job?.id } },
      ]);
    expect(await partitionMonths(h.database.db)).toEqual([]);
    expect(await one('select count(*) as n from card_transactions')).toBe(0);
    await expectRollUpsExact();
  });
});
