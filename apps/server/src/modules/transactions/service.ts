// Card transactions as the screens read them: the tenant scope (from the merchants module), then the rows,
// totals and reports of the repository in the API's shapes (mapping.ts).
import {
  ALL_BRANCHES,
  type AggregateReply,
  type CategoryItem,
  type DccSummaryRow,
  type ExportFilter,
  type PaymentSummaryRow,
  type SummaryReportRow,
  type TransactionFilter,
  type TransactionReadReply,
  type TransactionRow,
} from '@merchant-portal/contracts/schemas/transactions';
import type { ListTotals } from '@merchant-portal/contracts/schemas/totals';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import {
  isSpecialMerchant,
  modeeColumns,
  transactionColumns,
  type ColumnSpec,
} from '@merchant-portal/contracts/transaction-columns';
import { sourceSpec } from '@merchant-portal/contracts/transaction-sources';
import type { Executor } from '../../db/client.js';
import { roundMoney } from '../../lib/api-values.js';
import { AppError } from '../../lib/errors.js';
import type { AuthContext } from '../../lib/request-context.js';
import { resolveBranches } from '../merchants/service.js';
import { toDccSummary, toPaymentSummaryRow, toSummaryReportRow, toTransactionRow } from './mapping.js';
import * as repo from './repository.js';

export type { SearchCriteria, SearchScope } from './repository.js';

/**
 * What a request may read: a merchant of the user's group and branches of that merchant (403 for any
 * other), and the currency.
 */
export async function searchScope(
  db: Executor,
  auth: AuthContext,
  filter: Pick<TransactionFilter, 'aticoMerchantCode' | 'branchId'>,
  currency: string,
): Promise<repo.SearchScope> {
  const branchIds = filter.branchId === ALL_BRANCHES ? null : filter.branchId.split(',');
  const scope = await resolveBranches(db, auth, filter.aticoMerchantCode, branchIds);
  return { ...scope, currency };
}

/** The sum each money column of the grids is read from. */
const SUM_OF: Partial<Record<string, keyof repo.CurrencySums>> = {
  transactionAmount: 'amount',
  fixedAmount: 'fixed',
  mdrAmount: 'mdr',
  netAmount: 'net',
  share: 'share',
};

/**
 * The totals strip of a source on a screen: per currency, its count and the sums of the money columns the
 * screen's grid shows for that source (its column specs, so the grid and the strip cannot disagree).
 */
function totalsOf(
  screen: TransactionScreen,
  source: string,
  groups: readonly repo.CurrencySums[],
): ListTotals {
  if (sourceSpec(source).columns.set === 'dcc') return [];
  const columns = screen === 'modee' ? modeeColumns(source, []) : transactionColumns(source, '', []);
  const fields = columns.flatMap(({ field, kind }) => {
    const sum = kind === 'amount' ? SUM_OF[field] : undefined;
    return sum ? [[field, sum] as const] : [];
  });
  return groups.map((group) => ({
    currency: group.currency,
    count: group.count,
    sums: Object.fromEntries(fields.map(([field, sum]) => [field, roundMoney(group[sum] ?? 0)])),
  }));
}

/**
 * A page of the search, the total of the filter and its totals per currency (DCC: the merchant's one summary
 * row, which is its own total, so no totals strip).
 */
export async function searchTransactions(
  db: Executor,
  auth: AuthContext,
  filter: TransactionFilter,
  currency: string,
  screen: TransactionScreen = 'transactions',
): Promise<TransactionReadReply> {
  const scope = await searchScope(db, auth, filter, currency);
  if (sourceSpec(filter.transactionName).isDccSummary) {
    const content = await dccSummary(db, scope, filter);
    return { totalElements: content.length, content, totals: [] };
  }
  // Past the first page, the rows per day (their sum is the total) tell which day the page starts on, so a
  // deep page costs about what the first one does; the first page needs the totals alone. Either read
  // gives the totals per currency with the count.
  const days = filter.offset > 0 ? await repo.dayCounts(db, scope, filter) : null;
  const groups = days ? days.totals : await repo.countTransactions(db, scope, filter);
  const totals = totalsOf(screen, filter.transactionName, groups);
  const totalElements = groups.reduce((sum, { count }) => sum + count, 0);
  if (totalElements <= filter.offset) return { totalElements, content: [], totals };
  const landing = days ? repo.landingOf(days.days, filter.offset) : null;
  const rows = await repo.listTransactions(db, scope, filter, landing);
  return { totalElements, content: rows.map(toTransactionRow), totals };
}

/** The whole filtered set in batches, newest first, for files (keyset paging: every batch costs the same). */
export async function* transactionBatches(
  db: Executor,
  scope: repo.SearchScope,
  filter: repo.SearchCriteria,
  batchSize?: number,
): AsyncGenerator<TransactionRow[]> {
  for await (const rows of repo.transactionBatches(db, scope, filter, batchSize)) {
    yield rows.map(toTransactionRow);
  }
}

export async function dccSummary(
  db: Executor,
  scope: repo.SearchScope,
  filter: repo.SearchCriteria,
): Promise<DccSummaryRow[]> {
  return toDccSummary(scope.merchant, await repo.dccCounts(db, scope, filter));
}

/** The summaries and the one-day details belong to the special merchant's users alone (part 2 §6). */
export function requireSpecialMerchant(auth: AuthContext): void {
  if (!isSpecialMerchant(auth.merchantCode)) throw new AppError(403, '403', MESSAGES.forbidden);
}

/** The special merchant's Summary Report: per posting date and card scheme. */
export async function summaryReport(
  db: Executor,
  scope: repo.SearchScope,
  filter: repo.SearchCriteria,
): Promise<SummaryReportRow[]> {
  return (await repo.summaryRows(db, scope, filter)).map(toSummaryReportRow);
}

/** The special merchant's Payment Summary Report: what is paid to the merchant per posting date. */
export async function paymentSummary(
  db: Executor,
  scope: repo.SearchScope,
  filter: repo.SearchCriteria,
): Promise<PaymentSummaryRow[]> {
  return (await repo.paymentRows(db, scope, filter)).map((row) => toPaymentSummaryRow(scope.merchant, row));
}

/** Both reports of the filtered period, for the screen. */
export async function aggregate(
  db: Executor,
  auth: AuthContext,
  filter: ExportFilter,
  currency: string,
): Promise<AggregateReply> {
  requireSpecialMerchant(auth);
  const scope = await searchScope(db, auth, filter, currency);
  const [summary, paymentSummaryRows] = await Promise.all([
    summaryReport(db, scope, filter),
    paymentSummary(db, scope, filter),
  ]);
  return { summary, paymentSummary: paymentSummaryRows };
}

/** The ride-hailing categories (the Careem picker), in their order. */
export async function categories(db: Executor): Promise<CategoryItem[]> {
  return repo.rideCategoryList(db);
}

/**
 * How many loads have added to the merchant's card transactions: the statement that stores them counts it up,
 * so any figure computed from them is current while this number stays the same.
 */
export async function dataVersion(db: Executor, merchantCode: string): Promise<number> {
  return repo.dataVersion(db, merchantCode);
}

/** Which screen's columns a file has. */
export type TransactionScreen = 'transactions' | 'modee';

/** One batch of rows, for a file of a report read at once (read when the file asks, so a failure has a taker). */
export async function* once<R>(read: () => Promise<R[]>): AsyncGenerator<R[]> {
  yield await read();
}

/** A file's table: its title and subtitle, its columns and what it says when it has no rows. */
export interface FileTable {
  title: string;
  subtitle: string;
  columns: readonly ColumnSpec<string>[];
  emptyText: string;
}

/** The Transactions or MoDEE screen's table for a filter: its columns and what the file is about. */
export function transactionTable(
  scope: repo.SearchScope,
  screen: TransactionScreen,
  filter: repo.SearchCriteria,
  roles: readonly string[],
): FileTable {
  const { merchant, branchIds } = scope;
  const subtitle =
    `${merchant.merchantCode} - ${merchant.merchantName} · ${sourceSpec(filter.transactionName).label} · ` +
    `${filter.fromDate} to ${filter.toDate}` +
    (branchIds === null ? '' : ` · branches ${branchIds.join(', ')}`);
  return {
    title: screen === 'modee' ? 'MoDEE Transactions' : 'Transactions',
    subtitle,
    emptyText: MESSAGES.noTransactionsFound,
    columns:
      screen === 'modee'
        ? modeeColumns(filter.transactionName, roles)
        : transactionColumns(filter.transactionName, merchant.merchantCode, roles),
  };
}

/** Every row of a filter for its file: the merchant's one summary row for DCC, else every transaction. */
export function transactionRows(
  db: Executor,
  scope: repo.SearchScope,
  filter: repo.SearchCriteria,
): AsyncIterable<readonly object[]> {
  return sourceSpec(filter.transactionName).isDccSummary
    ? once(() => dccSummary(db, scope, filter))
    : transactionBatches(db, scope, filter);
}

/** Card transactions written by other modules' actions (an approved booking refund), with their roll-ups. */
export { insertCardTransactions, PLAIN_PAYMENT_EXTRAS } from './ingest.js';
