// Rows of the transaction queries as the API sends them: money rounded to 3 decimals, days as DD-MM-YYYY,
// codes as the screens name them.
import type {
  DccSummaryRow,
  PaymentSummaryRow,
  SummaryReportRow,
  TransactionRow,
} from '@merchant-portal/contracts/schemas/transactions';
import { ddmmyyyy, roundMoney } from '../../lib/api-values.js';
import { maskCardNumbers } from '../../lib/card-numbers.js';
import type { MerchantRef } from '../../lib/request-context.js';
import type { DccCounts, PaymentRow, SummaryRow } from './reports-repository.js';
import type { SelectedRow } from './repository.js';

/** A numeric(18,3) column's text as a number of 3 decimals (the sums were done in SQL). */
const money = (value: string | null) => (value === null ? null : roundMoney(value));

export function toTransactionRow({ row, time, branchName }: SelectedRow): TransactionRow {
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
