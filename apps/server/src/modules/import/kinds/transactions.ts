// Card transactions (spec part 2 §2–§5): one record per payment or refund of any source, with its DCC share
// and its QR and BNPL fields, in the import's one transaction. The rows are COPYed into a staging table in
// batches and settled a slice at a time: the database checks each slice's merchant, branch and terminal and
// its natural key (source, terminal, RRN and time) against the file so far, leaves out and counts the rows
// already stored, and moves the rest into card_transactions and its roll-ups by the statement the seed uses,
// so the dashboards' totals agree with the rows at the commit. The database settles one slice while the next
// is read, and the file is never more than two slices ahead: constant memory, both cores busy. A card number
// is taken masked only.
import { DCC_TYPES, TRANSACTION_SOURCES } from '@merchant-portal/contracts/transaction-sources';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { copyInTransaction, copyText } from '../../../db/copy.js';
import {
  CARD_TRANSACTION_COLUMN_LIST,
  CARD_TRANSACTION_FIELDS,
  ensurePartitions,
  moveCardTransactions,
  type NewCardTransaction,
} from '../../transactions/service.js';
import { field, type ImportKind, type Problem } from '../kind.js';
import { STAGING, selected, stagedProblems } from '../staging.js';
import {
  CARD_SCHEMES,
  ammanDayOf,
  FULL_CARD_REFUSED,
  fils,
  freeText,
  isCardNumber,
  isoDate,
  maskedCardNumber,
  moment,
  pointOfSaleChecks,
} from './card-fields.js';

/** The sources rows are stored under: the views (DCC, the settlements) read these. */
const STORED_SOURCES = [...new Set(TRANSACTION_SOURCES.map((spec) => spec.reads.source))] as [
  string,
  ...string[],
];

/** Rows copied into the staging table at a time, and checked and moved at a time (a slice). */
const COPY_ROWS = 5_000;
const SLICE_ROWS = 50_000;

const schema = z
  .strictObject({
    source: field.oneOf(STORED_SOURCES).describe('The source that reported it (MR and PR: refunds).'),
    merchantCode: field.code('merchant code').describe('The merchant paid.'),
    branchId: field.id().describe('The branch, of that merchant.'),
    terminalId: field.id().describe('The terminal, of that branch.'),
    transactionAt: moment().describe('When it was made, with its offset from UTC.'),
    businessDate: isoDate()
      .optional()
      .describe('Its business day; the day in Amman of transactionAt when absent.'),
    depositDate: isoDate().describe('The day it is settled (deposited) to the merchant.'),
    transactionType: field.oneOf(['SALE', 'REFUND']).describe('A sale, or money back to the card.'),
    merchantRef: freeText(100).optional().describe("The merchant's own reference (online and MobiCash)."),
    cardNumber: maskedCardNumber().describe(
      'The card number masked: first 6 and last 4 digits, such as 411111******1111.',
    ),
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
    currency: field.currency().describe('The currency code; the dashboards count JOD.'),
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
    authCode: field.reference(12).describe('The authorisation code.'),
    rrn: field.reference(20).describe('The retrieval reference number.'),
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
    businessDate: row.businessDate ?? ammanDayOf(row.transactionAt),
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

const NATURAL_KEY = ['source', 'terminal_id', 'rrn', 'transaction_at'];
const KEY_FIELD = 'source, terminalId, rrn, transactionAt';
const KEYS = 'import_keys';
/** The days that held card transactions when the import began: only a slice of such days can repeat one. */
const STORED_DAYS = 'import_stored_days';
const sameKey = (a: string, b: string) =>
  NATURAL_KEY.map((column) => `${a}.${column} = ${b}.${column}`).join(' and ');

/** A slice's checks: its point of sale, and its key against the slice itself and the slices before it. */
const SLICE_CHECKS = [
  ...pointOfSaleChecks,
  `select line, '${KEY_FIELD}' as field, 'is already on line ' || first || ' of this file' as message
    from (select line, min(line) over (partition by ${NATURAL_KEY.join(', ')}) as first from ${STAGING}) as keyed
    where line > first`,
  `select s.line, '${KEY_FIELD}' as field, 'is already on line ' || k.line || ' of this file' as message
    from ${STAGING} s join ${KEYS} k on ${sameKey('k', 's')}`,
];

/**
 * Database work run one task at a time, in order, on the import's connection, while the file goes on being
 * read: the first failure stops the rest and is thrown by the next `add` or by `drain`.
 */
class SerialWork {
  private tail: Promise<void> = Promise.resolve();
  /** The tasks added and not yet waited for, oldest first. */
  private queued: Promise<void>[] = [];
  private failure: { error: unknown } | null = null;

  add(task: () => Promise<void>): void {
    if (this.failure) throw this.failure.error;
    this.tail = this.tail.then(async () => {
      try {
        if (!this.failure) await task();
      } catch (error) {
        this.failure = { error };
      }
    });
    this.queued.push(this.tail);
  }

  /** Waits until at most `count` of the tasks added are left to run. */
  async until(count: number): Promise<void> {
    while (this.queued.length > count) await this.queued.shift();
    if (this.failure) throw this.failure.error;
  }

  async drain(): Promise<void> {
    await this.until(0);
  }
}

/** The kind, settling slices of `sliceRows` rows copied `copyRows` at a time (small in tests, to see slices). */
export const transactionsKindOf = (
  sliceRows = SLICE_ROWS,
  copyRows = COPY_ROWS,
): ImportKind<TransactionRow> => ({
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
    await tx.execute(
      sql.raw(`create temporary table ${KEYS} on commit drop as
        select 0 as line, ${NATURAL_KEY.join(', ')} from card_transactions with no data`),
    );
    await tx.execute(sql.raw(`create index on ${KEYS} (terminal_id, rrn)`));
    // The per-source totals count every stored row, so their days are the days with rows (a few hundred).
    await tx.execute(
      sql.raw(`create temporary table ${STORED_DAYS} on commit drop as
        select distinct business_date from daily_source_totals`),
    );
    const problems: Problem[] = [];
    const counts = { added: 0, updated: 0, unchanged: 0 };

    // A slice of the file: checked, its rows already stored left out and counted, the rest moved into the
    // table and its roll-ups; once a problem is found, the slices after it are only checked.
    const settleSlice = async () => {
      if (problems.length < problemLimit) {
        problems.push(...(await stagedProblems(tx, SLICE_CHECKS, problemLimit - problems.length)));
      }
      await tx.execute(
        sql.raw(`insert into ${KEYS} (line, ${NATURAL_KEY.join(', ')})
          select line, ${NATURAL_KEY.join(', ')} from ${STAGING}`),
      );
      if (problems.length === 0) {
        const [range] = await selected<{ first: string | null; last: string | null }>(
          tx,
          `select min(business_date)::text as first, max(business_date)::text as last from ${STAGING}`,
        );
        if (range?.first && range.last) {
          const days = `between '${range.first}' and '${range.last}'`;
          const [repeats] = await selected<{ any: boolean }>(
            tx,
            `select exists (select 1 from ${STORED_DAYS} where business_date ${days}) as any`,
          );
          // The same payment has the same day: its month alone is searched for it, and only when one of the
          // slice's days held rows before the import (an earlier slice's rows cannot come again: the keys
          // check above refuses a key the file holds twice). A new day's file is never searched for.
          const [kept] = repeats?.any
            ? await selected<{ n: number }>(
                tx,
                `with known as (delete from ${STAGING} s using card_transactions c
                  where c.business_date ${days}
                    and c.business_date = s.business_date and c.merchant_code = s.merchant_code and ${sameKey('c', 's')}
                  returning 1)
                select count(*) as n from known`,
              )
            : [{ n: 0 }];
          const [left] = await selected<{ n: number }>(tx, `select count(*) as n from ${STAGING}`);
          counts.unchanged += Number(kept?.n ?? 0);
          counts.added += Number(left?.n ?? 0);
          await ensurePartitions(tx, range.first, range.last);
          await moveCardTransactions(
            tx,
            `select ${CARD_TRANSACTION_COLUMN_LIST} from ${STAGING} order by line`,
          );
        }
      }
      await tx.execute(sql.raw(`truncate ${STAGING}`));
    };

    const work = new SerialWork();
    const columns = `line, ${CARD_TRANSACTION_COLUMN_LIST}`;
    let batch: (NewCardTransaction & { line: number })[] = [];
    let staged = 0;
    const copyBatch = () => {
      if (batch.length === 0) return;
      const text = copyText(batch, ['line', ...CARD_TRANSACTION_FIELDS]);
      work.add(() => copyInTransaction(tx, STAGING, columns, text));
      staged += batch.length;
      batch = [];
    };
    try {
      for await (const { line, row } of rows) {
        batch.push({ line, ...stored(row) });
        if (batch.length < copyRows) continue;
        copyBatch();
        if (staged >= sliceRows) {
          work.add(settleSlice);
          staged = 0;
          // The file is read ahead of the database by two slices at most: memory stays bounded.
          await work.until(2 * Math.ceil(sliceRows / copyRows + 1));
        }
      }
      copyBatch();
      if (staged > 0) work.add(settleSlice);
      await work.drain();
    } catch (error) {
      // Nothing may still be running on the connection when the transaction rolls back.
      await work.drain().catch(() => undefined);
      throw error;
    }
    return problems.length > 0 ? { ok: false, problems } : { ok: true, counts };
  },
});

export const transactionsKind = transactionsKindOf();
