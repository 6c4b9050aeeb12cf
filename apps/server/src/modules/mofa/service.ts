// MOFA payments as the screen and its files read them (spec part 2 §2, §4, §7): the merchant scope (the
// merchants module), the embassy an embassy user is bound to, then the repository's rows in the API's shape.
import { isoDay, parseDay } from '@merchant-portal/contracts/dates';
import { pickColumns } from '@merchant-portal/contracts/file-columns';
import { fillTemplate, MESSAGES } from '@merchant-portal/contracts/messages';
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import { isEmbassyUser } from '@merchant-portal/contracts/permissions';
import {
  MOFA_COLUMNS,
  MOFA_MESSAGES,
  embassyPartOfUsername,
  mofaOrderOf,
  type EmbassyItem,
  type MofaExportFilter,
  type MofaReadReply,
  type MofaRow,
  type TransactionReadFilter,
} from '@merchant-portal/contracts/schemas/mofa';
import { ALL_BRANCHES, type ExportFormat } from '@merchant-portal/contracts/schemas/transactions';
import { hasSearchText } from '@merchant-portal/contracts/search-term';
import type { Database, Executor } from '../../db/client.js';
import { ddmmyyyy, roundMoney } from '../../lib/api-values.js';
import { maskCardNumbers } from '../../lib/card-numbers.js';
import { AppError } from '../../lib/errors.js';
import { periodPart, tableFile } from '../../lib/exports/files.js';
import type { AuthContext } from '../../lib/request-context.js';
import type { FileBody } from '../../lib/exports/files.js';
import { resolveMerchant } from '../merchants/service.js';
import * as repo from './repository.js';

/** The MOFA filter: the search's or the file's body (the file ignores the paging fields). */
type MofaFilter = Omit<TransactionReadFilter, 'maxCount' | 'offset'> | MofaExportFilter;

const forbidden = () => new AppError(403, '403', MESSAGES.forbidden);
const invalid = (param: string, msg: string) =>
  new AppError(400, '400', MESSAGES.validationErrors, [{ param, msg }]);

/** The search needs the MOFA permission; the card search on the same path another (part 2 §7). */
function requireMofaAccess(auth: AuthContext): void {
  if (!auth.permissions.has('mofa-transactions:read')) throw forbidden();
}

/**
 * The embassy a user is bound to (part 2 §4), as stored on the user, never read from the username again: an
 * embassy user bound to one reads that embassy only, one whose binding is unresolved reads nothing (403);
 * anyone else (null) reads every embassy.
 */
function boundEmbassy(auth: AuthContext): string | null {
  if (!isEmbassyUser(auth.roles)) return null;
  if (auth.embassy.unresolved) throw new AppError(403, '403', MOFA_MESSAGES.unresolvedEmbassy);
  return auth.embassy.code;
}

/** Whether a user's MOFA reads cover an embassy's payments: `boundEmbassy`'s rule, as a yes or no. */
function readsEmbassy(auth: AuthContext, embassyCode: string): boolean {
  if (!isEmbassyUser(auth.roles)) return true;
  return !auth.embassy.unresolved && (auth.embassy.code === null || auth.embassy.code === embassyCode);
}

/** The embassy columns a new user is stored with. */
export interface StoredEmbassyBinding {
  embassyCode: string | null;
  embassyUnresolved: boolean;
}

/**
 * The binding a username gives a new user (part 2 §4): no underscore, none (every embassy); an underscore
 * part that is an existing embassy code, that embassy; any other part is unresolved (never every embassy).
 */
export async function embassyBindingOfUsername(
  db: Executor,
  username: string,
): Promise<StoredEmbassyBinding> {
  const part = embassyPartOfUsername(username);
  if (part === null) return { embassyCode: null, embassyUnresolved: false };
  const known = part !== '' && (await repo.embassyList(db, part)).length > 0;
  return known
    ? { embassyCode: part, embassyUnresolved: false }
    : { embassyCode: null, embassyUnresolved: true };
}

/** A validated DD-MM-YYYY as YYYY-MM-DD (the endpoint's schema checked it). */
function isoOf(value: string): string {
  const parsed = parseDay(value);
  if (parsed === null) throw new Error(`unvalidated date ${value}`);
  return isoDay(parsed);
}

/**
 * MOFA payments are CyberSource payments of every branch, card and method: any other choice is refused. So
 * are the card search's text and amount range (the search body takes them): MOFA has its own RRN and Auth
 * Code fields (part 2 §3).
 */
function checkMofaChoices(filter: MofaFilter): void {
  const choices: [string, string, string][] = [
    ['transactionName', filter.transactionName, 'CS'],
    ['branchId', filter.branchId, ALL_BRANCHES],
    ['cardType', filter.cardType, 'All'],
    ['methodType', filter.methodType, 'All'],
  ];
  const wrong: { param: string; msg: string }[] = choices
    .filter(([, value, only]) => value !== only)
    .map(([param]) => ({ param, msg: MOFA_MESSAGES.mofaFilterOnly }));
  // Only the search's body has them.
  const cardSearch: [string, boolean][] = [
    ['search', 'search' in filter && hasSearchText(filter.search)],
    ['amountFrom', 'amountFrom' in filter && filter.amountFrom !== undefined],
    ['amountTo', 'amountTo' in filter && filter.amountTo !== undefined],
  ];
  for (const [param, given] of cardSearch) if (given) wrong.push({ param, msg: MOFA_MESSAGES.noCardSearch });
  if (wrong.length > 0) throw new AppError(400, '400', MESSAGES.validationErrors, wrong);
}

const yesNo = (value: boolean) => (value ? 'YES' : 'NO');

function toMofaRow(row: repo.MofaDbRow): MofaRow {
  return {
    id: String(row.id),
    cardTransactionId: String(row.cardTransactionId),
    transactionDate: ddmmyyyy(row.day),
    referenceNumber: row.referenceNumber,
    totalAmount: roundMoney(row.totalAmount),
    tranStatus: row.tranStatus,
    pan: maskCardNumbers(row.maskedPan),
    requestNumber: row.requestNumber,
    country: row.country,
    rrn: row.rrn,
    mrn: row.mrn,
    amountInOrgCcy: roundMoney(row.amountInOrgCcy),
    orgCurrency: row.orgCurrency,
    embassy: `${row.embassyCode} - ${row.embassyLocation}`,
    fxRate: Number(row.fxRate),
    authCode: row.authCode,
    surchargeAmount: roundMoney(row.surchargeAmount),
    isChargedBack: yesNo(row.isChargedBack),
    isProcessed: yesNo(row.isProcessed),
    isPreArb: yesNo(row.isPreArb),
    // The messages are the ministry's and the processor's texts: a card number in them is masked too.
    mofaCalculationRequest: maskCardNumbers(row.mofaCalculationRequest),
    mofaPaymentNotification: maskCardNumbers(row.mofaPaymentNotification),
    cybersourceTransactionsDetails: maskCardNumbers(row.cybersourceTransactionsDetails),
    mofaPostedTransactions: maskCardNumbers(row.mofaPostedTransactions),
    transactionFxRate: Number(row.transactionFxRate),
    totalAmountJOD: roundMoney(row.totalAmountJod),
    surChargeFxRate: Number(row.surchargeFxRate),
  };
}

/**
 * The ministry's record of a card transaction as the MOFA search would show it, when there is one and the
 * user may read it there: the MOFA permission, and for an embassy user their own embassy only (part 2 §4);
 * null otherwise. The card transaction is one of the user's merchant scope, already checked by the caller.
 */
export async function mofaRecordOf(
  db: Executor,
  auth: AuthContext,
  card: { merchantCode: string; businessDate: string; id: number },
): Promise<MofaRow | null> {
  if (!auth.permissions.has('mofa-transactions:read')) return null;
  const row = await repo.paymentOfCardTransaction(db, card.merchantCode, card);
  return row && readsEmbassy(auth, row.embassyCode) ? toMofaRow(row) : null;
}

export class MofaService {
  constructor(private readonly db: Database) {}

  /** A page of the MOFA search in its order, the filter's total and its totals per currency. */
  async search(auth: AuthContext, filter: TransactionReadFilter, currency: string): Promise<MofaReadReply> {
    const criteria = await this.criteria(auth, filter, currency);
    // Both at once: a page past the end is simply empty, so the page need not wait for the total.
    const [groups, rows] = await Promise.all([
      repo.countPayments(this.db, criteria),
      repo.pageOfPayments(this.db, criteria, mofaOrderOf(filter), filter.offset, filter.maxCount),
    ]);
    // Of the screen's money columns only the JOD charge shares the totals' currency: the fee, the surcharge
    // and the total are each in their embassy's own currency, which a sum would mix.
    const totals = groups.map(({ currency, count, totalAmountJod }) => ({
      currency,
      count,
      sums: { totalAmountJOD: roundMoney(totalAmountJod) },
    }));
    return {
      totalElements: groups.reduce((sum, { count }) => sum + count, 0),
      content: rows.map(toMofaRow),
      totals,
    };
  }

  /**
   * The whole filtered set as a PDF (A2 portrait) or Excel file with the columns asked for (the grid's visible
   * ones, in its order), else the screen's default ones. The scope and the embassy are checked before the
   * first byte is sent, so a refused request gets a proper 403.
   */
  async file(
    auth: AuthContext,
    filter: MofaExportFilter,
    currency: string,
    format: ExportFormat,
  ): Promise<FileBody> {
    const criteria = await this.criteria(auth, filter, currency);
    const table = {
      title: 'MOFA Transactions',
      subtitle: [
        criteria.merchantCode,
        periodPart(filter.fromDate, filter.toDate),
        ...(criteria.embassy === null
          ? []
          : [fillTemplate(phrase('Embassy {{embassy}}'), { embassy: criteria.embassy })]),
      ],
      columns: pickColumns(MOFA_COLUMNS, filter.columns),
      emptyText: MESSAGES.noTransactionsFound,
    };
    const db = this.db;
    // Every payment of the filter in the screen's order, in batches (the file writes them as they come).
    async function* rows() {
      for await (const batch of repo.paymentBatches(db, criteria, filter)) yield batch.map(toMofaRow);
    }
    return tableFile(criteria.merchantCode, format, table, rows);
  }

  /** The embassies by location; a bound user gets their own embassy only. */
  async embassies(auth: AuthContext): Promise<EmbassyItem[]> {
    return repo.embassyList(this.db, boundEmbassy(auth));
  }

  /**
   * What a MOFA request reads: permission, the fixed choices, the merchant (`merchantCode`, else
   * `aticoMerchantCode`, else the user's own: one of the user's group, else 403), an existing embassy, and
   * for a bound user their own embassy (another is 403). The embassy condition holds for every search, so a
   * reference of another embassy's payment finds nothing.
   */
  private async criteria(
    auth: AuthContext,
    filter: MofaFilter,
    currency: string,
  ): Promise<repo.MofaCriteria> {
    requireMofaAccess(auth);
    checkMofaChoices(filter);
    const merchant = await resolveMerchant(this.db, auth, filter.merchantCode ?? filter.aticoMerchantCode);
    // The card search's merchant field is no way around the scope either: it must be one the user may see.
    if (filter.merchantCode && filter.aticoMerchantCode) {
      await resolveMerchant(this.db, auth, filter.aticoMerchantCode);
    }
    const asked = filter.embassy ? filter.embassy : null;
    const bound = boundEmbassy(auth);
    if (bound !== null && asked !== null && asked !== bound) {
      throw new AppError(403, '403', MOFA_MESSAGES.otherEmbassy);
    }
    const embassy = bound ?? asked;
    if (asked !== null && (await repo.embassyList(this.db, asked)).length === 0) {
      throw invalid('embassy', MOFA_MESSAGES.invalidEmbassy);
    }
    return {
      merchantCode: merchant.merchantCode,
      from: isoOf(filter.fromDate),
      to: isoOf(filter.toDate),
      currency,
      embassy,
      rrn: filter.rrn || null,
      authCode: filter.authCode || null,
      tranRefNo: filter.tranRefNo || null,
      isChargedBack: filter.isChargedBack,
      isProcessed: filter.isProcessed,
      isPreArb: filter.isPreArb,
    };
  }
}
