// Pre-authorisations as the Pre Auth Transactions screen reads them (spec part 2 §2, §7): always the signed-in
// user's own merchant; a page of the period and its total, or every row of it for the Excel file.
import { isoDay, parseDay, todayInAmman, type DayNumber } from '@merchant-portal/contracts/dates';
import { pickColumns } from '@merchant-portal/contracts/file-columns';
import {
  PRE_AUTH_COLUMNS,
  preAuthInWords,
  type PreAuthExcelBody,
  type PreAuthQuery,
  type PreAuthRow,
} from '@merchant-portal/contracts/schemas/pre-auth';
import type { Database } from '../../db/client.js';
import { ddmmyyyy, roundMoney } from '../../lib/api-values.js';
import type { Clock } from '../../lib/clock.js';
import { excelFile } from '../../lib/exports/files.js';
import type { AuthContext } from '../../lib/request-context.js';
import type { FileBody } from '../../lib/exports/files.js';
import * as repo from './repository.js';

/** The filter in the repository's terms (the request's dates were validated by the endpoint's schema). */
export function criteriaOf(auth: AuthContext, filter: PreAuthQuery, today: DayNumber): repo.PreAuthCriteria {
  const day = (value: string) => {
    const parsed = parseDay(value);
    if (parsed === null) throw new Error(`unvalidated date ${value}`);
    return isoDay(parsed);
  };
  return {
    merchantCode: auth.merchantCode,
    from: day(filter.fromDate),
    to: day(filter.toDate),
    currency: filter.currency,
    today: isoDay(today),
  };
}

export function toPreAuthRow(row: repo.HoldRow): PreAuthRow {
  return {
    id: String(row.id),
    transactionDate: ddmmyyyy(row.day),
    transactionTime: row.time,
    transactionID: row.transactionId,
    authCode: row.authCode,
    pan: row.maskedPan,
    // The issuer's locality as the list codes it: L local, F foreign.
    cardType: `${row.locality === 'L' ? 'L' : 'F'}${row.cardKind}`,
    binType: row.binType,
    branch: row.branchName,
    terminalID: row.terminalId,
    transactionAmount: roundMoney(row.amount),
    currency: row.currency,
    expiryDate: ddmmyyyy(row.expiresOn),
    status: row.status,
    capturedAmount: row.capturedAmount === null ? null : roundMoney(row.capturedAmount),
  };
}

const count = (groups: readonly { count: number }[]) => groups.reduce((sum, group) => sum + group.count, 0);

export class PreAuthService {
  constructor(
    private readonly db: Database,
    private readonly now: Clock,
  ) {}

  /** A page of the merchant's holds of the period in the asked order, how many there are and their totals. */
  async listHolds(auth: AuthContext, filter: PreAuthQuery) {
    const criteria = criteriaOf(auth, filter, todayInAmman(this.now()));
    const [rows, groups] = await Promise.all([
      repo.pageOfHolds(this.db, criteria, filter, filter.page, filter.size),
      repo.countHolds(this.db, criteria),
    ]);
    const totals = groups.map(({ currency, count, amount, captured }) => ({
      currency,
      count,
      sums: { transactionAmount: roundMoney(amount), capturedAmount: roundMoney(captured) },
    }));
    return { results: rows.map(toPreAuthRow), totalRecords: count(groups), totals };
  }

  /** Every hold of the period as the Excel file, in the screen's words and order. */
  holdFile(auth: AuthContext, filter: PreAuthExcelBody): FileBody {
    const { db, now } = this;
    async function* rows() {
      const criteria = criteriaOf(auth, filter, todayInAmman(now()));
      for await (const batch of repo.holdBatches(db, criteria, filter)) {
        yield batch.map((row) => preAuthInWords(toPreAuthRow(row)));
      }
    }
    const columns = pickColumns(PRE_AUTH_COLUMNS, filter.columns);
    return excelFile(auth.merchantCode, 'Pre Auth Transactions', columns, rows);
  }
}
