// The MOFA search's order (issue 28 "Sorting"): each sortable column both ways against plain SQL over the
// payments, ties by id, a second page, an embassy user's search, the files in the search's order (read in
// keyset batches), and the refusals.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isoDay } from '@merchant-portal/contracts/dates';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { MOFA_COLUMNS, MOFA_SORT_MESSAGE } from '@merchant-portal/contracts/schemas/mofa';
import { SORT_DIRECTION_MESSAGE } from '@merchant-portal/contracts/schemas/sort';
import { mofaPayments } from '../../db/schema/mofa.js';
import type { Harness } from '../../test/harness.js';
import {
  BOUND,
  expectedIds,
  file,
  found,
  fromIso,
  mofaSearch,
  rowsOf,
  search,
  toIso,
  today,
  useMofa,
} from '../../test/mofa.js';
import { everyOrder } from '../../test/orders.js';
import { sheetRows } from '../../test/workbook.js';
import { paymentBatches } from './repository.js';

/** Three payments at embassy 12 alike in day, moment and both amounts: a tie in every order. */
async function tiedPayments(harness: Harness): Promise<void> {
  const [model] = await harness.database.db
    .select()
    .from(mofaPayments)
    .where(eq(mofaPayments.embassyCode, '12'))
    .limit(1);
  if (!model) throw new Error('no MOFA payment at embassy 12');
  const { id: _id, ...copy } = model;
  const day = isoDay(today - 4);
  await harness.database.db.insert(mofaPayments).values(
    [1, 2, 3].map((n) => ({
      ...copy,
      businessDate: day,
      cardBusinessDate: day,
      cardTransactionId: 999_999_000 + n,
      transactionAt: new Date(`${day}T10:00:00Z`),
      referenceNumber: `MOFA-TIE-${n}`,
      totalAmount: '55.000',
      totalAmountJod: '40.250',
    })),
  );
}

const h = useMofa(tiedPayments);

const ORDERS = everyOrder({
  transactionDate: ['business_date', 'transaction_at'],
  totalAmount: ['total_amount'],
  totalAmountJOD: ['total_amount_jod'],
});

describe('the order of the MOFA search', () => {
  it.each(ORDERS)(
    'by $sortBy $sortDirection, ties by id, over a first and a second page',
    async ({ sortBy, sortDirection, orderBy }) => {
      const expected = await expectedIds('true', '4000000401', orderBy);
      expect(expected.length).toBeGreaterThan(60);
      for (const offset of [0, 25]) {
        const reply = await found(mofaSearch({ sortBy, sortDirection, maxCount: 25, offset }));
        expect(reply.totalElements).toBe(expected.length);
        expect(reply.content.map((row) => row.id)).toEqual(expected.slice(offset, offset + 25));
      }
    },
  );

  it.each(ORDERS)('keeps payments alike in $sortBy in id order, $sortDirection', async (order) => {
    const reply = await found(mofaSearch({ sortBy: order.sortBy, sortDirection: order.sortDirection }));
    const ids = reply.content
      .filter((row) => row.referenceNumber.startsWith('MOFA-TIE-'))
      .map((row) => Number(row.id));
    expect(ids).toHaveLength(3);
    expect(ids).toEqual([...ids].sort((a, b) => (order.sortDirection === 'asc' ? a - b : b - a)));
  });

  it('orders an embassy user’s search within their embassy, and a filtered one within its filter', async () => {
    for (const { sortBy, sortDirection, orderBy } of ORDERS) {
      const own = await found(mofaSearch({ sortBy, sortDirection }), BOUND);
      expect(own.content.map((row) => row.id)).toEqual(
        await expectedIds(`embassy_code = '12'`, '4000000401', orderBy),
      );
      const flagged = await found(mofaSearch({ sortBy, sortDirection, isChargedBack: false, embassy: '7' }));
      expect(flagged.content.map((row) => row.id)).toEqual(
        await expectedIds(`embassy_code = '7' and not is_charged_back`, '4000000401', orderBy),
      );
    }
  });
});

describe('the files of a MOFA search', () => {
  const criteria = {
    merchantCode: '4000000401',
    from: fromIso,
    to: toIso,
    currency: 'JOD',
    embassy: null,
    rrn: null,
    authCode: null,
    tranRefNo: null,
  };

  it.each(ORDERS)(
    'are read in keyset batches by $sortBy $sortDirection, every payment once',
    async ({ sortBy, sortDirection, orderBy }) => {
      const ids: string[] = [];
      for await (const batch of paymentBatches(h.database.db, criteria, { sortBy, sortDirection }, 7)) {
        ids.push(...batch.map((row) => String(row.id)));
      }
      expect(ids).toEqual(await expectedIds('true', '4000000401', orderBy));
    },
  );

  it.each(ORDERS)('hold the rows in the search’s order, $sortBy $sortDirection', async (order) => {
    const reply = await file(
      'excel',
      mofaSearch({ sortBy: order.sortBy, sortDirection: order.sortDirection }),
    );
    expect(reply.statusCode).toBe(200);
    const [, ...rows] = await sheetRows(reply.rawPayload);
    const visible = MOFA_COLUMNS.filter((column) => !column.hidden);
    const at = visible.findIndex((column) => column.field === 'referenceNumber');
    const expected = await rowsOf(`
      select reference_number from mofa_payments
      where merchant_code = '4000000401' and business_date between '${fromIso}' and '${toIso}'
      order by ${order.orderBy}`);
    expect(expected.length).toBeGreaterThan(60);
    expect(rows.map((row) => row[at])).toEqual(expected.map((row) => row.reference_number));
  });
});

describe('a bad order of a MOFA search', () => {
  const refused = async (reply: Awaited<ReturnType<typeof search>>, param: string, msg: string) => {
    expect(reply.statusCode).toBe(400);
    expect(reply.json()).toEqual({
      code: '400',
      message: MESSAGES.validationErrors,
      errors: [{ param, msg }],
    });
  };

  it.each<[string, Record<string, string>, string, string]>([
    ['another column', { sortBy: 'rrn' }, 'sortBy', MOFA_SORT_MESSAGE],
    ['the card search’s net amount', { sortBy: 'netAmount' }, 'sortBy', MOFA_SORT_MESSAGE],
    ['another direction', { sortDirection: 'up' }, 'sortDirection', SORT_DIRECTION_MESSAGE],
  ])('is refused with 400: %s, in the search and its files', async (_name, order, param, msg) => {
    await refused(await search(mofaSearch(order)), param, msg);
    await refused(await file('excel', mofaSearch(order)), param, msg);
    await refused(await file('pdf', mofaSearch(order)), param, msg);
  });
});
