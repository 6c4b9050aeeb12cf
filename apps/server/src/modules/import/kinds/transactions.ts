// Card transactions (spec part 2 §2–§5): one record per payment or refund of any source, with its DCC share
// and its QR and BNPL fields. The rows go into a staging table of the import's transaction by COPY, in
// batches, so a file of millions is read in constant memory; the database checks the merchant, branch and
// terminal of every row and the natural key (source, terminal, RRN and time) against the file and the stored
// rows; then the new rows move into card_transactions and its roll-ups by the same statement the seed uses,
// in slices, so the dashboards' totals agree with the rows at the commit. A card number is taken masked only.
import { dayFromIso, isoDay, todayInAmman } from '@merchant-portal/contracts/dates';
import { DCC_TYPES, TRANSACTION_SOURCES } from '@merchant-portal/contracts/transaction-sources';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { copyInTransaction, copyText } from '../../../db/copy.js';
import {
  CARD_TRANSACTION_COLUMN_LIST,
  CARD_TRANSACTION_FIELDS,
  MASKED_PAN,
  ensurePartitions,
  moveCardTransactions,
  type NewCardTransaction,
} from '../../transactions/service.js';
import { field, type ImportKind, type Problem } from '../kind.js';
import { STAGING, selected, stagedProblems } from '../staging.js';

/** The sources rows are stored under: the views (DCC, the settlements) read these. */
const STORED_SOURCES = [...new Set(TRANSACTION_SOURCES.map((spec) => spec.reads.source))] as [
  string,
  ...string[],
];
const CARD_SCHEMES = ['VISA', 'MASTERCARD'] as const;

/** Rows copied into the staging table at a time, and moved into the table and its roll-ups at a time. */
const COPY_ROWS = 5_000;
const MOVE_ROWS = 50_000;

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    const digit = Number(digits[digits.length - 1 - i]);
    const doubled = i % 2 === 1 ? digit * 2 : digit;
    sum += doubled > 9 ? doubled - 9 : doubled;
  }
  return sum % 10 === 0;
}

/** 13 to 19 digits that pass the Luhn check: a card number's shape. */
const isCardNumber = (digits: string) => /^\d{13,19}$/.test(digits) && passesLuhn(digits);

/**
 * Whether a text holds a full card number: a run of digits, or digits written in groups of four (and
 * American Express's 4-6-5) with spaces or dashes, that is one. A reference such as 0101-20261029-12 is not.
 */
function holdsCardNumber(text: string): boolean {
  return (text.match(/\d+(?:[ -]\d+)*/g) ?? []).some((run) => {
    const groups = run.split(/[ -]/);
    const lengths = groups.map((group) => group.length).join('-');
    const written = groups.length === 1 || /^(4-)+\d$|^4-6-5$/.test(lengths);
    return written ? isCardNumber(groups.join('')) : groups.some(isCardNumber);
  });
}
const FULL_CARD_REFUSED = 'holds a full card number: the portal takes card numbers masked only';

/** A free text that must not carry a card number. */
const freeText = (max: number) =>
  field.text(max).refine((value) => !holdsCardNumber(value), FULL_CARD_REFUSED);

const isoDate = () =>
  z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'must be a date such as 2026-11-27 (YYYY-MM-DD)')
    .refine((value) => isoDay(dayFromIso(value)) === value, 'is not a day of the calendar');

/** An amount in fils, exactly (amounts have 15 digits and 3 decimals: past a double's integers). */
const fils = (amount: string) => {
  const [whole = '0', fraction = ''] = amount.split('.');
  return BigInt(whole) * 1000n + BigInt(fraction.padEnd(3, '0'));
};

const schema = z
  .strictObject({
    source: field.oneOf(STORED_SOURCES).describe('The source that reported it (MR and PR: refunds).'),
    merchantCode: field.code('merchant code').describe('The merchant paid.'),
    branchId: field.id().describe('The branch, of that merchant.'),
    terminalId: field.id().describe('The terminal, of that branch.'),
    transactionAt: z
      .string()
      .trim()
      .pipe(
        z.iso.datetime({
          offset: true,
          error: 'must be a time with its offset, such as 2026-11-27T14:05:00+03:00',
        }),
      )
      .describe('When it was made, with its offset from UTC.'),
    businessDate: isoDate()
      .optional()
      .describe('Its business day; the day in Amman of transactionAt when absent.'),
    depositDate: isoDate().describe('The day it is settled (deposited) to the merchant.'),
    transactionType: field.oneOf(['SALE', 'REFUND']).describe('A sale, or money back to the card.'),
    merchantRef: freeText(100).optional().describe("The merchant's own reference (online and MobiCash)."),
    cardNumber: z
      .string()
      .trim()
      .refine((value) => !holdsCardNumber(value), FULL_CARD_REFUSED)
      .pipe(z.string().regex(MASKED_PAN, 'must be masked: the first 6 and last 4 digits around 6 stars'))
      .describe('The card number masked: first 6 and last 4 digits, such as 411111******1111.'),
    cardToken: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9+/=_-]{8,128}$/, "must be 8 to 128 letters, digits or '+/=_-'")
      .refine((value) => !isCardNumber(value), FULL_CARD_REFUSED)
      .describe(
        "The bank's token of the card (never its number): one card, one token, so repeat customers are known.",
      ),
    paymentMethod: freeText(100)
      .optional()
      .describe('What the grid shows as the method; the masked card when absent.'),
    amount: field.amount().describe('The amount, in its currency.'),
    fixedAmount: field.amount().optional().describe('The fixed charge; 0 when absent.'),
    mdrPercentage: field.percent().describe('The rate (%) charged.'),
    mdrAmount: field.amount().describe('The rate charge.'),
    netAmount: field.amount().describe("The merchant's net: amount − mdrAmount − fixedAmount."),
    currency: z
      .string()
      .trim()
      .regex(/^[A-Z]{3}$/, 'must be a three-letter currency code (ISO 4217), such as JOD')
      .describe('The currency code; the dashboards count JOD.'),
    cardScheme: field.oneOf(CARD_SCHEMES).describe("The card's scheme."),
    cardKind: field.oneOf(['C', 'D']).describe('C credit, D debit.'),
    locality: field.oneOf(['L', 'I']).describe('L a Jordanian issuer, I an international one.'),
    isBankCustomer: field.oneOf(['true', 'false']).describe('Whether the bank issued the card.'),
    category: freeText(50).optional().describe('A ride-hailing category.'),
    qrTransactionId: field.text(50).optional().describe('Reflect (QR): the QR transaction id.'),
    billNumber: field.text(50).optional().describe('Reflect (QR): the bill number.'),
    bnplTxn: field.oneOf(['Y', 'N']).optional().describe('Reflect (QR): paid by instalments (BNPL).'),
    bnplMdrValue: field.percent().optional().describe('BNPL: its rate (%).'),
    bnplAmount: field.amount().optional().describe('BNPL: the amount.'),
    bnplMdrAmount: field.amount().optional().describe('BNPL: its rate charge.'),
    dccType: field
      .oneOf(Object.values(DCC_TYPES) as [string, ...string[]])
      .optional()
      .describe('PoS: the currency conversion (KEY: key-entered).'),
    dccShare: field.amount().optional().describe("DCC: the merchant's share of the conversion markup."),
    authCode: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{1,12}$/, 'must be 1 to 12 letters or digits')
      .describe('The authorisation code.'),
    rrn: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9]{1,20}$/, 'must be 1 to 20 letters or digits')
      .describe('The retrieval reference number.'),
  })
  .superRefine((row, context) => {
    const net = fils(row.amount) - fils(row.mdrAmount) - fils(row.fixedAmount ?? '0');
    if (fils(row.netAmount) !== net) {
      const expected = `${net < 0n ? '-' : ''}${(net < 0n ? -net : net) / 1000n}.${String((net < 0n ? -net : net) % 1000n).padStart(3, '0')}`;
      context.addIssue({
        code: 'custom',
        path: ['netAmount'],
        message: `must be amount − mdrAmount − fixedAmount: ${expected}`,
      });
    }
    if (row.dccShare !== undefined && row.dccType !== DCC_TYPES.dcc) {
      context.addIssue({
        code: 'custom',
        path: ['dccShare'],
        message: 'is only for a DCC payment (dccType DCC)',
      });
    }
  });

type TransactionRow = z.infer<typeof schema>;

function stored(row: TransactionRow): NewCardTransaction {
  const transactionAt = new Date(row.transactionAt);
  return {
    businessDate: row.businessDate ?? isoDay(todayInAmman(transactionAt)),
    transactionAt,
    depositDate: row.depositDate,
    merchantCode: row.merchantCode,
    branchId: row.branchId,
    terminalId: row.terminalId,
    source: row.source,
    transactionType: row.transactionType,
    merchantRef: row.merchantRef ?? null,
    maskedPan: row.cardNumber,
    cardToken: row.cardToken,
    tranPaymentMethod: row.paymentMethod ?? row.cardNumber,
    amount: row.amount,
    fixedAmount: row.fixedAmount ?? '0',
    mdrPercentage: row.mdrPercentage,
    mdrAmount: row.mdrAmount,
    netAmount: row.netAmount,
    currency: row.currency,
    cardScheme: row.cardScheme,
    cardKind: row.cardKind,
    locality: row.locality,
    isBankCustomer: row.isBankCustomer === 'true',
    category: row.category ?? null,
    qrTransactionId: row.qrTransactionId ?? null,
    billNumber: row.billNumber ?? null,
    bnplTxn: row.bnplTxn ?? null,
    bnplMdrValue: row.bnplMdrValue ?? null,
    bnplAmount: row.bnplAmount ?? null,
    bnplMdrAmount: row.bnplMdrAmount ?? null,
    dccType: row.dccType ?? null,
    dccShare: row.dccShare ?? null,
    authCode: row.authCode,
    rrn: row.rrn,
  };
}

const NATURAL_KEY = 'source, terminal_id, rrn, transaction_at';

const CHECKS = [
  `select s.line, 'terminalId' as field, 'names no terminal stored' as message
    from ${STAGING} s where not exists (select 1 from terminals t where t.terminal_id = s.terminal_id)`,
  `select s.line, 'branchId' as field, 'is not the branch of terminal ' || t.terminal_id as message
    from ${STAGING} s join terminals t on t.terminal_id = s.terminal_id where t.branch_id <> s.branch_id`,
  `select s.line, 'merchantCode' as field, 'is not the merchant of terminal ' || t.terminal_id as message
    from ${STAGING} s join terminals t on t.terminal_id = s.terminal_id where t.merchant_code <> s.merchant_code`,
  `select line, 'source, terminalId, rrn, transactionAt' as field,
      'is already on line ' || first || ' of this file' as message
    from (select line, min(line) over (partition by ${NATURAL_KEY}) as first from ${STAGING}) as keyed
    where line > first`,
];

export const transactionsKind: ImportKind<TransactionRow> = {
  name: 'transactions',
  summary: 'One card transaction: a payment or a refund of any source.',
  naturalKey: ['source', 'terminalId', 'rrn', 'transactionAt'],
  onKnownKey: 'kept',
  after: ['terminals'],
  schema,
  async load(tx, rows, { problemLimit }) {
    // First, as retention does: a month dropped meanwhile must wait for this load, never deadlock with it.
    await tx.execute(sql`lock table card_transactions in row exclusive mode`);
    await tx.execute(
      sql.raw(`create temporary table ${STAGING} on commit drop as
        select 0 as line, ${CARD_TRANSACTION_COLUMN_LIST} from card_transactions with no data`),
    );
    const columns = `line, ${CARD_TRANSACTION_COLUMN_LIST}`;
    let batch: (NewCardTransaction & { line: number })[] = [];
    const flush = async () => {
      if (batch.length === 0) return;
      await copyInTransaction(tx, STAGING, columns, copyText(batch, ['line', ...CARD_TRANSACTION_FIELDS]));
      batch = [];
    };
    for await (const { line, row } of rows) {
      batch.push({ line, ...stored(row) });
      if (batch.length >= COPY_ROWS) await flush();
    }
    await flush();
    await tx.execute(sql.raw(`create index on ${STAGING} (line)`));
    await tx.execute(sql.raw(`analyze ${STAGING}`));

    const problems: Problem[] = await stagedProblems(tx, CHECKS, problemLimit);
    if (problems.length > 0) return { ok: false, problems };

    // Rows already stored (the same file again, or a day sent twice) are left out, and counted.
    const [kept] = await selected<{ n: number }>(
      tx,
      `with known as (delete from ${STAGING} s using card_transactions c
        where c.merchant_code = s.merchant_code and c.rrn = s.rrn and c.source = s.source
          and c.terminal_id = s.terminal_id and c.transaction_at = s.transaction_at
        returning 1)
      select count(*) as n from known`,
    );
    const [range] = await selected<{ first: string | null; last: string | null; total: number; top: number }>(
      tx,
      `select min(business_date)::text as first, max(business_date)::text as last, count(*) as total,
        coalesce(max(line), 0) as top from ${STAGING}`,
    );
    const added = Number(range?.total ?? 0);
    if (range?.first && range.last) {
      await ensurePartitions(tx, range.first, range.last);
      for (let from = 0; from <= Number(range.top); from += MOVE_ROWS) {
        await moveCardTransactions(
          tx,
          `select ${CARD_TRANSACTION_COLUMN_LIST} from ${STAGING}
            where line > ${from} and line <= ${from + MOVE_ROWS} order by line`,
        );
      }
    }
    return { ok: true, counts: { added, updated: 0, unchanged: Number(kept?.n ?? 0) } };
  },
};
