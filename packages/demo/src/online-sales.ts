// The demo generators that follow the card transactions (the marketplace's orders, the ministry's records)
// each read one merchant's online sales: its CyberSource (source CS) sales of the days they fill, oldest first.
import { isoDay, type DayNumber } from '@merchant-portal/contracts/dates';
import { cardTransactions } from '@merchant-portal/server/ingest';
import { and, asc, between, eq, type SQL } from 'drizzle-orm';

/** What each of them reads of a sale, besides its own columns. */
export const SALE_COLUMNS = {
  id: cardTransactions.id,
  businessDate: cardTransactions.businessDate,
  transactionAt: cardTransactions.transactionAt,
  amount: cardTransactions.amount,
  currency: cardTransactions.currency,
};

/** The merchant's online sales from `fromDay` to `toDay` that also meet the `more` conditions. */
export function onlineSalesOf(merchantCode: string, fromDay: DayNumber, toDay: DayNumber, ...more: SQL[]) {
  return and(
    eq(cardTransactions.merchantCode, merchantCode),
    eq(cardTransactions.source, 'CS'),
    eq(cardTransactions.transactionType, 'SALE'),
    ...more,
    between(cardTransactions.businessDate, isoDay(fromDay), isoDay(toDay)),
  );
}

/** Oldest first: by business day, then in the order they were stored. */
export const SALE_ORDER = [asc(cardTransactions.businessDate), asc(cardTransactions.id)];
