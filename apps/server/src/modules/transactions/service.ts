// Card transactions as the screens read them: the tenant scope (from the merchants module), then the rows,
// totals and reports of the repository, and one payment's details, in the API's shapes (mapping.ts). The
// calls are TransactionService's; the scope and the readers of rows and reports stay functions of an
// executor, since the reports library and the dashboards read them inside their own work.
import {
  ALL_BRANCHES,
  type AggregateReply,
  type CategoryItem,
  type DccSummaryRow,
  sameDayIssue,
  type ExportFilter,
  type ExportFormat,
  type PaymentSummaryRow,
  type SummaryReport,
  type SummaryReportRow,
  type TransactionDetailsQuery,
  type TransactionExportFilter,
  type TransactionFilter,
  type TransactionReadReply,
  type TransactionRow,
} from '@merchant-portal/contracts/schemas/transactions';
import type { ListTotals } from '@merchant-portal/contracts/schemas/totals';
import type { TransactionDetails } from '@merchant-portal/contracts/schemas/transaction-details';
import { columnIssues, pickColumns } from '@merchant-portal/contracts/file-columns';
import { fillTemplate, MESSAGES } from '@merchant-portal/contracts/messages';
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import {
  isSpecialMerchant,
  modeeColumns,
  transactionColumns,
} from '@merchant-portal/contracts/transaction-columns';
import { sourceSpec } from '@merchant-portal/contracts/transaction-sources';
import { describeSearchTerm, hasSearchText, parseSearchTerm } from '@merchant-portal/contracts/search-term';
import type { Database, Executor } from '../../db/client.js';
import { roundMoney } from '../../lib/api-values.js';
import { AppError } from '../../lib/errors.js';
import { excelFile, periodPart, tableFile, type FileTable } from '../../lib/exports/files.js';
import type { AuthContext } from '../../lib/request-context.js';
import type { FileBody } from '../../lib/exports/files.js';
import { merchantGroupOf, resolveBranches } from '../merchants/service.js';
import { mofaRecordOf } from '../mofa/service.js';
import * as detailsRepo from './details-repository.js';
import { DETAIL_COLUMNS, summaryTable } from './exports.js';
import {
  toDccSummary,
  toPaymentSummaryRow,
  toSummaryReportRow,
  toTransactionDetails,
  toTransactionRow,
} from './mapping.js';
import * as reportsRepo from './reports-repository.js';
import * as repo from './repository.js';
import * as totalsRepo from './totals-repository.js';

export type { SearchCriteria, SearchScope } from './repository.js';
export type { FileTable } from '../../lib/exports/files.js';
// How many loads have added to the merchant's card transactions (the statement that stores them counts it
// up): a figure computed from them is current while this number stays the same.
export { dataVersion } from './reports-repository.js';

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
const SUM_OF: Partial<Record<string, keyof totalsRepo.CurrencySums>> = {
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
  groups: readonly totalsRepo.CurrencySums[],
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

/** The whole filtered set in batches, in the search's order, for files (keyset paging: never OFFSET). */
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
  return toDccSummary(scope.merchant, await reportsRepo.dccCounts(db, scope, filter));
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
  return (await reportsRepo.summaryRows(db, scope, filter)).map(toSummaryReportRow);
}

/** The special merchant's Payment Summary Report: what is paid to the merchant per posting date. */
export async function paymentSummary(
  db: Executor,
  scope: repo.SearchScope,
  filter: repo.SearchCriteria,
): Promise<PaymentSummaryRow[]> {
  return (await reportsRepo.paymentRows(db, scope, filter)).map((row) =>
    toPaymentSummaryRow(scope.merchant, row),
  );
}

/** Which screen's columns a file has. */
export type TransactionScreen = 'transactions' | 'modee';

/** One batch of rows, for a file of a report read at once (read when the file asks, so a failure has a taker). */
export async function* once<R>(read: () => Promise<R[]>): AsyncGenerator<R[]> {
  yield await read();
}

/** What a file's search text and amount range kept, so its reader knows the rows are not the whole period. */
function searchSubtitle(filter: repo.SearchCriteria): string[] {
  const term = hasSearchText(filter.search) ? parseSearchTerm(filter.search) : null;
  const [low, high] = [filter.amountFrom, filter.amountTo].map((bound) => bound?.toFixed(3));
  const range =
    low && high
      ? fillTemplate(phrase('Amount {{from}} to {{to}}'), { from: low, to: high })
      : low
        ? fillTemplate(phrase('Amount from {{from}}'), { from: low })
        : high
          ? fillTemplate(phrase('Amount up to {{to}}'), { to: high })
          : null;
  return [...(term ? [describeSearchTerm(term)] : []), ...(range ? [range] : [])];
}

/** The Transactions or MoDEE screen's table for a filter: its columns and what the file is about. */
export function transactionTable(
  scope: repo.SearchScope,
  screen: TransactionScreen,
  filter: repo.SearchCriteria,
  roles: readonly string[],
): FileTable {
  const { merchant, branchIds } = scope;
  const subtitle = [
    `${merchant.merchantCode} - ${merchant.merchantName}`,
    sourceSpec(filter.transactionName).label,
    periodPart(filter.fromDate, filter.toDate),
    ...(branchIds === null
      ? []
      : [fillTemplate(phrase('Branches {{branches}}'), { branches: branchIds.join(', ') })]),
    ...searchSubtitle(filter),
  ];
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

/**
 * The columns a file was asked for, in that order, each one of the table's (which depend on the screen, the
 * source, the merchant and the roles, so only the server can check them); the table's default ones otherwise.
 */
function chosenColumns(table: FileTable, fields: readonly string[] | undefined): FileTable {
  const issues = fields === undefined ? [] : columnIssues(fields, table.columns);
  if (issues.length > 0) {
    const errors = issues.map(({ index, message }) => ({ param: `columns.${index}`, msg: message }));
    throw new AppError(400, '400', MESSAGES.validationErrors, errors);
  }
  return { ...table, columns: pickColumns(table.columns, fields) };
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

/** The card-transaction calls: the searches, the special merchant's reports, the categories and the files. */
export class TransactionService {
  constructor(private readonly db: Database) {}

  /**
   * A page of the search, the total of the filter and its totals per currency (DCC: the merchant's one summary
   * row, which is its own total, so no totals strip).
   */
  async search(
    auth: AuthContext,
    filter: TransactionFilter,
    currency: string,
    screen: TransactionScreen = 'transactions',
  ): Promise<TransactionReadReply> {
    const scope = await searchScope(this.db, auth, filter, currency);
    if (sourceSpec(filter.transactionName).isDccSummary) {
      const content = await dccSummary(this.db, scope, filter);
      return { totalElements: content.length, content, totals: [] };
    }
    // Past the first page, the rows per day (their sum is the total) tell which day the page starts on, so a
    // deep page costs about what the first one does; the first page needs the totals alone. Either read
    // gives the totals per currency with the count. Days tell a page's place newest first only; another
    // order, or a search the roll-ups cannot count, pages by its offset.
    const lands = filter.offset > 0 && repo.isNewestFirst(repo.orderOf(filter));
    const days = lands ? await totalsRepo.dayCounts(this.db, scope, filter) : null;
    const groups = days ? days.totals : await totalsRepo.countTransactions(this.db, scope, filter);
    const totals = totalsOf(screen, filter.transactionName, groups);
    const totalElements = groups.reduce((sum, { count }) => sum + count, 0);
    if (totalElements <= filter.offset) return { totalElements, content: [], totals };
    const landing = days ? totalsRepo.landingOf(days.days, filter.offset) : null;
    const rows = await repo.listTransactions(this.db, scope, filter, landing);
    return { totalElements, content: rows.map(toTransactionRow), totals };
  }

  /** Both reports of the filtered period, for the screen. */
  async aggregate(auth: AuthContext, filter: ExportFilter, currency: string): Promise<AggregateReply> {
    requireSpecialMerchant(auth);
    const scope = await searchScope(this.db, auth, filter, currency);
    const [summary, paymentSummaryRows] = await Promise.all([
      summaryReport(this.db, scope, filter),
      paymentSummary(this.db, scope, filter),
    ]);
    return { summary, paymentSummary: paymentSummaryRows };
  }

  /**
   * One card transaction whole, with the transactions linked to it and its MOFA record. The user may open a
   * transaction of a merchant of their group: any of them with the card or MoDEE permission, with the MOFA
   * permission alone only one carrying a MOFA record they may read (an embassy user: of their embassy). Any
   * other answers as an unknown id does, 404, so another merchant's ids cannot be told from missing ones.
   */
  async details(auth: AuthContext, id: string): Promise<TransactionDetails> {
    const notFound = () => new AppError(404, '404', MESSAGES.transactionNotFound);
    // Ids are read as numbers: one past the safe range would round to another id, and none is stored there.
    const number = Number(id);
    if (!Number.isSafeInteger(number)) throw notFound();
    const group = await merchantGroupOf(this.db, auth);
    const found = await detailsRepo.transactionById(
      this.db,
      number,
      group.map((merchant) => merchant.merchantCode),
    );
    const merchant = group.find((item) => item.merchantCode === found?.row.merchantCode);
    if (!found || !merchant) throw notFound();
    const { row } = found;
    // Both at once: neither depends on the other, and a refused payment simply discards the links read.
    const [mofa, linked] = await Promise.all([
      mofaRecordOf(this.db, auth, row),
      row.merchantRef === null
        ? []
        : detailsRepo.linkedTransactions(this.db, { ...row, merchantRef: row.merchantRef }),
    ]);
    const readsCards =
      auth.permissions.has('transactions:read') || auth.permissions.has('modee-transactions:read');
    if (!readsCards && mofa === null) throw notFound();
    return toTransactionDetails(merchant, found, linked, mofa);
  }

  /** The ride-hailing categories (the Careem picker), in their order. */
  async categories(): Promise<CategoryItem[]> {
    return reportsRepo.rideCategoryList(this.db);
  }

  /**
   * The Transactions or MoDEE screen's result as a file: every row of the filter and its search, in the
   * screen's order, not just a page, with the columns the grid shows.
   */
  async transactionFile(
    auth: AuthContext,
    screen: TransactionScreen,
    filter: TransactionExportFilter,
    currency: string,
    format: ExportFormat,
  ): Promise<FileBody> {
    const scope = await searchScope(this.db, auth, filter, currency);
    const table = chosenColumns(transactionTable(scope, screen, filter, auth.roles), filter.columns);
    return tableFile(scope.merchant.merchantCode, format, table, () =>
      transactionRows(this.db, scope, filter),
    );
  }

  /** The special merchant's Summary Report or Payment Summary Report for the filter's period. */
  async summaryFile(
    auth: AuthContext,
    report: SummaryReport,
    filter: ExportFilter,
    format: ExportFormat,
  ): Promise<FileBody> {
    requireSpecialMerchant(auth);
    const scope = await searchScope(this.db, auth, filter, 'JOD');
    const table = summaryTable(scope, report, filter);
    const read = report === 'summary' ? summaryReport : paymentSummary;
    return tableFile(scope.merchant.merchantCode, format, table, () =>
      once<object>(() => read(this.db, scope, filter)),
    );
  }

  /**
   * The special merchant's transaction details of one day (GET download-trans-data). Only a user of the
   * special merchant may use it (part 2 §6), and only for a merchant of the user's group.
   */
  async detailsFile(auth: AuthContext, query: TransactionDetailsQuery): Promise<FileBody> {
    requireSpecialMerchant(auth);
    const sameDay = sameDayIssue(query.fromDate, query.toDate);
    if (sameDay) throw new AppError(400, '400', sameDay, [{ param: 'toDate', msg: sameDay }]);
    const filter = {
      ...query,
      aticoMerchantCode: query.merchantCode,
      branchId: ALL_BRANCHES,
      category: 'ALL',
    };
    const scope = await searchScope(this.db, auth, filter, '');
    return excelFile(scope.merchant.merchantCode, 'Transaction Details', DETAIL_COLUMNS, () =>
      transactionBatches(this.db, scope, filter),
    );
  }
}

/** Card transactions written by other modules' actions (an approved booking refund), with their roll-ups. */
export {
  CARD_TRANSACTION_COLUMN_LIST,
  CARD_TRANSACTION_FIELDS,
  MASKED_PAN,
  ensurePartitions,
  insertCardTransactions,
  moveCardTransactions,
  PLAIN_PAYMENT_EXTRAS,
  type NewCardTransaction,
} from './ingest.js';
