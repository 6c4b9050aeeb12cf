// The write path of card transactions: monthly partitions made ahead, rows and their daily roll-up written
// by one statement, so the totals can never disagree with the rows.
import { sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

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
  authCode: string;
  rrn: string;
}

const MASKED_PAN = /^\d{6}\*{6}\d{4}$/;
// 33 columns: 1,000 rows stay well under PostgreSQL's 65,535 parameters per statement.
const BATCH = 1000;

/** Creates the monthly partitions covering [fromIso, toIso] (YYYY-MM-DD) if they are missing. */
export async function ensurePartitions(db: Database, fromIso: string, toIso: string): Promise<void> {
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

function valuesOf(row: NewCardTransaction): SQL {
  if (!MASKED_PAN.test(row.maskedPan))
    throw new Error('card numbers are stored masked (first 6, last 4) only');
  return sql`(${row.businessDate}::date, ${row.transactionAt.toISOString()}::timestamptz, ${row.depositDate}::date,
    ${row.merchantCode}, ${row.branchId}, ${row.terminalId}, ${row.source}, ${row.transactionType}, ${row.merchantRef},
    ${row.maskedPan}, ${row.cardToken}, ${row.tranPaymentMethod}, ${row.amount}::numeric, ${row.fixedAmount}::numeric,
    ${row.mdrPercentage}::numeric, ${row.mdrAmount}::numeric, ${row.netAmount}::numeric, ${row.currency},
    ${row.cardScheme}, ${row.cardKind}, ${row.locality}, ${row.isBankCustomer}, ${row.category},
    ${row.qrTransactionId}, ${row.billNumber}, ${row.bnplTxn}, ${row.bnplMdrValue}::numeric,
    ${row.bnplAmount}::numeric, ${row.bnplMdrAmount}::numeric, ${row.dccType}, ${row.authCode}, ${row.rrn})`;
}

/** Inserts rows (partitions must exist) and adds them to the daily roll-up in the same statement. */
export async function insertCardTransactions(
  db: Database,
  rows: readonly NewCardTransaction[],
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    const batch = rows.slice(start, start + BATCH);
    await db.execute(sql`
      with inserted as (
        insert into card_transactions (business_date, transaction_at, deposit_date, merchant_code, branch_id,
          terminal_id, source, transaction_type, merchant_ref, masked_pan, card_token, tran_payment_method, amount,
          fixed_amount, mdr_percentage, mdr_amount, net_amount, currency, card_scheme, card_kind, locality,
          is_bank_customer, category, qr_transaction_id, bill_number, bnpl_txn, bnpl_mdr_value, bnpl_amount,
          bnpl_mdr_amount, dcc_type, auth_code, rrn)
        values ${sql.join(batch.map(valuesOf), sql`, `)}
        returning business_date, merchant_code, branch_id, terminal_id, source, card_scheme, card_kind, locality,
          is_bank_customer, currency, amount, fixed_amount, mdr_amount, net_amount
      )
      insert into daily_transaction_totals as t (business_date, merchant_code, branch_id, terminal_id, source,
        card_scheme, card_kind, locality, is_bank_customer, currency, tx_count, amount_sum, fixed_sum, mdr_sum, net_sum)
      select business_date, merchant_code, branch_id, terminal_id, source, card_scheme, card_kind, locality,
        is_bank_customer, currency, count(*), sum(amount), sum(fixed_amount), sum(mdr_amount), sum(net_amount)
      from inserted
      group by business_date, merchant_code, branch_id, terminal_id, source, card_scheme, card_kind, locality,
        is_bank_customer, currency
      on conflict on constraint daily_transaction_totals_pk do update set
        tx_count = t.tx_count + excluded.tx_count,
        amount_sum = t.amount_sum + excluded.amount_sum,
        fixed_sum = t.fixed_sum + excluded.fixed_sum,
        mdr_sum = t.mdr_sum + excluded.mdr_sum,
        net_sum = t.net_sum + excluded.net_sum`);
  }
}
