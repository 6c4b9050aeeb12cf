// Demo MOFA payments (spec part 2 §2): one ministry record per CyberSource payment of Consular Fees (the demo
// card transactions of its Consular Services branch): the embassy, the fee in its currency, the rates that
// make the card's JOD amount, the charge-back, pre-arbitration and processing flags and the four messages.
// Rolled forward to the last day of card transactions at every start; `--mofa N` adds N more for benchmarks.
import { createHash } from 'node:crypto';
import { dayFromIso, isoDay, todayInAmman, type DayNumber } from '@merchant-portal/contracts/dates';
import { and, asc, between, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.js';
import { branches, merchants, terminals } from '../db/schema/merchants.js';
import { embassies, mofaDailyCounts, mofaPayments, type NewMofaPayment } from '../db/schema/mofa.js';
import { cardTransactions, demoState } from '../db/schema/transactions.js';
import {
  PLAIN_PAYMENT_EXTRAS,
  ensurePartitions,
  openCopyWriter,
  type NewCardTransaction,
} from '../modules/transactions/ingest.js';
import { DEMO_EMBASSIES, JOD_RATES, type DemoEmbassy } from './embassies.js';
import { createRandom, type Random } from './prng.js';
import { BINS, demoMark, firstDemoDayToFill } from './transactions.js';

export const MOFA_MERCHANT = '4000000401';
const STATE = 'mofa-payments';
const DEMO_PAYMENT_DAYS = { full: 395, small: 60 } as const;
// Rows per INSERT: 30 parameters each stay well under PostgreSQL's 65,535.
const INSERT_ROWS = 1_000;
// The card surcharge, in the fee's currency: 2 % of the fee.
const SURCHARGE_SHARE = 0.02;
// Payments the ministry has not been told of (no payment notification) stay unprocessed; the others are
// posted once two days have passed.
const UNNOTIFIED_SHARE = 0.02;
const POSTING_DAYS = 2;
const CHARGE_BACK_SHARE = 0.02;
const PRE_ARB_SHARE = 0.3;

function seedOf(...parts: (string | number)[]): number {
  return createHash('sha256').update(parts.join(':')).digest().readUInt32LE(0);
}

function weightedEmbassy(random: Random): DemoEmbassy {
  const total = DEMO_EMBASSIES.reduce((sum, item) => sum + item.weight, 0);
  let roll = random.next() * total;
  for (const item of DEMO_EMBASSIES) {
    roll -= item.weight;
    if (roll < 0) return item;
  }
  return DEMO_EMBASSIES[0] as DemoEmbassy;
}

const embassyByCode = new Map(DEMO_EMBASSIES.map((item) => [item.code, item]));

/**
 * Every fifteenth day the day's first payment is a charge-back at Cairo (12), a week later at Riyadh (7):
 * both busy embassies have a charge-back in any 30 days, at either demo size.
 */
function showcaseEmbassy(day: DayNumber): string | null {
  if (day % 15 === 0) return '12';
  if (day % 15 === 7) return '7';
  return null;
}

/** JOD for one unit of the currency on the day: pegged ones stay, floating ones drift a few percent. */
function rateOn(currency: string, day: DayNumber): number {
  const known = JOD_RATES[currency];
  if (!known) throw new Error(`no rate for ${currency}`);
  if (known.pegged) return known.rate;
  const phase = seedOf('rate', currency) % 360;
  const drift = 0.025 * Math.sin(day / 41 + phase) + 0.01 * Math.sin(day / 7 + phase / 3);
  return Number((known.rate * (1 + drift)).toFixed(6));
}

const micros = (rate: number) => Math.round(rate * 1_000_000);

/** fee × rate + surcharge × surcharge rate in fils, rounded half up as numeric's round(…, 3) does. */
function jodFils(fee: number, rate: number, surcharge: number, surchargeRate: number): number {
  const nanos = fee * micros(rate) * 1000 + Math.round(surcharge * 1000) * micros(surchargeRate);
  return Math.floor((nanos + 500_000) / 1_000_000);
}

/**
 * The card's rate and the surcharge that make a whole fee come to the JOD charged, to the fils: the rate
 * (6 decimals) fitted to a 2 % surcharge, or for a large fee in a small currency, whose rate's last decimal
 * is worth more than a fils, the surcharge (3 decimals) fitted to the rate.
 */
function balance(fils: number, fee: number, fxRate: number) {
  const share = Math.round(fee * SURCHARGE_SHARE * 100) / 100;
  const fitted = Number(((fils / 1000 - share * fxRate) / fee).toFixed(6));
  if (jodFils(fee, fitted, share, fxRate) === fils) return { transactionFxRate: fitted, surcharge: share };
  const surcharge = Math.max(0, Math.round(((fils / 1000 - fee * fitted) / fxRate) * 1000) / 1000);
  return { transactionFxRate: fitted, surcharge };
}

/** The ministry's posting of a processed payment (the same text the roll-forward writes in SQL). */
const postedText = (referenceNumber: string, day: DayNumber) =>
  `{"postingId":"PST-${referenceNumber}","postedOn":"${isoDay(day + 3)}"}`;

/** What a MOFA record needs of its card payment. */
export interface CardPayment {
  id: number;
  businessDate: string;
  transactionAt: Date;
  merchantRef: string;
  maskedPan: string;
  rrn: string;
  authCode: string;
  amount: string;
  currency: string;
}

/**
 * The ministry's record of a card payment, the same for the same seed and payment: the card's JOD amount is
 * the fee at the transaction rate plus the surcharge at its rate (rounded to the fils), the fee a whole
 * amount of the embassy's currency. `today` decides only what is processed yet.
 */
export function mofaPaymentOf(
  payment: CardPayment,
  seed: number,
  today: DayNumber,
  showcase: string | null,
): NewMofaPayment {
  const random = createRandom(seedOf(seed, 'mofa', payment.merchantRef));
  const day = dayFromIso(payment.businessDate);
  const chosen = showcase === null ? weightedEmbassy(random) : embassyByCode.get(showcase);
  if (!chosen) throw new Error(`no demo embassy ${showcase}`);
  const jod = Number(payment.amount);
  const fxRate = rateOn(chosen.currency, day);
  const fee = Math.max(1, Math.round(jod / (fxRate * (1 + SURCHARGE_SHARE))));
  const { transactionFxRate, surcharge } = balance(Math.round(jod * 1000), fee, fxRate);
  const surchargeFxRate = fxRate;
  const sequence = payment.merchantRef.split('-').at(-1) ?? '0';
  const compactDay = payment.businessDate.replaceAll('-', '');
  const referenceNumber = `MOFA-${compactDay}-${sequence.padStart(6, '0')}`;
  const requestNumber = `REQ-${chosen.code.padStart(3, '0')}-${random.int(1_000_000, 9_999_999)}`;
  const notified = !random.chance(UNNOTIFIED_SHARE);
  const processed = notified && day < today - POSTING_DAYS;
  const chargedBack = showcase !== null || random.chance(CHARGE_BACK_SHARE);
  const csRequestId = `${payment.transactionAt.getTime()}${String(random.int(0, 999_999_999)).padStart(9, '0')}`;
  return {
    merchantCode: MOFA_MERCHANT,
    businessDate: payment.businessDate,
    transactionAt: payment.transactionAt,
    cardBusinessDate: payment.businessDate,
    cardTransactionId: payment.id,
    referenceNumber,
    requestNumber,
    country: chosen.country,
    rrn: payment.rrn,
    mrn: payment.merchantRef,
    authCode: payment.authCode,
    maskedPan: payment.maskedPan,
    amountInOrgCcy: fee.toFixed(3),
    orgCurrency: chosen.currency,
    embassyCode: chosen.code,
    fxRate: fxRate.toFixed(6),
    transactionFxRate: transactionFxRate.toFixed(6),
    surchargeAmount: surcharge.toFixed(3),
    surchargeFxRate: surchargeFxRate.toFixed(6),
    totalAmount: (fee + surcharge).toFixed(3),
    totalAmountJod: jod.toFixed(3),
    currency: payment.currency,
    tranStatus: 'SUCCESS',
    isChargedBack: chargedBack,
    isProcessed: processed,
    isPreArb: chargedBack && random.chance(PRE_ARB_SHARE),
    mofaCalculationRequest: JSON.stringify({
      requestNumber,
      embassyCode: chosen.code,
      feeAmount: fee,
      currency: chosen.currency,
      fxRate,
    }),
    mofaPaymentNotification: notified
      ? JSON.stringify({ referenceNumber, status: 'PAID', paidAt: payment.transactionAt.toISOString() })
      : null,
    cybersourceTransactionsDetails: JSON.stringify({
      requestId: csRequestId,
      decision: 'ACCEPT',
      reasonCode: '100',
      authCode: payment.authCode,
      cardNumber: payment.maskedPan,
      amount: jod.toFixed(3),
      currency: payment.currency,
    }),
    mofaPostedTransactions: processed ? postedText(referenceNumber, day) : null,
  };
}

/** Stores the demo embassies (again with every roll: a new one in the list is added). */
export async function saveEmbassies(db: Executor): Promise<void> {
  await db
    .insert(embassies)
    .values(DEMO_EMBASSIES.map(({ code, location, country }) => ({ code, location, country })))
    .onConflictDoNothing();
}

/** The MOFA records of card payments, in their order; each day's first may be a showcase charge-back. */
function paymentsOf(cardPayments: readonly CardPayment[], seed: number, today: DayNumber) {
  let lastDay = '';
  return cardPayments.map((payment) => {
    const first = payment.businessDate !== lastDay;
    lastDay = payment.businessDate;
    const showcase = first ? showcaseEmbassy(dayFromIso(payment.businessDate)) : null;
    return mofaPaymentOf(payment, seed, today, showcase);
  });
}

/**
 * The payments notified and past their posting days are processed now: a restart days later finds the
 * demo's recent payments posted, as they would be.
 */
async function postNotifiedPayments(db: Executor, today: DayNumber): Promise<void> {
  await db
    .update(mofaPayments)
    .set({
      isProcessed: true,
      mofaPostedTransactions: sql`'{"postingId":"PST-' || ${mofaPayments.referenceNumber} || '","postedOn":"' || (${mofaPayments.businessDate} + 3)::text || '"}'`,
    })
    .where(
      and(
        eq(mofaPayments.merchantCode, MOFA_MERCHANT),
        eq(mofaPayments.isProcessed, false),
        sql`${mofaPayments.mofaPaymentNotification} is not null`,
        sql`${mofaPayments.businessDate} < ${isoDay(today - POSTING_DAYS)}::date`,
      ),
    );
}

/**
 * Fills the ministry's records from the day after the last one stored (or the size's first day) up to the
 * last day of card transactions: one per CyberSource sale of Consular Fees.
 */
export async function rollDemoMofaForward(
  db: Database,
  size: keyof typeof DEMO_PAYMENT_DAYS,
  seed: number,
  today: DayNumber = todayInAmman(),
): Promise<number> {
  await saveEmbassies(db);
  await postNotifiedPayments(db, today);
  const fromDay = await firstDemoDayToFill(db, STATE, DEMO_PAYMENT_DAYS[size], today);
  const [paid] = await db.select().from(demoState).where(eq(demoState.name, 'transactions'));
  if (!paid) return 0;
  const toDay = Math.min(today - 1, dayFromIso(paid.lastDay));
  if (fromDay > toDay) return 0;
  const cardPayments: CardPayment[] = await db
    .select({
      id: cardTransactions.id,
      businessDate: cardTransactions.businessDate,
      transactionAt: cardTransactions.transactionAt,
      merchantRef: sql<string>`${cardTransactions.merchantRef}`,
      maskedPan: cardTransactions.maskedPan,
      rrn: cardTransactions.rrn,
      authCode: cardTransactions.authCode,
      amount: cardTransactions.amount,
      currency: cardTransactions.currency,
    })
    .from(cardTransactions)
    .where(
      and(
        eq(cardTransactions.merchantCode, MOFA_MERCHANT),
        eq(cardTransactions.source, 'CS'),
        eq(cardTransactions.transactionType, 'SALE'),
        // The fees are charged in JOD (a database seeded before they were also holds USD and ILS payments).
        eq(cardTransactions.currency, 'JOD'),
        sql`${cardTransactions.merchantRef} is not null`,
        between(cardTransactions.businessDate, isoDay(fromDay), isoDay(toDay)),
      ),
    )
    .orderBy(asc(cardTransactions.businessDate), asc(cardTransactions.id));
  const rows = paymentsOf(cardPayments, seed, today);
  // All the days and their mark together: a start that stops half-way leaves none of them.
  await db.transaction(async (tx) => {
    for (let start = 0; start < rows.length; start += INSERT_ROWS) {
      await tx
        .insert(mofaPayments)
        .values(rows.slice(start, start + INSERT_ROWS))
        .onConflictDoNothing();
    }
    await demoMark(tx, STATE, toDay);
  });
  return rows.length;
}

export interface BulkMofaLoad {
  seed: number;
  rows: number;
  /** How many days back from yesterday the payments spread over. */
  days: number;
  today?: DayNumber;
}

// Card payments and their records per transaction: one COPY and one INSERT of this many.
const BULK_BATCH = 20_000;
const BULK_CARD_POOL = 200_000;

/** Consular Services (the merchant's CyberSource branch), its terminals and the merchant's charges. */
async function onlineBranchOf(db: Executor) {
  const [branch] = await db
    .select({ branchId: branches.branchId })
    .from(branches)
    .where(and(eq(branches.merchantCode, MOFA_MERCHANT), eq(branches.transactionType, 'CS')))
    .orderBy(branches.branchId)
    .limit(1);
  const [merchant] = await db
    .select({ fixedRate: merchants.fixedRate, rate: merchants.otherBankCardRate })
    .from(merchants)
    .where(eq(merchants.merchantCode, MOFA_MERCHANT));
  if (!branch || !merchant) throw new Error('the demo has no Consular Services branch: seed the demo first');
  const terminalIds = (
    await db
      .select({ terminalId: terminals.terminalId })
      .from(terminals)
      .where(eq(terminals.branchId, branch.branchId))
      .orderBy(terminals.terminalId)
  ).map((row) => row.terminalId);
  if (terminalIds.length === 0) throw new Error('Consular Services has no terminal');
  return { branchId: branch.branchId, terminalIds, fixedRate: merchant.fixedRate, rate: merchant.rate };
}

function nextBankingDay(day: DayNumber): DayNumber {
  let next = day + 1;
  // Friday and Saturday are the weekend in Jordan (day % 7 === 1 is a Friday).
  while (next % 7 === 1 || next % 7 === 2) next += 1;
  return next;
}

/** A consular fee paid online: a CyberSource sale in JOD on Consular Services, at office hours. */
function bulkCardPayment(
  random: Random,
  day: DayNumber,
  n: number,
  seed: number,
  online: Awaited<ReturnType<typeof onlineBranchOf>>,
): NewCardTransaction {
  const iso = isoDay(day);
  const at = new Date(`${iso}T07:00:00+03:00`);
  at.setTime(at.getTime() + random.int(0, 11 * 3600 - 1) * 1000);
  const card = random.int(0, BULK_CARD_POOL - 1);
  const cardRandom = createRandom(seedOf(seed, 'bulk-mofa-card', card));
  const scheme = cardRandom.chance(0.6) ? 'VISA' : 'MASTERCARD';
  const maskedPan = `${cardRandom.pick(BINS[scheme])}******${String(cardRandom.int(0, 9999)).padStart(4, '0')}`;
  const normal = Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
  const amountFils = Math.max(5_000, Math.round(60_000 * Math.exp(0.4 * normal)));
  const fixedFils = Math.round(Number(online.fixedRate) * 1000);
  const mdrFils = Math.round((amountFils * Number(online.rate)) / 100);
  const fils = (value: number) => (value / 1000).toFixed(3);
  return {
    businessDate: iso,
    transactionAt: at,
    depositDate: isoDay(nextBankingDay(day)),
    merchantCode: MOFA_MERCHANT,
    branchId: online.branchId,
    terminalId: random.pick(online.terminalIds),
    source: 'CS',
    transactionType: 'SALE',
    merchantRef: `${MOFA_MERCHANT.slice(-4)}-${iso.replaceAll('-', '')}-B${n}`,
    maskedPan,
    cardToken: createHash('sha256').update(`bulk-mofa-card:${seed}:${card}`).digest('hex'),
    tranPaymentMethod: maskedPan,
    amount: fils(amountFils),
    fixedAmount: fils(fixedFils),
    mdrPercentage: online.rate,
    mdrAmount: fils(mdrFils),
    netAmount: fils(amountFils - mdrFils - fixedFils),
    currency: 'JOD',
    cardScheme: scheme,
    cardKind: cardRandom.chance(0.6) ? 'C' : 'D',
    locality: cardRandom.chance(0.7) ? 'L' : 'I',
    isBankCustomer: false,
    ...PLAIN_PAYMENT_EXTRAS,
    authCode: String(random.int(0, 999_999)).padStart(6, '0'),
    rrn: `${String(day).slice(-4)}${String(random.int(0, 99_999_999)).padStart(8, '0')}`,
  };
}

const MOFA_COLUMNS = Object.entries(getTableColumns(mofaPayments)).filter(([key]) => key !== 'id');

/**
 * The records of a batch, inserted in the statement after the batch's card payments are stored (the COPY
 * writer's `alongside`): each joined to its card payment by its merchant reference (unique), for the
 * payment's id. The reference alone, not the day too: with the day the planner walks a day's payments per
 * record (20,000 records × a day's payments), with the reference it hashes the batch's days once.
 */
function insertRecordsStatement(records: readonly NewMofaPayment[], from: string, to: string) {
  const linked = new Set(['cardBusinessDate', 'cardTransactionId']);
  const fields = MOFA_COLUMNS.filter(([key]) => !linked.has(key));
  const json = JSON.stringify(
    records.map((record) =>
      Object.fromEntries(fields.map(([key, column]) => [column.name, record[key as keyof NewMofaPayment]])),
    ),
  );
  const names = fields.map(([, column]) => column.name);
  return {
    sql: `insert into mofa_payments (${names.join(', ')}, card_business_date, card_transaction_id)
      select ${names.map((name) => `v.${name}`).join(', ')}, ct.business_date, ct.id
      from json_to_recordset($1::json) as v(${fields.map(([, column]) => `${column.name} ${column.getSQLType()}`).join(', ')})
      join card_transactions ct on ct.merchant_ref = v.mrn
      where ct.merchant_code = '${MOFA_MERCHANT}' and ct.source = 'CS' and ct.business_date between $2::date and $3::date`,
    params: [json, from, to],
  };
}

/**
 * Loads `rows` MOFA payments with their card payments over the last `days` days (quieter at the weekend),
 * newest day first, through the card transactions' COPY path: each batch of card payments and their
 * records commit together.
 */
export async function loadBulkMofa(db: Database, options: BulkMofaLoad): Promise<number> {
  if (options.rows <= 0) return 0;
  const today = options.today ?? todayInAmman();
  await saveEmbassies(db);
  const online = await onlineBranchOf(db);
  // Every payment stored is counted by day: the sum numbers the new ones after them.
  const [stored] = await db
    .select({ total: sql<string | null>`sum(${mofaDailyCounts.paymentCount})` })
    .from(mofaDailyCounts)
    .where(eq(mofaDailyCounts.merchantCode, MOFA_MERCHANT));
  const first = Number(stored?.total ?? 0);
  const days = Array.from({ length: options.days }, (_, index) => today - 1 - index);
  const weights = days.map((day) => (day % 7 === 1 ? 0.4 : day % 7 === 2 ? 0.7 : 1));
  const totalWeight = weights.reduce((sum, weight) => sum + weight, 0);
  await ensurePartitions(db, isoDay(today - options.days), isoDay(today - 1));

  const writer = await openCopyWriter(db);
  let cards: NewCardTransaction[] = [];
  let records: NewMofaPayment[] = [];
  let loaded = 0;
  let running = 0;
  const flush = async () => {
    if (cards.length === 0) return;
    const batchDays = cards.map((card) => card.businessDate).sort();
    await writer.write(cards, insertRecordsStatement(records, batchDays[0] ?? '', batchDays.at(-1) ?? ''));
    cards = [];
    records = [];
  };
  try {
    for (const [index, day] of days.entries()) {
      running += weights[index] ?? 0;
      const count = Math.round((options.rows * running) / totalWeight) - loaded;
      const random = createRandom(seedOf('bulk-mofa', options.seed, first, day));
      const dayCards = Array.from({ length: count }, (_, place) =>
        bulkCardPayment(random, day, first + loaded + place, options.seed, online),
      ).sort((a, b) => a.transactionAt.getTime() - b.transactionAt.getTime());
      const dayRecords = paymentsOf(
        dayCards.map((card) => ({ ...card, id: 0, merchantRef: card.merchantRef ?? '' })),
        options.seed,
        today,
      );
      for (const [place, card] of dayCards.entries()) {
        const record = dayRecords[place];
        if (!record) continue;
        cards.push(card);
        records.push(record);
        if (cards.length === BULK_BATCH) await flush();
      }
      loaded += count;
    }
    await flush();
  } finally {
    await writer.close();
  }
  await db.execute(sql`analyze mofa_payments, mofa_daily_counts`);
  return loaded;
}
