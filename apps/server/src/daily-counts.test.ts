// The per-day counts of holds and marketplace orders (migration 0019) against a GROUP BY of the rows, after
// every kind of write: the demo's, a bulk insert, an update that moves rows to another day, a delete and a
// truncate. Both databases.
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isoDay, todayInAmman } from '@merchant-portal/contracts/dates';
import { rollDemoOrdersForward } from '@merchant-portal/demo/marketplace';
import { rollDemoHoldsForward } from '@merchant-portal/demo/pre-auth';
import { generateDemoTransactions } from '@merchant-portal/demo/transactions/load';
import { useHarness } from './test/harness.js';

const today = todayInAmman();

const h = useHarness({
  prepare: async ({ database, clock }) => {
    await rollDemoHoldsForward(database.db, 'small', 7, today, clock.now());
    await generateDemoTransactions(database.db, {
      seed: 7,
      fromDay: today - 10,
      toDay: today - 1,
      scale: 0.2,
    });
    await rollDemoOrdersForward(database.db, 'small', 7, today);
  },
});

async function rows(query: string): Promise<Record<string, unknown>[]> {
  const result: unknown = await h.database.db.execute(sql.raw(query));
  return (result as { rows: Record<string, unknown>[] }).rows;
}

const COUNTED = {
  holds: {
    counts: `select merchant_code, currency, business_date::text as day, hold_count as n
      from pre_auth_daily_counts where hold_count <> 0 order by 1, 2, 3`,
    truth: `select merchant_code, currency, business_date::text as day, count(*)::int as n
      from pre_authorisations group by 1, 2, 3 order by 1, 2, 3`,
  },
  orders: {
    counts: `select merchant_code, currency, card_business_date::text as day, order_count as n
      from marketplace_daily_counts where order_count <> 0 order by 1, 2, 3`,
    truth: `select merchant_code, currency, card_business_date::text as day, count(*)::int as n
      from marketplace_orders group by 1, 2, 3 order by 1, 2, 3`,
  },
};

async function expectCountsRight(kind: keyof typeof COUNTED) {
  expect(await rows(COUNTED[kind].counts)).toEqual(await rows(COUNTED[kind].truth));
}

describe('per-day counts kept by triggers', () => {
  it('agree with the demo holds and orders as they were written', async () => {
    expect((await rows(COUNTED.holds.truth)).length).toBeGreaterThan(3);
    expect((await rows(COUNTED.orders.truth)).length).toBeGreaterThan(3);
    await expectCountsRight('holds');
    await expectCountsRight('orders');
  });

  it('follow a bulk insert, an update that moves rows to another day, and a delete', async () => {
    const day = isoDay(today - 3);
    await h.database.db.execute(sql`insert into pre_authorisations (merchant_code, branch_id, terminal_id,
        business_date, authorised_at, transaction_id, auth_code, masked_pan, card_scheme, locality, card_kind,
        bin_type, amount, currency, expires_on)
      select '4000000101', 'B', 'T', ${day}::date, now(), 'COUNT-' || n, '000000', '411111******1111', 'VISA',
        'L', 'C', 'Gold', 10, case when n % 2 = 0 then 'JOD' else 'USD' end, ${day}::date + 7
      from generate_series(1, 40) as n`);
    await expectCountsRight('holds');
    await h.database.db.execute(
      sql`update pre_authorisations set business_date = business_date - 1 where transaction_id like 'COUNT-1%'`,
    );
    await expectCountsRight('holds');
    await h.database.db.execute(sql`update pre_authorisations set captured_at = now(), captured_amount = 5
      where transaction_id like 'COUNT-2%'`);
    await expectCountsRight('holds');
    await h.database.db.execute(sql`delete from pre_authorisations where transaction_id like 'COUNT-3%'`);
    await expectCountsRight('holds');

    await h.database.db.execute(
      sql`update marketplace_orders set card_business_date = card_business_date - 1
        where id in (select id from marketplace_orders order by id limit 5)`,
    );
    await h.database.db.execute(
      sql`delete from marketplace_orders where id in (select id from marketplace_orders order by id desc limit 3)`,
    );
    await expectCountsRight('orders');
  });

  it('are emptied with their table by a truncate', async () => {
    await h.database.db.execute(sql`truncate marketplace_orders`);
    expect(await rows(COUNTED.orders.counts)).toEqual([]);
    await expectCountsRight('orders');
  });
});
