// Demo orders of the Shopix & Emart marketplace: one order per card payment its two CyberSource storefronts
// took (the demo card transactions), with the customer, the items, the delivery and the day the marketplace
// settles the order to the merchant. Rolled forward to the last day of card transactions at every start.
import { createHash } from 'node:crypto';
import { dayFromIso, isoDay, todayInAmman, type DayNumber } from '@merchant-portal/contracts/dates';
import type { MarketplaceScheme } from '@merchant-portal/contracts/schemas/marketplace';
import { and, eq } from 'drizzle-orm';
import { branches, cardTransactions, type Database, marketplaceOrders } from '@merchant-portal/server/ingest';
import { nextBankingDay } from './calendar.js';
import { fillDaysAfterCardPayments } from './demo-state.js';
import { onlineSalesOf, SALE_COLUMNS, SALE_ORDER } from './online-sales.js';
import { createRandom, seedOf, weighted } from './random.js';

export const MARKETPLACE_MERCHANT = '4000000701';
const STATE = 'marketplace-orders';
const DEMO_ORDER_DAYS = { full: 395, small: 60 } as const;

/** The storefront each of the merchant's CyberSource branches is (by branch name). */
const SCHEME_OF_BRANCH: Record<string, MarketplaceScheme> = { Shopix: 'SHOPIX', Emart: 'EMART' };

interface SchemeHabits {
  prefix: string;
  /** Days from the order to its delivery: [min, max]. */
  deliveryDays: [number, number];
}

const HABITS: Record<MarketplaceScheme, SchemeHabits> = {
  SHOPIX: { prefix: 'SHX', deliveryDays: [1, 3] },
  EMART: { prefix: 'EMT', deliveryDays: [2, 5] },
};

const ITEM_COUNTS: [number, number][] = [
  [1, 40],
  [2, 25],
  [3, 15],
  [4, 9],
  [5, 6],
  [6, 3],
  [8, 2],
];

interface Payment {
  id: number;
  businessDate: string;
  transactionAt: Date;
  merchantRef: string | null;
  cardToken: string;
  amount: string;
  currency: string;
  branchName: string;
}

/**
 * The order a payment paid, the same for the same seed and payment: its id carries the storefront, the day and
 * the payment's sequence of that day; the customer reference follows the card, so a repeat customer keeps it.
 */
function orderOf(payment: Payment, seed: number) {
  const scheme = SCHEME_OF_BRANCH[payment.branchName];
  if (!scheme || payment.merchantRef === null) return null;
  const habits = HABITS[scheme];
  const random = createRandom(seedOf(seed, 'order', payment.merchantRef));
  const day = dayFromIso(payment.businessDate);
  const sequence = payment.merchantRef.split('-').at(-1) ?? '0';
  const deliveredOn = day + random.int(...habits.deliveryDays);
  const customer = createHash('sha256').update(`customer:${seed}:${payment.cardToken}`).digest('hex');
  return {
    merchantCode: MARKETPLACE_MERCHANT,
    orderId: `${habits.prefix}-${payment.businessDate.replaceAll('-', '')}-${sequence.padStart(5, '0')}`,
    scheme,
    orderDate: payment.businessDate,
    orderedAt: payment.transactionAt,
    customerReference: `CUS-${customer.slice(0, 8).toUpperCase()}`,
    itemCount: weighted(random, ITEM_COUNTS),
    amount: payment.amount,
    currency: payment.currency,
    deliveredOn: isoDay(deliveredOn),
    cardBusinessDate: payment.businessDate,
    cardTransactionId: payment.id,
    // The marketplace pays the merchant two banking days after the customer has the goods (the first banking
    // day from the second day after delivery).
    merchantSettlementDate: isoDay(nextBankingDay(deliveredOn + 1)),
  };
}

/**
 * Fills the marketplace's orders from the day after the last one stored (or the size's first day) up to the
 * last day of card transactions: one order per CyberSource sale of either storefront.
 */
export async function rollDemoOrdersForward(
  db: Database,
  size: keyof typeof DEMO_ORDER_DAYS,
  seed: number,
  today: DayNumber = todayInAmman(),
): Promise<number> {
  const generator = { name: STATE, days: DEMO_ORDER_DAYS[size], today, table: marketplaceOrders };
  return fillDaysAfterCardPayments(db, generator, async (fromDay, toDay) => {
    const payments: Payment[] = await db
      .select({
        ...SALE_COLUMNS,
        merchantRef: cardTransactions.merchantRef,
        cardToken: cardTransactions.cardToken,
        branchName: branches.branchName,
      })
      .from(cardTransactions)
      .innerJoin(
        branches,
        and(
          eq(branches.merchantCode, cardTransactions.merchantCode),
          eq(branches.branchId, cardTransactions.branchId),
        ),
      )
      .where(onlineSalesOf(MARKETPLACE_MERCHANT, fromDay, toDay))
      .orderBy(...SALE_ORDER);
    return payments.flatMap((payment) => orderOf(payment, seed) ?? []);
  });
}
