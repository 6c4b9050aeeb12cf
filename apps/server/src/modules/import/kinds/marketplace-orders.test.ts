// The marketplace orders kind: the example orders load, each linked to its stored card payment and counted in
// the daily totals; a later file moves the delivery and settlement days only; an order whose payment is
// not stored, of another amount, already paying another order, or changed otherwise is refused with nothing
// written.
import { beforeAll, describe, expect, it } from 'vitest';
import { importFolder } from '../import-folder.js';
import { CLI, EXAMPLES, emptyImportDatabase, exampleCsv, kindNamed, withValues } from '../test-support.js';

const database = emptyImportDatabase();
const orders = kindNamed('marketplace-orders');
let header = '';
let first = '';

beforeAll(async () => {
  await importFolder(database.db, EXAMPLES, CLI);
  const example = await exampleCsv('marketplace-orders.csv');
  header = example.header;
  first = example.records[0] ?? '';
});

function orderWith(changes: Record<string, string>): string {
  return withValues(header, first, changes);
}

const load = (...records: string[]) => database.load(orders, header, records);

describe('marketplace orders from the bank’s file', () => {
  it('links every example order to its card payment, of the same amount, and counts it per payment day', async () => {
    expect(await database.count('marketplace_orders')).toBe(49);
    expect(
      await database.count(`marketplace_orders o join card_transactions c
        on c.business_date = o.card_business_date and c.id = o.card_transaction_id and c.amount = o.amount`),
    ).toBe(49);
    const [rows] = await database.rows(
      `select count(*)::int as n, sum(c.net_amount)::text as net from marketplace_orders o
        join card_transactions c on c.business_date = o.card_business_date and c.id = o.card_transaction_id`,
    );
    const [counts] = await database.rows(
      `select sum(order_count)::int as n, sum(net_sum)::text as net from marketplace_daily_counts`,
    );
    expect(counts).toEqual(rows);
  });

  it('takes a later delivery and settlement day, and nothing else', async () => {
    const later = orderWith({ deliveredOn: '2026-11-06', merchantSettlementDate: '2026-11-09' });
    expect(await load(later)).toMatchObject({ outcome: 'loaded', counts: { added: 0, updated: 1 } });
    expect(await load(later)).toMatchObject({ outcome: 'unchanged' });
    const changed = await load(orderWith({ itemCount: '9' }));
    expect(changed.problems).toEqual([
      {
        line: 2,
        field: 'orderId',
        message: 'is a stored order with other values: only its delivery and settlement days may change',
      },
    ]);
  });

  it('refuses an order without its stored payment, of another amount, or paid by another order’s payment', async () => {
    const report = await load(
      orderWith({ orderId: 'SHX-NEW-1', paymentRrn: '999999999999' }),
      orderWith({ orderId: 'SHX-NEW-2', amount: '1.000' }),
      orderWith({ orderId: 'SHX-NEW-3' }),
    );
    const paidAlready = expect.stringMatching(/^paid order SHX-\d{8}-\d{5} already$/);
    const found = report.problems.map(({ line, field, message }) => [line, field, message]);
    expect(found).toHaveLength(5);
    expect(found).toEqual(
      expect.arrayContaining([
        [2, 'paymentRrn', 'names no stored card payment of this merchant'],
        [3, 'amount', expect.stringMatching(/^differs from its card payment's \d+\.\d{3} JOD$/)],
        [3, 'paymentRrn', paidAlready],
        [4, 'paymentRrn', paidAlready],
        [4, 'paymentRrn', 'pays the order of line 3 too'],
      ]),
    );
    expect(await database.count('marketplace_orders')).toBe(49);
  });
});
