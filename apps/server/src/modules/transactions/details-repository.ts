// SQL of one payment's details: the card transaction by its id within the merchants a user may see, and the
// card transactions linked to it. Rows as the database gives them; mapping.ts makes the API's shape.
import { and, asc, eq, isNotNull, ne, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import { prepared } from '../../db/prepared.js';
import { branches } from '../../db/schema/merchants.js';
import { cardTransactions as ct } from '../../db/schema/transactions.js';

/** Amman's time of day of a card transaction, as the grids show it. */
const timeOfDay = sql<string>`to_char(${ct.transactionAt} at time zone 'Asia/Amman', 'HH24:MI:SS')`;

/**
 * The card transaction `id` if it is one of `merchantCodes`' (the id alone is unique; the merchant
 * condition is the scope), with its time of day in Amman and its branch's name. Served by the index on id.
 */
export async function transactionById(db: Executor, id: number, merchantCodes: readonly string[]) {
  if (merchantCodes.length === 0) return undefined;
  // Prepared once (db/prepared.ts): planning a statement over every monthly partition costs more than
  // running it, and the id alone cannot prune them.
  const query = prepared(db, 'tx_details_by_id', (name) =>
    db
      .select({ row: ct, time: timeOfDay, branchName: branches.branchName })
      .from(ct)
      .innerJoin(branches, eq(branches.branchId, ct.branchId))
      .where(
        and(eq(ct.id, sql.placeholder('id')), sql`${ct.merchantCode} = any(${sql.placeholder('codes')})`),
      )
      .limit(1)
      .prepare(name),
  );
  const [row] = await query.execute({ id, codes: [...merchantCodes] });
  return row;
}

export type DetailedRow = NonNullable<Awaited<ReturnType<typeof transactionById>>>;

/** At most this many linked transactions are shown. */
export const LINKED_LIMIT = 20;

/**
 * The card transactions linked to one: the same merchant's with the same merchant reference (the merchant's
 * own reference of the order, which a refund repeats from the sale it gives back) and the other transaction
 * type (a sale's refunds, a refund's sale), oldest first, at most LINKED_LIMIT. A transaction without a
 * reference is linked to none. Served by the partial index on (merchant_code, merchant_ref).
 */
export async function linkedTransactions(
  db: Executor,
  card: { merchantCode: string; merchantRef: string; id: number; transactionType: string },
) {
  // Prepared once, as the lookup by id: the reference alone cannot prune the monthly partitions either.
  const query = prepared(db, 'tx_details_linked', (name) =>
    db
      .select({
        id: ct.id,
        transactionType: ct.transactionType,
        businessDate: ct.businessDate,
        time: timeOfDay,
        amount: ct.amount,
        currency: ct.currency,
      })
      .from(ct)
      .where(
        and(
          eq(ct.merchantCode, sql.placeholder('merchantCode')),
          isNotNull(ct.merchantRef),
          eq(ct.merchantRef, sql.placeholder('merchantRef')),
          ne(ct.id, sql.placeholder('id')),
          ne(ct.transactionType, sql.placeholder('transactionType')),
        ),
      )
      .orderBy(asc(ct.transactionAt), asc(ct.id))
      .limit(LINKED_LIMIT)
      .prepare(name),
  );
  const { merchantCode, merchantRef, id, transactionType } = card;
  return query.execute({ merchantCode, merchantRef, id, transactionType });
}

export type LinkedRow = Awaited<ReturnType<typeof linkedTransactions>>[number];
