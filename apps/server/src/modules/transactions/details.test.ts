// One payment's details (GET …/transaction/v1/{id}): every field against plain SQL over the stored rows, the
// linked transactions, the MOFA record, and who may open what — a transaction outside the user's merchant
// group, or one their permissions do not reach, answers as an unknown id does.
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { isoDay, todayInAmman } from '@merchant-portal/contracts/dates';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import type { MofaRow } from '@merchant-portal/contracts/schemas/mofa';
import type { TransactionDetails } from '@merchant-portal/contracts/schemas/transaction-details';
import { rollDemoMofaForward } from '@merchant-portal/demo/mofa/load';
import { cardTransactions } from '../../db/schema/transactions.js';
import { users } from '../../db/schema/users.js';
import { useHarness, type Harness } from '../../test/harness.js';
import { grantGroup } from '../../test/users.js';
import { mofaSearch } from '../../test/mofa.js';
import { insertCardTransactions, type NewCardTransaction } from './ingest.js';

const today = todayInAmman();
const ZAHRAN = 'zahran.admin@4000000101';
const PETRA = 'petra.admin@4000000194';
const ANALYST = 'zahran.analyst@4000000101';
const MODEE = 'modee.user@4000000501';
const ALL = 'consular.all@4000000401';
const BOUND = 'consular_12@4000000401';
/** The merchant references of the linked transactions the set-up adds. */
const LINKED_REF = 'T-LINK-0001';
const MANY_REF = 'T-LINK-0002';

const atAmman = (day: number, time: string) => new Date(`${isoDay(day)}T${time}+03:00`);

/** Copies of a stored card transaction, as the write path takes them, each changed by `change`. */
async function copiesOf(
  harness: Harness,
  where: ReturnType<typeof and>,
  changes: Partial<NewCardTransaction>[],
): Promise<void> {
  const [model] = await harness.database.db.select().from(cardTransactions).where(where).limit(1);
  if (!model) throw new Error('no card transaction to copy');
  const { id: _id, ...row } = model;
  await insertCardTransactions(
    harness.database.db,
    changes.map((change, n) => ({
      ...row,
      cardKind: row.cardKind === 'C' ? 'C' : 'D',
      locality: row.locality === 'I' ? 'I' : 'L',
      rrn: `T${String(n).padStart(3, '0')}${row.rrn.slice(4)}`,
      ...change,
    })),
  );
}

/**
 * A sale of Zahran's with two refunds under its merchant reference, a transaction of Zahran Express (of the
 * same group) under the same reference, and a sale with 21 refunds.
 */
async function addLinked(harness: Harness): Promise<void> {
  const onlineSale = and(eq(cardTransactions.merchantCode, '4000000101'), eq(cardTransactions.source, 'CS'));
  const moment = (day: number, time: string) => {
    const at = atAmman(day, time);
    return { transactionAt: at, businessDate: isoDay(day), depositDate: isoDay(day + 1) };
  };
  await copiesOf(harness, onlineSale, [
    { ...moment(today - 3, '12:00:00'), merchantRef: LINKED_REF, transactionType: 'SALE', amount: '30.000' },
    { ...moment(today - 2, '10:00:00'), merchantRef: LINKED_REF, transactionType: 'REFUND', amount: '4.000' },
    { ...moment(today - 1, '09:30:00'), merchantRef: LINKED_REF, transactionType: 'REFUND', amount: '2.500' },
    { ...moment(today - 4, '08:00:00'), merchantRef: MANY_REF, transactionType: 'SALE', amount: '99.000' },
    ...Array.from({ length: 21 }, (_, n) => ({
      ...moment(today - 3, `13:${String(n).padStart(2, '0')}:00`),
      merchantRef: MANY_REF,
      transactionType: 'REFUND',
      amount: '1.000',
    })),
  ]);
  await copiesOf(harness, eq(cardTransactions.merchantCode, '4000000102'), [
    { ...moment(today - 2, '11:00:00'), merchantRef: LINKED_REF, transactionType: 'REFUND' },
  ]);
}

const h = useHarness({
  transactions: { seed: 5, fromDay: today - 10, toDay: today - 1, scale: 0.3 },
  prepare: async (harness) => {
    await rollDemoMofaForward(harness.database.db, 'small', 5, today);
    await addLinked(harness);
  },
  users: [ZAHRAN, PETRA, ANALYST, MODEE, ALL, BOUND],
  timeout: 120_000,
});

async function rowsOf(query: ReturnType<typeof sql>): Promise<Record<string, unknown>[]> {
  return ((await h.database.db.execute(query)) as { rows: Record<string, unknown>[] }).rows;
}

/** The id of the first card transaction (by id) matching `where`, by plain SQL. */
async function idWhere(where: ReturnType<typeof sql>): Promise<string> {
  const [row] = await rowsOf(
    sql`select id::text as id from card_transactions where ${where} order by id limit 1`,
  );
  if (!row) throw new Error('no card transaction of that kind in the test data');
  return String(row.id);
}

const open = (id: string, user = ZAHRAN) =>
  h.call('transactionDetails', { params: { id }, headers: h.sessions[user] });

async function details(id: string, user = ZAHRAN): Promise<TransactionDetails> {
  const reply = await open(id, user);
  expect(reply.statusCode, reply.body).toBe(200);
  return reply.json<{ data: TransactionDetails }>().data;
}

/** Amman's offset at a moment, as ISO 8601 writes it, from the database's own time zone rules. */
const offsetText = (seconds: number) => {
  const minutes = Math.abs(seconds) / 60;
  const two = (value: number) => String(value).padStart(2, '0');
  return `${seconds < 0 ? '-' : '+'}${two(Math.floor(minutes / 60))}:${two(minutes % 60)}`;
};

/** Every field but `linked` and `mofa`, computed by plain SQL from the stored row. */
async function expectedFields(id: string) {
  const [row] = await rowsOf(sql`
    select ct.id::text as id, to_char(ct.business_date, 'DD-MM-YYYY') as "transactionDate",
      to_char(ct.deposit_date, 'DD-MM-YYYY') as "loadDate",
      to_char(ct.transaction_at at time zone 'Asia/Amman', 'HH24:MI:SS') as "transactionTime",
      ct.merchant_ref as "merchantRef", ct.masked_pan as pan, ct.tran_payment_method as "tranPaymentMethod",
      ct.terminal_id as "terminalId", ct.branch_id as "branchId", b.branch_name as "branchName",
      ct.amount::float8 as "transactionAmount", ct.fixed_amount::float8 as "fixedAmount",
      ct.mdr_percentage::float8 as "mdrPercentage", ct.mdr_amount::float8 as "mdrAmount",
      ct.net_amount::float8 as "netAmount", ct.currency, ct.card_scheme as "cardScheme",
      ct.card_kind as "cardType", ct.locality as "methodType", ct.transaction_type as "transactionType",
      ct.category, coalesce(ct.qr_transaction_id, ct.rrn) as "transactionId", ct.bill_number as "billNumber",
      ct.bnpl_txn as "bnplTxn", ct.bnpl_mdr_value::float8 as "bnplMdrValue",
      ct.bnpl_amount::float8 as "bnplAmount", ct.bnpl_mdr_amount::float8 as "bnplMdrAmount",
      ct.auth_code as "authCode", ct.rrn, ct.dcc_share::float8 as share,
      m.merchant_code as "merchantCode", m.merchant_name as "merchantName", ct.source,
      to_char(ct.transaction_at at time zone 'Asia/Amman', 'YYYY-MM-DD"T"HH24:MI:SS.MS') as "localMoment",
      extract(epoch from (ct.transaction_at at time zone 'Asia/Amman')
        - (ct.transaction_at at time zone 'UTC'))::int as "offsetSeconds",
      ct.is_bank_customer as "isBankCustomer", ct.dcc_type as "dccType"
    from card_transactions ct
      join branches b on b.branch_id = ct.branch_id
      join merchants m on m.merchant_code = ct.merchant_code
    where ct.id = ${id}`);
  if (!row) throw new Error(`no card transaction ${id}`);
  const { localMoment, offsetSeconds, ...fields } = row;
  return { ...fields, transactionAt: `${String(localMoment)}${offsetText(Number(offsetSeconds))}` };
}

/** The transactions linked to `id` by the rule of the call, by plain SQL: oldest first, at most 20. */
async function expectedLinked(id: string) {
  return rowsOf(sql`
    select l.id::text as id, l.transaction_type as "transactionType",
      to_char(l.business_date, 'DD-MM-YYYY') as "transactionDate",
      to_char(l.transaction_at at time zone 'Asia/Amman', 'HH24:MI:SS') as "transactionTime",
      l.amount::float8 as amount, l.currency
    from card_transactions t
      join card_transactions l on l.merchant_code = t.merchant_code and l.merchant_ref = t.merchant_ref
        and l.id <> t.id and l.transaction_type <> t.transaction_type
    where t.id = ${id}
    order by l.transaction_at, l.id
    limit 20`);
}

/** Checks every field of a transaction's details against SQL, and gives the details. */
async function checked(id: string, user = ZAHRAN): Promise<TransactionDetails> {
  const got = await details(id, user);
  const { linked, mofa, ...fields } = got;
  expect(fields).toEqual(await expectedFields(id));
  expect(linked).toEqual(await expectedLinked(id));
  expect(new Date(got.transactionAt).getTime()).toBe(
    Number(
      (
        await rowsOf(sql`select extract(epoch from transaction_at) * 1000 as ms from card_transactions
      where id = ${id}`)
      )[0]?.ms,
    ),
  );
  expect(got.pan).toMatch(/^\d{6}\*{6}\d{4}$/);
  if (user !== ALL && user !== BOUND) expect(mofa).toBeNull();
  return got;
}

const refIds = async (ref: string, type: string, merchant = '4000000101') =>
  (
    await rowsOf(sql`select id::text as id from card_transactions
      where merchant_code = ${merchant} and merchant_ref = ${ref} and transaction_type = ${type}
      order by transaction_at, id`)
  ).map((row) => String(row.id));

describe('a payment’s details', () => {
  it('gives every field of a plain PoS sale, with no links and no MOFA record', async () => {
    const id = await idWhere(
      sql`merchant_code = '4000000101' and source = 'P' and transaction_type = 'SALE' and dcc_type is null`,
    );
    const got = await checked(id);
    expect(got).toMatchObject({ source: 'P', transactionType: 'SALE', linked: [], mofa: null });
  });

  it('gives a QR payment bought now, paid later its own id, bill and BNPL figures', async () => {
    const id = await idWhere(sql`merchant_code = '4000000101' and source = 'QR' and bnpl_txn = 'Y'`);
    const got = await checked(id);
    expect(got.transactionId).toMatch(/^QR/);
    expect(got.bnplAmount).toBe(got.transactionAmount);
    expect(got.billNumber).not.toBeNull();
  });

  it('gives a DCC payment its type and the merchant’s share', async () => {
    const id = await idWhere(sql`merchant_code = '4000000101' and dcc_type = 'DCC'`);
    const got = await checked(id);
    expect(got.dccType).toBe('DCC');
    expect(got.share).toBeGreaterThan(0);
  });

  it('links a sale to its refunds and a refund to its sale: same merchant and reference, oldest first', async () => {
    const [sale] = await refIds(LINKED_REF, 'SALE');
    const refunds = await refIds(LINKED_REF, 'REFUND');
    if (!sale) throw new Error('no linked sale');
    expect(refunds).toHaveLength(2);

    const ofSale = await checked(sale);
    expect(ofSale.linked.map((item) => item.id)).toEqual(refunds);
    expect(ofSale.linked.map((item) => item.amount)).toEqual([4, 2.5]);
    // Zahran Express's transaction under the same reference is another merchant's: not linked.
    const [express] = await refIds(LINKED_REF, 'REFUND', '4000000102');
    expect(express).toEqual(expect.any(String));
    expect(ofSale.linked.map((item) => item.id)).not.toContain(express);

    for (const refund of refunds) {
      const ofRefund = await checked(refund);
      expect(ofRefund.linked.map((item) => [item.id, item.transactionType])).toEqual([[sale, 'SALE']]);
    }
  });

  it('links at most 20 transactions, the oldest', async () => {
    const [sale] = await refIds(MANY_REF, 'SALE');
    const refunds = await refIds(MANY_REF, 'REFUND');
    if (!sale) throw new Error('no sale with many refunds');
    expect(refunds).toHaveLength(21);
    const got = await checked(sale);
    expect(got.linked.map((item) => item.id)).toEqual(refunds.slice(0, 20));
  });

  it('opens a transaction of another merchant of the user’s group, with that merchant’s name', async () => {
    const id = await idWhere(sql`merchant_code = '4000000102'`);
    const got = await checked(id);
    expect(got).toMatchObject({ merchantCode: '4000000102', merchantName: 'Zahran Express' });
  });

  it('gives a MOFA payment its ministry record, as the MOFA search shows it', async () => {
    const [payment] = await rowsOf(sql`
      select p.card_transaction_id::text as id, p.rrn from mofa_payments p
      where p.merchant_code = '4000000401' order by p.id limit 1`);
    if (!payment) throw new Error('no MOFA payment');
    const id = String(payment.id);
    const got = await checked(id, ALL);
    const search = await h.call('transactionSearch', {
      headers: h.sessions[ALL],
      query: { currency: '' },
      body: mofaSearch({ rrn: String(payment.rrn) }),
    } as never);
    expect(search.statusCode, search.body).toBe(200);
    const [row] = search.json<{ content: MofaRow[] }>().content;
    expect(row?.cardTransactionId).toBe(id);
    expect(got.mofa).toEqual(row);
    const [stored] = await rowsOf(sql`
      select p.id::text as id, p.total_amount_jod::float8 as jod, ct.amount::float8 as amount
      from mofa_payments p
        join card_transactions ct on ct.business_date = p.card_business_date and ct.id = p.card_transaction_id
      where ct.id = ${id}`);
    expect(got.mofa).toMatchObject({ id: stored?.id, totalAmountJOD: stored?.jod });
    expect(got.transactionAmount).toBe(stored?.amount);
  });
});

describe('who may open a payment', () => {
  const zahranSale = () => idWhere(sql`merchant_code = '4000000101' and source = 'P'`);
  const notFound = { code: '404', message: MESSAGES.transactionNotFound };

  it('answers 404 for another merchant’s transaction, which its own merchant’s user opens', async () => {
    const id = await zahranSale();
    const foreign = await open(id, PETRA);
    expect(foreign.statusCode).toBe(404);
    expect(foreign.json()).toEqual(notFound);
    expect((await open(id, ZAHRAN)).statusCode).toBe(200);
  });

  it('answers 404 for an id no transaction has, the same text as for another merchant’s', async () => {
    const [max] = await rowsOf(sql`select max(id)::text as id from card_transactions`);
    for (const id of [String(BigInt(String(max?.id)) + 1000n), '999999999999999999']) {
      const reply = await open(id);
      expect(reply.statusCode, id).toBe(404);
      expect(reply.json()).toEqual(notFound);
    }
  });

  it('refuses an id that is not one with 400 Validation errors', async () => {
    for (const id of ['abc', '0', '012', '1.5', '1234567890123456789']) {
      const reply = await open(id);
      expect(reply.statusCode, id).toBe(400);
      expect(reply.json()).toMatchObject({
        code: '400',
        message: MESSAGES.validationErrors,
        errors: [{ param: 'id', msg: 'Must be a transaction id' }],
      });
    }
  });

  it('answers 401 without a session and 403 to a user with none of the three permissions', async () => {
    const id = await zahranSale();
    const anonymous = await h.call('transactionDetails', { params: { id }, headers: await h.headers() });
    expect(anonymous.statusCode).toBe(401);
    const analyst = await open(id, ANALYST);
    expect(analyst.statusCode).toBe(403);
    expect(analyst.json()).toMatchObject({ code: '403', message: MESSAGES.forbidden });
  });

  it('lets a MoDEE user open their merchant’s transactions, not another’s', async () => {
    const own = await idWhere(sql`merchant_code = '4000000501'`);
    await checked(own, MODEE);
    expect((await open(await zahranSale(), MODEE)).statusCode).toBe(404);
  });

  it('lets a MOFA-only user open only transactions that carry a MOFA record', async () => {
    const record = sql`select 1 from mofa_payments p
      where p.card_business_date = card_transactions.business_date
        and p.card_transaction_id = card_transactions.id`;
    const withRecord = await idWhere(sql`merchant_code = '4000000401' and exists (${record})`);
    const without = await idWhere(sql`merchant_code = '4000000401' and not exists (${record})`);
    expect((await details(withRecord, ALL)).mofa).not.toBeNull();
    const reply = await open(without, ALL);
    expect(reply.statusCode).toBe(404);
    expect(reply.json()).toEqual(notFound);
    expect((await open(await zahranSale(), ALL)).statusCode).toBe(404);
  });

  it('lets an embassy user open their own embassy’s fees only, and an unresolved one none', async () => {
    const feeAt = async (embassy: ReturnType<typeof sql>) => {
      const [row] = await rowsOf(sql`select card_transaction_id::text as id from mofa_payments
        where merchant_code = '4000000401' and ${embassy} order by id limit 1`);
      if (!row) throw new Error('no MOFA payment of that embassy');
      return String(row.id);
    };
    const own = await feeAt(sql`embassy_code = '12'`);
    const other = await feeAt(sql`embassy_code <> '12'`);
    expect((await details(own, BOUND)).mofa?.embassy).toMatch(/^12 - /);
    expect((await open(other, BOUND)).statusCode).toBe(404);
    // The user who reads every embassy opens both.
    expect((await open(other, ALL)).statusCode).toBe(200);

    const bind = (code: string | null, unresolved: boolean) =>
      h.database.db
        .update(users)
        .set({ embassyCode: code, embassyUnresolved: unresolved })
        .where(eq(users.username, BOUND));
    await bind(null, true);
    try {
      for (const id of [own, other]) expect((await open(id, BOUND)).statusCode, id).toBe(404);
    } finally {
      await bind('12', false);
    }
  });

  it('hides another embassy’s record from an embassy user who opens its fee by the card permission', async () => {
    const [fee] = await rowsOf(sql`select card_transaction_id::text as id from mofa_payments
      where merchant_code = '4000000401' and embassy_code <> '12' order by id limit 1`);
    const id = String(fee?.id);
    // The embassy user of embassy 12 may also search the merchant's card payments.
    await grantGroup(h.database.db, BOUND, 'MERCHANT_USERS');
    try {
      const headers = await h.headers(await h.signIn(BOUND));
      const reply = await h.call('transactionDetails', { params: { id }, headers });
      expect(reply.statusCode, reply.body).toBe(200);
      expect(reply.json<{ data: TransactionDetails }>().data.mofa).toBeNull();
    } finally {
      await h.database.db.execute(sql`delete from user_groups where group_name = 'MERCHANT_USERS'
        and user_id = (select id from users where username = ${BOUND})`);
    }
    expect((await open(id, BOUND)).statusCode).toBe(404);
  });
});
