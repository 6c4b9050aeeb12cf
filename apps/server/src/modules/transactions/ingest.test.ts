import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { isoDay, todayInAmman } from '@merchant-portal/contracts/dates';
import { createHarness, type Harness } from '../../test/harness.js';
import { loadBulkTransactions } from '@merchant-portal/demo/transactions/bulk';
import { demoTransactionDays } from '@merchant-portal/demo/transactions/load';
import {
  CARD_TRANSACTION_COLUMN_LIST,
  ensurePartitions,
  openCopyWriter,
  type NewCardTransaction,
} from './ingest.js';

let h: Harness;
const today = todayInAmman();

beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());
beforeEach(async () => {
  await h.database.db.execute(
    sql`truncate card_transactions, daily_transaction_totals, daily_source_totals, demo_state`,
  );
});

async function one<T>(query: ReturnType<typeof sql>): Promise<T> {
  const result = (await h.database.db.execute(query)) as { rows: T[] };
  const [row] = result.rows;
  if (!row) throw new Error('no row');
  return row;
}

const rowCount = async () =>
  (await one<{ n: number }>(sql`select count(*)::int as n from card_transactions`)).n;
const rolledUpCount = async () =>
  (await one<{ n: number }>(sql`select coalesce(sum(tx_count), 0)::int as n from daily_transaction_totals`))
    .n;

/**
 * Rows of a roll-up that disagree with what the stored rows add up to, per (merchant, business day, deposit
 * day, source): the
 * one by every dimension, or the one by source only.
 */
const disagreements = async (rollUp: 'daily_transaction_totals' | 'daily_source_totals') =>
  (
    await one<{ n: number }>(
      sql.raw(`
        with stored as (
          select merchant_code, business_date, deposit_date, source, count(*)::int as n, sum(amount) as amount,
            sum(fixed_amount) as fixed, sum(mdr_amount) as mdr, sum(net_amount) as net
          from card_transactions group by merchant_code, business_date, deposit_date, source
        ), rolled as (
          select merchant_code, business_date, deposit_date, source, sum(tx_count)::int as n,
            sum(amount_sum) as amount, sum(fixed_sum) as fixed, sum(mdr_sum) as mdr, sum(net_sum) as net
          from ${rollUp} group by merchant_code, business_date, deposit_date, source
        )
        select count(*)::int as n
        from stored full join rolled using (merchant_code, business_date, deposit_date, source)
        where stored.n is distinct from rolled.n or stored.amount is distinct from rolled.amount
          or stored.fixed is distinct from rolled.fixed or stored.mdr is distinct from rolled.mdr
          or stored.net is distinct from rolled.net`),
    )
  ).n;
const exact = async () => {
  expect(await disagreements('daily_transaction_totals')).toBe(0);
  expect(await disagreements('daily_source_totals')).toBe(0);
};

/** A digest of every stored row in insertion order, ids left out. */
const fingerprint = async () =>
  (
    await one<{ digest: string }>(
      sql.raw(
        `select md5(string_agg(row(${CARD_TRANSACTION_COLUMN_LIST})::text, E'\\n' order by id)) as digest ` +
          'from card_transactions',
      ),
    )
  ).digest;

async function demoRows(count: number): Promise<NewCardTransaction[]> {
  await ensurePartitions(h.database.db, isoDay(today - 1), isoDay(today - 1));
  const rows: NewCardTransaction[] = [];
  for await (const day of demoTransactionDays(h.database.db, {
    seed: 5,
    days: [today - 1],
    scaleOf: () => 1,
  })) {
    for (const row of day.rows) {
      rows.push(row);
      if (rows.length === count) return rows;
    }
  }
  return rows;
}

describe('COPY bulk load', () => {
  it('loads N rows over the days asked, most for the large merchant, with an exact roll-up', async () => {
    const loaded = await loadBulkTransactions(h.database.db, { seed: 11, rows: 3000, days: 10, today });
    expect(loaded).toBe(3000);
    expect(await rowCount()).toBe(3000);
    expect(await rolledUpCount()).toBe(3000);
    await exact();
    const spread = await one<{ days: number; newest: string; large: number }>(sql`
      select count(distinct business_date)::int as days, max(business_date)::text as newest,
        (count(*) filter (where merchant_code = '4000000101'))::int as large
      from card_transactions`);
    expect(spread.days).toBeGreaterThanOrEqual(9);
    expect(spread.newest).toBe(isoDay(today - 1));
    expect(spread.large / 3000).toBeGreaterThan(0.6);
  });

  it('adds to the roll-up of rows already there', async () => {
    await loadBulkTransactions(h.database.db, { seed: 11, rows: 1500, days: 5, today });
    await loadBulkTransactions(h.database.db, { seed: 12, rows: 1500, days: 5, today });
    expect(await rolledUpCount()).toBe(3000);
    await exact();
  });

  it('is deterministic: the same seed gives the same rows, another seed others', async () => {
    const load = async (seed: number) => {
      await h.database.db.execute(
        sql`truncate card_transactions, daily_transaction_totals, daily_source_totals`,
      );
      await loadBulkTransactions(h.database.db, { seed, rows: 2000, days: 7, today });
      return fingerprint();
    };
    const first = await load(11);
    expect(await load(11)).toBe(first);
    expect(await load(12)).not.toBe(first);
  });

  it('refuses an unmasked card number and writes nothing of its batch', async () => {
    const rows = await demoRows(200);
    const writer = await openCopyWriter(h.database.db);
    try {
      await writer.write(rows.slice(0, 100));
      const clear = { ...rows[150]!, maskedPan: '4111111111111111' };
      await expect(writer.write([...rows.slice(100, 150), clear, ...rows.slice(151)])).rejects.toThrow(
        /masked/,
      );
    } finally {
      await writer.close();
    }
    expect(await rowCount()).toBe(100);
    expect(await rolledUpCount()).toBe(100);
    await exact();
  });

  it('rolls the whole batch back, its companion statement too, when the database refuses a row', async () => {
    const rows = await demoRows(100);
    // No partition holds this day, so the move out of the staging table fails after the COPY succeeded.
    const homeless = { ...rows[50]!, businessDate: '2099-01-01' };
    const writer = await openCopyWriter(h.database.db);
    try {
      await expect(
        writer.write([...rows.slice(0, 50), homeless, ...rows.slice(51)], {
          sql: "insert into demo_state (name, last_day) values ('transactions', '2099-01-01')",
          params: [],
        }),
      ).rejects.toThrow();
      await writer.write(rows.slice(0, 10));
    } finally {
      await writer.close();
    }
    expect(await rowCount()).toBe(10);
    expect(await rolledUpCount()).toBe(10);
    await exact();
    expect((await one<{ n: number }>(sql`select count(*)::int as n from demo_state`)).n).toBe(0);
  });

  it('stores text with tabs, newlines and backslashes as it was', async () => {
    const [row] = await demoRows(1);
    const merchantRef = 'tab\there\nnew line \\ backslash \\N';
    const writer = await openCopyWriter(h.database.db);
    try {
      await writer.write([{ ...row!, merchantRef, category: null }]);
    } finally {
      await writer.close();
    }
    const stored = await one<{ merchant_ref: string; category: string | null }>(
      sql`select merchant_ref, category from card_transactions`,
    );
    expect(stored).toEqual({ merchant_ref: merchantRef, category: null });
  });
});
