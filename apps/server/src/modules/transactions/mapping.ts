// Rows of the transaction queries as the API sends them: money rounded to 3 decimals, days as DD-MM-YYYY,
// codes as the screens name them.
import { BUSINESS_TIME_ZONE } from '@merchant-portal/contracts/dates';
import type { MofaRow } from '@merchant-portal/contracts/schemas/mofa';
import type {
  LinkedTransaction,
  TransactionDetails,
} from '@merchant-portal/contracts/schemas/transaction-details';
import type {
  DccSummaryRow,
  PaymentSummaryRow,
  SummaryReportRow,
  TransactionRow,
} from '@merchant-portal/contracts/schemas/transactions';
import { ddmmyyyy, roundMoney } from '../../lib/api-values.js';
import { maskCardNumbers } from '../../lib/card-numbers.js';
import type { MerchantRef } from '../../lib/request-context.js';
import type { DetailedRow, LinkedRow } from './details-repository.js';
import type { DccCounts, PaymentRow, SummaryRow } from './reports-repository.js';
import type { SelectedRow } from './repository.js';

/** A numeric(18,3) column's text as a number of 3 decimals (the sums were done in SQL). */
const money = (value: string | null) => (value === null ? null : roundMoney(value));

export function toTransactionRow({
  row,
  time,
  branchName,
}: Pick<SelectedRow, 'row' | 'time' | 'branchName'>): TransactionRow {
  return {
    id: String(row.id),
    transactionDate: ddmmyyyy(row.businessDate),
    loadDate: ddmmyyyy(row.depositDate),
    transactionTime: time,
    merchantRef: row.merchantRef,
    pan: maskCardNumbers(row.maskedPan),
    tranPaymentMethod: maskCardNumbers(row.tranPaymentMethod),
    terminalId: row.terminalId,
    branchId: row.branchId,
    branchName,
    transactionAmount: money(row.amount) ?? 0,
    fixedAmount: money(row.fixedAmount) ?? 0,
    mdrPercentage: Number(row.mdrPercentage),
    mdrAmount: money(row.mdrAmount) ?? 0,
    netAmount: money(row.netAmount) ?? 0,
    currency: row.currency,
    cardScheme: row.cardScheme,
    cardType: row.cardKind === 'C' ? 'C' : 'D',
    methodType: row.locality === 'I' ? 'I' : 'L',
    transactionType: row.transactionType,
    category: row.category,
    transactionId: row.qrTransactionId ?? row.rrn,
    billNumber: row.billNumber,
    bnplTxn: row.bnplTxn,
    bnplMdrValue: row.bnplMdrValue === null ? null : Number(row.bnplMdrValue),
    bnplAmount: money(row.bnplAmount),
    bnplMdrAmount: money(row.bnplMdrAmount),
    authCode: row.authCode,
    rrn: row.rrn,
    share: money(row.dccShare),
  };
}

const AMMAN_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: BUSINESS_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'longOffset',
});

/** A moment as ISO 8601 on Amman's clock with Amman's offset then: 2026-11-26T14:03:12.000+03:00. */
export function ammanMoment(at: Date): string {
  const part = Object.fromEntries(AMMAN_CLOCK.formatToParts(at).map(({ type, value }) => [type, value]));
  // 'GMT+03:00', or 'GMT' alone at a zero offset.
  const offset = String(part.timeZoneName).slice(3) || '+00:00';
  const millis = String(at.getUTCMilliseconds()).padStart(3, '0');
  const day = `${part.year}-${part.month}-${part.day}`;
  return `${day}T${part.hour}:${part.minute}:${part.second}.${millis}${offset}`;
}

function toLinkedTransaction(row: LinkedRow): LinkedTransaction {
  return {
    id: String(row.id),
    transactionType: row.transactionType,
    transactionDate: ddmmyyyy(row.businessDate),
    transactionTime: row.time,
    amount: money(row.amount) ?? 0,
    currency: row.currency,
  };
}

/** One payment whole: its grid row, the merchant, the source, the moment, the card's class, DCC and links. */
export function toTransactionDetails(
  merchant: MerchantRef,
  selected: DetailedRow,
  linked: readonly LinkedRow[],
  mofa: MofaRow | null,
): TransactionDetails {
  const { row } = selected;
  return {
    ...toTransactionRow(selected),
    merchantCode: merchant.merchantCode,
    merchantName: merchant.merchantName,
    source: row.source,
    transactionAt: ammanMoment(row.transactionAt),
    isBankCustomer: row.isBankCustomer,
    dccType: row.dccType,
    linked: linked.map(toLinkedTransaction),
    mofa,
  };
}

/** The DCC view's one row for the merchant, or none when it has no eligible transactions. */
export function toDccSummary(merchant: MerchantRef, counts: DccCounts | undefined): DccSummaryRow[] {
  if (!counts || counts.pureCount + counts.dccCount + counts.keyCount === 0) return [];
  const percent = (part: number, whole: number) =>
    whole === 0 ? 0 : Math.round((part / whole) * 10_000) / 100;
  return [
    {
      tranMerchantID: merchant.merchantCode,
      tranMerchantName: merchant.merchantName,
      pureTxnCount: counts.pureCount,
      pureTxnAmount: money(counts.pureAmount) ?? 0,
      dccTxnCount: counts.dccCount,
      dccTxnAmount: money(counts.dccAmount) ?? 0,
      keyTxnCount: counts.keyCount,
      keyTxnAmount: money(counts.keyAmount) ?? 0,
      hitRate: percent(counts.dccCount, counts.dccCount + counts.pureCount),
      share: percent(Number(counts.dccAmount), Number(counts.totalAmount)),
    },
  ];
}

export function toSummaryReportRow(row: SummaryRow): SummaryReportRow {
  return {
    transactionDate: ddmmyyyy(row.day),
    cardScheme: row.cardScheme,
    trxCount: row.count,
    trxAmount: money(row.amount) ?? 0,
    trxMdr: money(row.mdr) ?? 0,
    netAmount: money(row.net) ?? 0,
  };
}

export function toPaymentSummaryRow(merchant: MerchantRef, row: PaymentRow): PaymentSummaryRow {
  return {
    transactionDate: ddmmyyyy(row.day),
    netAmount: money(row.net) ?? 0,
    merchantName: merchant.merchantName,
    merchantId: merchant.merchantCode,
  };
}
