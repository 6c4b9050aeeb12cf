// Demo MOFA payments (spec part 2 §2): one ministry record per CyberSource payment of Consular Fees (the demo
// card transactions of its Consular Services branch): the embassy, the fee in its currency, the rates that
// make the card's JOD amount, the charge-back, pre-arbitration and processing flags and the four messages.
// Rolled forward to the last day of card transactions at every start; `--mofa N` adds N more for benchmarks.
import { isoDay, todayInAmman, type DayNumber } from '@merchant-portal/contracts/dates';
import {
  cardTransactions,
  type Database,
  embassies,
  type Executor,
  mofaPayments,
} from '@merchant-portal/server/ingest';
import { and, eq, sql } from 'drizzle-orm';
import { fillDaysAfterCardPayments } from '../demo-state.js';
import { onlineSalesOf, SALE_COLUMNS, SALE_ORDER } from '../online-sales.js';
import { DEMO_EMBASSIES } from '../embassies.js';
import { MOFA_MERCHANT, POSTING_DAYS, paymentsOf, type CardPayment } from './records.js';

const STATE = 'mofa-payments';
const DEMO_PAYMENT_DAYS = { full: 395, small: 60 } as const;

/** Stores the demo embassies (again with every roll: a new one in the list is added). */
export async function saveEmbassies(db: Executor): Promise<void> {
  await db
    .insert(embassies)
    .values(DEMO_EMBASSIES.map(({ code, location, country }) => ({ code, location, country })))
    .onConflictDoNothing();
}
/**
 * The payments notified and past their posting days are processed now: a restart days later finds the
 * demo's recent payments posted, as they would be.
 */
async function postNotifiedPayments(db: Executor, today: DayNumber): Promise<void> {
  await db
    .update(mofaPayments)
    .set({
      isProcessed: true,
      mofaPostedTransactions: sql`'{"postingId":"PST-' || ${mofaPayments.referenceNumber} || '","postedOn":"' || (${mofaPayments.businessDate} + 3)::text || '"}'`,
    })
    .where(
      and(
        eq(mofaPayments.merchantCode, MOFA_MERCHANT),
        eq(mofaPayments.isProcessed, false),
        sql`${mofaPayments.mofaPaymentNotification} is not null`,
        sql`${mofaPayments.businessDate} < ${isoDay(today - POSTING_DAYS)}::date`,
      ),
    );
}

/**
 * Fills the ministry's records from the day after the last one stored (or the size's first day) up to the
 * last day of card transactions: one per CyberSource sale of Consular Fees.
 */
export async function rollDemoMofaForward(
  db: Database,
  size: keyof typeof DEMO_PAYMENT_DAYS,
  seed: number,
  today: DayNumber = todayInAmman(),
): Promise<number> {
  await saveEmbassies(db);
  await postNotifiedPayments(db, today);
  const generator = { name: STATE, days: DEMO_PAYMENT_DAYS[size], today, table: mofaPayments };
  return fillDaysAfterCardPayments(db, generator, async (fromDay, toDay) => {
    const cardPayments: CardPayment[] = await db
      .select({
        ...SALE_COLUMNS,
        merchantRef: sql<string>`${cardTransactions.merchantRef}`,
        maskedPan: cardTransactions.maskedPan,
        rrn: cardTransactions.rrn,
        authCode: cardTransactions.authCode,
      })
      .from(cardTransactions)
      .where(
        onlineSalesOf(
          MOFA_MERCHANT,
          fromDay,
          toDay,
          // The fees are charged in JOD (a database seeded before they were also holds USD and ILS payments).
          eq(cardTransactions.currency, 'JOD'),
          sql`${cardTransactions.merchantRef} is not null`,
        ),
      )
      .orderBy(...SALE_ORDER);
    return paymentsOf(cardPayments, seed, today);
  });
}
