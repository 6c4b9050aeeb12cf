// The MOFA test file's data: 35 days of demo card payments with their MOFA records, one record of another
// merchant at embassy 12, Petra's administrator given the MOFA role; plain SQL of the same figures and the
// calls the tests make.
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import { formatDay, isoDay, todayInAmman } from '@merchant-portal/contracts/dates';
import type { MofaRow } from '@merchant-portal/contracts/schemas/mofa';
import { rollDemoMofaForward } from '@merchant-portal/demo/mofa/load';
import { mofaPayments } from '../db/schema/mofa.js';
import { useHarness, type FileHarness, type Harness } from './harness.js';
import { defaultSearch } from './search-filter.js';
import { grantGroup } from './users.js';

export const today = todayInAmman();
export const ALL = 'consular.all@4000000401';
export const BOUND = 'consular_12@4000000401';
export const ZAHRAN = 'zahran.admin@4000000101';
// Petra's administrator is given the MOFA role: the permission alone must not open another merchant.
export const PETRA = 'petra.admin@4000000194';
export const from = formatDay(today - 30);
export const to = formatDay(today - 1);
export const fromIso = isoDay(today - 30);
export const toIso = isoDay(today - 1);

async function seedMofa(harness: Harness): Promise<void> {
  await rollDemoMofaForward(harness.database.db, 'small', 7, today);
  // A payment of another merchant inside the period, at embassy 12: no Consular Fees user may see it.
  const [model] = await harness.database.db
    .select()
    .from(mofaPayments)
    .where(eq(mofaPayments.embassyCode, '12'))
    .limit(1);
  if (!model) throw new Error('no MOFA payment at embassy 12');
  const { id: _id, ...copy } = model;
  await harness.database.db.insert(mofaPayments).values({
    ...copy,
    merchantCode: '4000000194',
    businessDate: isoDay(today - 2),
    cardBusinessDate: isoDay(today - 2),
    cardTransactionId: 999_999_999,
    referenceNumber: 'MOFA-OTHER-1',
  });
  await grantGroup(harness.database.db, PETRA, 'MOFA_USERS');
}

let h: FileHarness;

/** The test file's harness over the data above and the file's own (`more`), its four users signed in. */
export function useMofa(more?: (harness: Harness) => Promise<void>): FileHarness {
  h = useHarness({
    transactions: { seed: 7, fromDay: today - 35, toDay: today - 1, scale: 0.3 },
    prepare: async (harness) => {
      await seedMofa(harness);
      await more?.(harness);
    },
    users: [ALL, BOUND, ZAHRAN, PETRA],
  });
  return h;
}

/** The MOFA screen's search: CyberSource, every branch, card and method, the merchant named. */
export const mofaSearch = (extra: Record<string, unknown> = {}) => ({
  ...defaultSearch(from, to),
  transactionName: 'CS',
  merchantCode: '4000000401',
  maxCount: 1000,
  offset: 0,
  ...extra,
});

export async function rowsOf(query: string): Promise<Record<string, unknown>[]> {
  const result: unknown = await h.database.db.execute(sql.raw(query));
  return (result as { rows: Record<string, unknown>[] }).rows;
}

/** The ids of Consular Fees' payments of the period matching `where`, newest first unless told, by plain SQL. */
export async function expectedIds(
  where = 'true',
  merchant = '4000000401',
  orderBy = 'business_date desc, transaction_at desc, id desc',
): Promise<string[]> {
  // Named apart from the column: ORDER BY would take an output column named id, and sort its text.
  const rows = await rowsOf(`
    select id::text as found from mofa_payments
    where merchant_code = '${merchant}' and business_date between '${fromIso}' and '${toIso}' and (${where})
    order by ${orderBy}`);
  return rows.map((row) => String(row.found));
}

export type Totals = { currency: string; count: number; sums: Record<string, number> }[];

/** The totals of Consular Fees' payments of the period matching `where`, per currency, by plain SQL. */
export async function expectedTotals(where = 'true', merchant = '4000000401'): Promise<Totals> {
  const rows = await rowsOf(`
    select currency, count(*)::int as n, sum(total_amount_jod)::text as jod from mofa_payments
    where merchant_code = '${merchant}' and business_date between '${fromIso}' and '${toIso}' and (${where})
    group by currency order by n desc, currency`);
  return rows.map((row) => ({
    currency: String(row.currency),
    count: Number(row.n),
    sums: { totalAmountJOD: Number(row.jod) },
  }));
}

export async function search(body: object, user = ALL, currency = 'JOD') {
  return h.call('transactionSearch', { headers: h.sessions[user], query: { currency }, body } as never);
}

export async function found(body: object, user = ALL, currency = 'JOD') {
  const reply = await search(body, user, currency);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<{ totalElements: number; content: MofaRow[]; totals: Totals }>();
}

export async function file(format: 'excel' | 'pdf', body: object, user = ALL) {
  return h.call('mofaFile', {
    headers: h.sessions[user],
    params: { format },
    query: { currency: 'JOD' },
    body,
  } as never);
}

/** One payment of the period at the embassy, the newest, with its references. */
export async function paymentAt(embassy: string) {
  const [row] = await rowsOf(`
    select id::text as id, rrn, auth_code, reference_number from mofa_payments
    where merchant_code = '4000000401' and embassy_code = '${embassy}'
      and business_date between '${fromIso}' and '${toIso}'
    order by business_date desc, transaction_at desc, id desc limit 1`);
  if (!row) throw new Error(`no payment at embassy ${embassy}`);
  return {
    id: String(row.id),
    rrn: String(row.rrn),
    authCode: String(row.auth_code),
    referenceNumber: String(row.reference_number),
  };
}
