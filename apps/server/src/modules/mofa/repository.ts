// SQL of the MOFA search (spec part 2 §2, §3): a merchant's payments of a period, newest first, with the
// embassy, the flags and the references as conditions; the totals from the per-day counts unless a reference
// is asked for; every row in keyset batches for the files; the record of one card transaction (a payment's
// details); the embassies by location.
import { and, asc, between, eq, sql, type AnyColumn } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { keyOrder, type RowOf } from '../../db/lists.js';
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

function selectPayments(db: Executor) {
  return db
    .select({
      ...ORDER.key,
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

// The order of both list indexes (business day, then moment, then id, all descending).
const ORDER = keyOrder({ day: payments.businessDate, at: payments.transactionAt, id: payments.id });

/** One page: `size` rows after the first `offset`, newest first. */
export async function pageOfPayments(
  db: Executor,
  c: MofaCriteria,
  offset: number,
  size: number,
): Promise<MofaDbRow[]> {
  // Building this many-column select's SQL cost more CPU than running it: it is prepared once per shape.
  const query = prepared(db, shapeName('mofa_page', shapeOf(c)), (name) =>
    selectPayments(db)
      .where(matching(c, placeholders))
      .orderBy(...ORDER.newestFirst)
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare(name),
  );
  return query.execute({ ...valuesOf(c), limit: size, offset });
}

/** Every matching payment in batches, newest first: each batch reads on from the last one's key. */
export function paymentBatches(db: Executor, c: MofaCriteria, batchSize = 1000): AsyncGenerator<MofaDbRow[]> {
  return ORDER.batches(batchSize, () => selectPayments(db), matching(c));
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
  const [row] = await selectPayments(db)
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
