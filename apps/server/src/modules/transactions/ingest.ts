// The write path of card transactions: monthly partitions made ahead, and each batch COPYed into a staging
// table of the session, then moved into card_transactions and added to the daily roll-ups by one statement,
// in one transaction with the emptying of the staging table, so the totals can never disagree with the rows.
import { sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { copyText, openCopySession, type Statement } from '../../db/copy.js';
import { DASHBOARD_CURRENCY } from '../../db/schema/transactions.js';

export interface NewCardTransaction {
  businessDate: string;
  transactionAt: Date;
  depositDate: string;
  merchantCode: string;
  branchId: string;
  terminalId: string;
  source: string;
  transactionType: string;
  merchantRef: string | null;
  maskedPan: string;
  cardToken: string;
  tranPaymentMethod: string;
  amount: string;
  fixedAmount: string;
  mdrPercentage: string;
  mdrAmount: string;
  netAmount: string;
  currency: string;
  cardScheme: string;
  cardKind: 'C' | 'D';
  locality: 'L' | 'I';
  isBankCustomer: boolean;
  category: string | null;
  qrTransactionId: string | null;
  billNumber: string | null;
  bnplTxn: string | null;
  bnplMdrValue: string | null;
  bnplAmount: string | null;
  bnplMdrAmount: string | null;
  dccType: string | null;
  dccShare: string | null;
  authCode: string;
  rrn: string;
}

/** What a plain card payment leaves empty: no ride category, QR id, bill, BNPL or DCC part. */
export const PLAIN_PAYMENT_EXTRAS = {
  category: null,
  qrTransactionId: null,
  billNumber: null,
  bnplTxn: null,
  bnplMdrValue: null,
  bnplAmount: null,
  bnplMdrAmount: null,
  dccType: null,
  dccShare: null,
} as const satisfies Partial<NewCardTransaction>;

/** Creates the monthly partitions covering [fromIso, toIso] (YYYY-MM-DD) if they are missing. */
export async function ensurePartitions(db: Executor, fromIso: string, toIso: string): Promise<void> {
  let year = Number(fromIso.slice(0, 4));
  let month = Number(fromIso.slice(5, 7));
  const lastKey = toIso.slice(0, 7);
  for (;;) {
    const key = `${year}-${String(month).padStart(2, '0')}`;
    const next = month === 12 ? `${year + 1}-01` : `${year}-${String(month + 1).padStart(2, '0')}`;
    await db.execute(
      sql.raw(
        `create table if not exists card_transactions_${key.replace('-', '_')} partition of card_transactions ` +
          `for values from ('${key}-01') to ('${next}-01')`,
      ),
    );
    if (key >= lastKey) break;
    [year, month] = month === 12 ? [year + 1, 1] : [year, month + 1];
  }
}

/** Every stored field and its column, in column order; id comes from its sequence. */
const CARD_TRANSACTION_COLUMNS: Record<keyof NewCardTransaction, string> = {
  businessDate: 'business_date',
  transactionAt: 'transaction_at',
  depositDate: 'deposit_date',
  merchantCode: 'merchant_code',
  branchId: 'branch_id',
  terminalId: 'terminal_id',
  source: 'source',
  transactionType: 'transaction_type',
  merchantRef: 'merchant_ref',
  maskedPan: 'masked_pan',
  cardToken: 'card_token',
  tranPaymentMethod: 'tran_payment_method',
  amount: 'amount',
  fixedAmount: 'fixed_amount',
  mdrPercentage: 'mdr_percentage',
  mdrAmount: 'mdr_amount',
  netAmount: 'net_amount',
  currency: 'currency',
  cardScheme: 'card_scheme',
  cardKind: 'card_kind',
  locality: 'locality',
  isBankCustomer: 'is_bank_customer',
  category: 'category',
  qrTransactionId: 'qr_transaction_id',
  billNumber: 'bill_number',
  bnplTxn: 'bnpl_txn',
  bnplMdrValue: 'bnpl_mdr_value',
  bnplAmount: 'bnpl_amount',
  bnplMdrAmount: 'bnpl_mdr_amount',
  dccType: 'dcc_type',
  dccShare: 'dcc_share',
  authCode: 'auth_code',
  rrn: 'rrn',
};
export const CARD_TRANSACTION_COLUMN_LIST = Object.values(CARD_TRANSACTION_COLUMNS).join(', ');
/** The fields of a card transaction in its columns' order. */
export const CARD_TRANSACTION_FIELDS = Object.keys(CARD_TRANSACTION_COLUMNS) as (keyof NewCardTransaction)[];

/** A card number as the portal stores it: the first 6 and the last 4 digits, 6 stars between. */
export const MASKED_PAN = /^\d{6}\*{6}\d{4}$/;
const STAGING = 'card_transactions_staging';
const CREATE_STAGING = `create temporary table if not exists ${STAGING} as
  select ${CARD_TRANSACTION_COLUMN_LIST} from card_transactions with no data`;
/** Sums a count and an amount of the batch's sales into a dashboard roll-up, by the key's columns. */
function salesRollUp(table: string, key: Record<string, string>): string {
  const columns = Object.keys(key).join(', ');
  const values = Object.values(key).join(', ');
  return `insert into ${table} as t (${columns}, tx_count, amount_sum)
    select ${values}, count(*), sum(amount) from sales group by ${values}
    on conflict on constraint ${table}_pk do update set
      tx_count = t.tx_count + excluded.tx_count,
      amount_sum = t.amount_sum + excluded.amount_sum`;
}

/** A search roll-up's row already there takes the batch's count and sums on top of its own. */
const ADD_BATCH_SUMS = `tx_count = t.tx_count + excluded.tx_count,
      amount_sum = t.amount_sum + excluded.amount_sum,
      fixed_sum = t.fixed_sum + excluded.fixed_sum,
      mdr_sum = t.mdr_sum + excluded.mdr_sum,
      net_sum = t.net_sum + excluded.net_sum`;

const MONTH = "date_trunc('month', business_date)::date";

/**
 * Moves the staged batch into the table and adds it to every roll-up, in one statement: the search's two
 * (all rows) and the dashboards' (sales in JOD only: refunds are not performance).
 */
const MOVE_STAGED_ROWS = `
  with inserted as (
    insert into card_transactions (${CARD_TRANSACTION_COLUMN_LIST})
    select ${CARD_TRANSACTION_COLUMN_LIST} from ${STAGING}
    returning business_date, transaction_at, deposit_date, merchant_code, branch_id, terminal_id, source,
      transaction_type, card_token, masked_pan, card_scheme, card_kind, locality, is_bank_customer, currency, amount,
      fixed_amount, mdr_amount, net_amount
  ), sales as (
    -- The dashboards are in dinars: sales in other currencies are left out. The hour in Amman once per row,
    -- for the two roll-ups by hour.
    select *, extract(hour from transaction_at at time zone 'Asia/Amman')::smallint as amman_hour
    from inserted where transaction_type <> 'REFUND' and currency = '${DASHBOARD_CURRENCY}'
  ), by_dimensions as (
    insert into daily_transaction_totals as t (business_date, deposit_date, merchant_code, branch_id,
      terminal_id, source, card_scheme, card_kind, locality, is_bank_customer, currency, tx_count, amount_sum,
      fixed_sum, mdr_sum, net_sum)
    select business_date, deposit_date, merchant_code, branch_id, terminal_id, source, card_scheme, card_kind,
      locality, is_bank_customer, currency, count(*), sum(amount), sum(fixed_amount), sum(mdr_amount),
      sum(net_amount)
    from inserted
    group by business_date, deposit_date, merchant_code, branch_id, terminal_id, source, card_scheme,
      card_kind, locality, is_bank_customer, currency
    on conflict on constraint daily_transaction_totals_pk do update set
      ${ADD_BATCH_SUMS}
  ), by_source as (
    insert into daily_source_totals as t (business_date, deposit_date, merchant_code, source, currency,
      tx_count, amount_sum, fixed_sum, mdr_sum, net_sum)
    select business_date, deposit_date, merchant_code, source, currency, count(*), sum(amount),
      sum(fixed_amount), sum(mdr_amount), sum(net_amount)
    from inserted
    group by business_date, deposit_date, merchant_code, source, currency
    on conflict on constraint daily_source_totals_pk do update set
      ${ADD_BATCH_SUMS}
  ), versions as (
    insert into merchant_data_versions as t (merchant_code, version, loaded_at)
    select distinct merchant_code, 1, now() from inserted
    on conflict (merchant_code) do update set version = t.version + 1, loaded_at = excluded.loaded_at
  ), daily as (
    ${salesRollUp('dashboard_daily_totals', {
      merchant_code: 'merchant_code',
      business_date: 'business_date',
      branch_id: 'branch_id',
      is_bank_customer: 'is_bank_customer',
    })}
  ), mix as (
    ${salesRollUp('dashboard_monthly_mix', {
      merchant_code: 'merchant_code',
      month: MONTH,
      is_bank_customer: 'is_bank_customer',
      locality: 'locality',
      card_kind: 'card_kind',
      card_scheme: 'card_scheme',
    })}
  ), hours as (
    ${salesRollUp('dashboard_monthly_hours', {
      merchant_code: 'merchant_code',
      month: MONTH,
      branch_id: 'branch_id',
      hour: 'amman_hour',
      is_bank_customer: 'is_bank_customer',
    })}
  ), terminals as (
    ${salesRollUp('dashboard_monthly_terminals', {
      merchant_code: 'merchant_code',
      month: MONTH,
      branch_id: 'branch_id',
      terminal_id: 'terminal_id',
      is_bank_customer: 'is_bank_customer',
    })}
  ), day_hours as (
    ${salesRollUp('dashboard_daily_hours', {
      merchant_code: 'merchant_code',
      business_date: 'business_date',
      branch_id: 'branch_id',
      hour: 'amman_hour',
      card_scheme: 'card_scheme',
      locality: 'locality',
      is_bank_customer: 'is_bank_customer',
    })}
  ), weeks as (
    insert into customer_weekly_totals as t (merchant_code, week_start, card_token, is_bank_customer,
      tx_count, amount_sum)
    select merchant_code, date_trunc('week', business_date)::date, card_token, bool_or(is_bank_customer),
      count(*), sum(amount)
    from sales
    group by merchant_code, date_trunc('week', business_date)::date, card_token
    on conflict on constraint customer_weekly_totals_pk do update set
      tx_count = t.tx_count + excluded.tx_count,
      amount_sum = t.amount_sum + excluded.amount_sum
  )
  insert into merchant_customers as t (merchant_code, card_token, masked_pan, is_bank_customer, card_scheme,
    locality, first_day, last_day, year, year_tx_count, year_amount)
  select merchant_code, card_token, min(masked_pan), bool_or(is_bank_customer), min(card_scheme), min(locality),
    min(first_day), max(last_day), max(year), sum(tx_count) filter (where year = latest),
    sum(amount) filter (where year = latest)
  from (
    select merchant_code, card_token, year, min(masked_pan) as masked_pan,
      bool_or(is_bank_customer) as is_bank_customer, min(card_scheme) as card_scheme,
      min(locality) as locality, min(business_date) as first_day,
      max(business_date) as last_day, count(*) as tx_count, sum(amount) as amount,
      max(year) over (partition by merchant_code, card_token) as latest
    from (select *, extract(year from business_date)::smallint as year from sales) as dated
    group by merchant_code, card_token, year
  ) as per_year
  group by merchant_code, card_token
  on conflict on constraint merchant_customers_pk do update set
    first_day = least(t.first_day, excluded.first_day),
    last_day = greatest(t.last_day, excluded.last_day),
    year = greatest(t.year, excluded.year),
    year_tx_count = case
      when excluded.year > t.year then excluded.year_tx_count
      when excluded.year = t.year then t.year_tx_count + excluded.year_tx_count
      else t.year_tx_count end,
    year_amount = case
      when excluded.year > t.year then excluded.year_amount
      when excluded.year = t.year then t.year_amount + excluded.year_amount
      else t.year_amount end`;
const MOVE_STAGED = `${MOVE_STAGED_ROWS};
  truncate ${STAGING}`;

/**
 * Writes a few rows and their roll-ups in the caller's transaction (an approved refund, with the change that
 * caused it): the rows go into the staging table by INSERT, then move as a load's batch does. Their month's
 * partition is made if missing.
 */
export async function insertCardTransactions(
  tx: Executor,
  rows: readonly NewCardTransaction[],
): Promise<void> {
  if (rows.length === 0) return;
  assertMasked(rows);
  const days = rows.map((row) => row.businessDate).sort();
  await ensurePartitions(tx, days[0] as string, days.at(-1) as string);
  await tx.execute(sql.raw(CREATE_STAGING));
  const values = rows.map(
    (row) =>
      sql`(${sql.join(
        CARD_TRANSACTION_FIELDS.map((field) => sql`${row[field]}`),
        sql`, `,
      )})`,
  );
  await tx.execute(
    sql`insert into ${sql.raw(STAGING)} (${sql.raw(CARD_TRANSACTION_COLUMN_LIST)}) values ${sql.join(values, sql`, `)}`,
  );
  await tx.execute(sql.raw(MOVE_STAGED_ROWS));
  await tx.execute(sql.raw(`truncate ${STAGING}`));
}

/**
 * Moves the rows a query selects (CARD_TRANSACTION_COLUMN_LIST's columns, in order; their partitions must exist)
 * into card_transactions and its roll-ups, in the caller's transaction, as a load's batch is moved.
 */
export async function moveCardTransactions(tx: Executor, select: string): Promise<void> {
  await tx.execute(sql.raw(CREATE_STAGING));
  await tx.execute(sql.raw(`insert into ${STAGING} (${CARD_TRANSACTION_COLUMN_LIST}) ${select}`));
  await tx.execute(sql.raw(MOVE_STAGED_ROWS));
  await tx.execute(sql.raw(`truncate ${STAGING}`));
}

export interface CopyWriter {
  /**
   * Writes the rows (their partitions must exist) and their roll-up, then `alongside` if given, in one
   * transaction: all of it or, when anything fails (an unmasked card number included), nothing.
   */
  write(rows: readonly NewCardTransaction[], alongside?: Statement): Promise<void>;
  close(): Promise<void>;
}

/** Checks every card number of the batch before a byte is sent. */
function assertMasked(rows: readonly NewCardTransaction[]): void {
  if (rows.some((row) => !MASKED_PAN.test(row.maskedPan))) {
    throw new Error('card numbers are stored masked (first 6, last 4) only');
  }
}

/** A COPY writer of card transactions on the database's own driver; close it after the load. */
export async function openCopyWriter(db: Database): Promise<CopyWriter> {
  const session = await openCopySession(db, {
    staging: STAGING,
    create: CREATE_STAGING,
    columns: CARD_TRANSACTION_COLUMN_LIST,
    move: MOVE_STAGED,
  });
  return {
    async write(rows, alongside) {
      assertMasked(rows);
      await session.write(copyText(rows, CARD_TRANSACTION_FIELDS), alongside);
    },
    close: () => session.close(),
  };
}
