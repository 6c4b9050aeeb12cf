// SQL of the MOFA search (spec part 2 §2, §3): a merchant's payments of a period in the search's order (newest
// first unless another was asked for), with the embassy, the flags and the references as conditions; the
// totals from the per-day counts unless a reference is asked for; every row in keyset batches for the files;
// the record of one card transaction (a payment's details); the embassies by location.
import { MOFA_DEFAULT_SORT, type MofaOrder } from '@merchant-portal/contracts/schemas/mofa';
import { and, asc, between, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { listOrders, orderedNames, type KeyOrder, type RowOf } from '../../db/lists.js';
import { inline, placeholders, prepared, shapeName, type Bind } from '../../db/prepared.js';
import { embassies, mofaDailyCounts as counts, mofaPayments as payments } from '../../db/schema/mofa.js';

export interface MofaCriteria {
  merchantCode: string;
  /** Days as YYYY-MM-DD, both included. */
  from: string;
  to: string;
  /** Empty: every currency. */
  currency: string;
  /** Null: every embassy. */
  embassy: string | null;
  /** Exact references; null: no condition. */
  rrn: string | null;
  authCode: string | null;
  tranRefNo: string | null;
  /** True: flagged only; false: unflagged only; undefined: either. */
  isChargedBack?: boolean | undefined;
  isProcessed?: boolean | undefined;
  isPreArb?: boolean | undefined;
}

/** A search's values, by the names its prepared statements' placeholders have. */
const valuesOf = (c: MofaCriteria) => ({
  merchantCode: c.merchantCode,
  from: c.from,
  to: c.to,
  currency: c.currency,
  embassy: c.embassy,
  rrn: c.rrn,
  authCode: c.authCode,
  tranRefNo: c.tranRefNo,
  isChargedBack: c.isChargedBack,
  isProcessed: c.isProcessed,
  isPreArb: c.isPreArb,
});

type MofaBind = Bind<keyof ReturnType<typeof valuesOf>>;

/** Which optional conditions a search has: each combination is one prepared statement. */
const shapeOf = (c: MofaCriteria) => ({
  currency: Boolean(c.currency),
  embassy: c.embassy !== null,
  rrn: c.rrn !== null,
  authCode: c.authCode !== null,
  tranRefNo: c.tranRefNo !== null,
  chargedBack: c.isChargedBack !== undefined,
  processed: c.isProcessed !== undefined,
  preArb: c.isPreArb !== undefined,
});

const hasReference = (c: MofaCriteria) => c.rrn !== null || c.authCode !== null || c.tranRefNo !== null;

/** The conditions the payments and their per-day counts share: merchant, days, currency, embassy, flags. */
function sharedConditions(table: typeof payments | typeof counts, c: MofaCriteria, bind: MofaBind) {
  const flag = (column: AnyColumn, name: 'isChargedBack' | 'isProcessed' | 'isPreArb') =>
    c[name] === undefined ? undefined : eq(column, bind(name));
  return [
    eq(table.merchantCode, bind('merchantCode')),
    between(table.businessDate, bind('from'), bind('to')),
    c.currency ? eq(table.currency, bind('currency')) : undefined,
    c.embassy === null ? undefined : eq(table.embassyCode, bind('embassy')),
    flag(table.isChargedBack, 'isChargedBack'),
    flag(table.isProcessed, 'isProcessed'),
    flag(table.isPreArb, 'isPreArb'),
  ];
}

const matching = (c: MofaCriteria, bind: MofaBind = inline(valuesOf(c))) =>
  and(
    ...sharedConditions(payments, c, bind),
    c.rrn === null ? undefined : eq(payments.rrn, bind('rrn')),
    c.authCode === null ? undefined : eq(payments.authCode, bind('authCode')),
    c.tranRefNo === null ? undefined : eq(payments.referenceNumber, bind('tranRefNo')),
  );

/** A currency's matching payments: how many, and what the cards were charged in JOD. */
export interface MofaTotal {
  currency: string;
  count: number;
  totalAmountJod: string;
}

/**
 * How many payments match and their JOD sum, per currency, largest count first. Without a reference: sums of
 * the per-day counts (one row per day and kind, kept by triggers with the payments, the sum beside the
 * count). With one: the matching rows counted and summed, a handful found by its index. Prepared once per
 * shape, as the page is.
 */
export async function countPayments(db: Executor, c: MofaCriteria): Promise<MofaTotal[]> {
  const query = prepared(db, shapeName('mofa_count', shapeOf(c)), (name) => {
    const [table, conditions, count, jod] = hasReference(c)
      ? [payments, matching(c, placeholders), sql`count(*)`, sql`sum(${payments.totalAmountJod})`]
      : [
          counts,
          and(...sharedConditions(counts, c, placeholders)),
          sql`sum(${counts.paymentCount})`,
          sql`sum(${counts.totalAmountJodSum})`,
        ];
    const measures = {
      currency: sql<string>`${table.currency}`,
      count: sql<number>`coalesce(${count}, 0)::int`,
      totalAmountJod: sql<string>`coalesce(${jod}, 0)`,
    };
    return db
      .select(measures)
      .from(table)
      .where(conditions)
      .groupBy(table.currency)
      .having(sql`${measures.count} > 0`)
      .orderBy(sql`${measures.count} desc`, table.currency)
      .prepare(name);
  });
  return query.execute(valuesOf(c));
}

function selectPayments(db: Executor, order: KeyOrder) {
  return db
    .select({
      id: payments.id,
      day: sql<string>`${payments.businessDate}::text`,
      cursor: order.cursor,
      cardTransactionId: payments.cardTransactionId,
      referenceNumber: payments.referenceNumber,
      totalAmount: payments.totalAmount,
      tranStatus: payments.tranStatus,
      maskedPan: payments.maskedPan,
      requestNumber: payments.requestNumber,
      country: payments.country,
      rrn: payments.rrn,
      mrn: payments.mrn,
      amountInOrgCcy: payments.amountInOrgCcy,
      orgCurrency: payments.orgCurrency,
      embassyCode: payments.embassyCode,
      embassyLocation: embassies.location,
      fxRate: payments.fxRate,
      authCode: payments.authCode,
      surchargeAmount: payments.surchargeAmount,
      isChargedBack: payments.isChargedBack,
      isProcessed: payments.isProcessed,
      isPreArb: payments.isPreArb,
      mofaCalculationRequest: payments.mofaCalculationRequest,
      mofaPaymentNotification: payments.mofaPaymentNotification,
      cybersourceTransactionsDetails: payments.cybersourceTransactionsDetails,
      mofaPostedTransactions: payments.mofaPostedTransactions,
      transactionFxRate: payments.transactionFxRate,
      totalAmountJod: payments.totalAmountJod,
      surchargeFxRate: payments.surchargeFxRate,
    })
    .from(payments)
    .innerJoin(embassies, eq(embassies.code, payments.embassyCode))
    .$dynamic();
}

export type MofaDbRow = RowOf<typeof selectPayments>;

/**
 * The search's orders: by the payment's day and moment (the order of both list indexes, all descending, newest
 * first), by its total in the embassy's currency, or by what the card was charged in JOD; ties by id.
 */
const ORDERS = listOrders(
  {
    transactionDate: [payments.businessDate, payments.transactionAt],
    totalAmount: [payments.totalAmount],
    totalAmountJOD: [payments.totalAmountJod],
  },
  payments.id,
);
const NEWEST_FIRST = ORDERS(MOFA_DEFAULT_SORT);

/** One page: `size` rows after the first `offset`, in the order. */
export async function pageOfPayments(
  db: Executor,
  c: MofaCriteria,
  order: MofaOrder,
  offset: number,
  size: number,
): Promise<MofaDbRow[]> {
  const keyOrder = ORDERS(order);
  const names = orderedNames(shapeName('mofa_page', shapeOf(c)), order, MOFA_DEFAULT_SORT);
  // Building this many-column select's SQL cost more CPU than running it: it is prepared once per shape.
  const query = prepared(db, names.kept, () =>
    selectPayments(db, keyOrder)
      .where(matching(c, placeholders))
      .orderBy(...keyOrder.orderBy)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(names.statement),
  );
  return query.execute({ ...valuesOf(c), limit: size, offset });
}

/** Every matching payment in batches, in the order: each batch reads on from the last one's place. */
export function paymentBatches(
  db: Executor,
  c: MofaCriteria,
  order: MofaOrder,
  batchSize = 1000,
): AsyncGenerator<MofaDbRow[]> {
  const keyOrder = ORDERS(order);
  return keyOrder.batches(batchSize, () => selectPayments(db, keyOrder), matching(c));
}

/**
 * The ministry's record of one card transaction of the merchant, or none: found by the card transaction's key
 * (business day and id), which the unique index on the pair serves.
 */
export async function paymentOfCardTransaction(
  db: Executor,
  merchantCode: string,
  card: { businessDate: string; id: number },
): Promise<MofaDbRow | undefined> {
  const [row] = await selectPayments(db, NEWEST_FIRST)
    .where(
      and(
        eq(payments.cardBusinessDate, card.businessDate),
        eq(payments.cardTransactionId, card.id),
        eq(payments.merchantCode, merchantCode),
      ),
    )
    .limit(1);
  return row;
}

/** The embassies by location (then code), or the one embassy given. */
export async function embassyList(db: Executor, only: string | null) {
  return db
    .select({ embassyCode: embassies.code, embassyLocation: embassies.location })
    .from(embassies)
    .where(only === null ? undefined : eq(embassies.code, only))
    .orderBy(asc(embassies.location), asc(embassies.code));
}
