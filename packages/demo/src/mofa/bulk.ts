// Benchmark MOFA payments (`npm run seed -- --mofa N`): N more consular fees paid online, each a CyberSource
// card payment of Consular Fees with the ministry's record of it, written through the card transactions' COPY
// path so each batch of payments and their records commit together.
import { createHash } from 'node:crypto';
import { isoDay, type DayNumber } from '@merchant-portal/contracts/dates';
import {
  branches,
  type Database,
  ensurePartitions,
  type Executor,
  merchants,
  mofaDailyCounts,
  mofaPayments,
  type NewCardTransaction,
  type NewMofaPayment,
  openCopyWriter,
  PLAIN_PAYMENT_EXTRAS,
  terminals,
} from '@merchant-portal/server/ingest';
import { and, eq, getTableColumns, sql } from 'drizzle-orm';
import { filsText as fils, nextBankingDay } from '../calendar.js';
import { analyzeLoaded, bulkWindow, shareByWeight, type BulkLoad } from '../bulk-load.js';
import { authorisationOf, maskedPanOf } from '../cards.js';
import { createRandom, seedOf, type Random } from '../random.js';
import { saveEmbassies } from './load.js';
import { MOFA_MERCHANT, paymentsOf } from './records.js';

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
  const maskedPan = maskedPanOf(cardRandom, scheme);
  const normal = Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
  const amountFils = Math.max(5_000, Math.round(60_000 * Math.exp(0.4 * normal)));
  const fixedFils = Math.round(Number(online.fixedRate) * 1000);
  const mdrFils = Math.round((amountFils * Number(online.rate)) / 100);
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
    ...authorisationOf(random, day),
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
export async function loadBulkMofa(db: Database, options: BulkLoad): Promise<number> {
  if (options.rows <= 0) return 0;
  const { today, dayCount } = bulkWindow(options);
  await saveEmbassies(db);
  const online = await onlineBranchOf(db);
  // Every payment stored is counted by day: the sum numbers the new ones after them.
  const [stored] = await db
    .select({ total: sql<string | null>`sum(${mofaDailyCounts.paymentCount})` })
    .from(mofaDailyCounts)
    .where(eq(mofaDailyCounts.merchantCode, MOFA_MERCHANT));
  const first = Number(stored?.total ?? 0);
  const days = Array.from({ length: dayCount }, (_, index) => today - 1 - index);
  const weights = days.map((day) => (day % 7 === 1 ? 0.4 : day % 7 === 2 ? 0.7 : 1));
  const counts = shareByWeight(options.rows, weights);
  await ensurePartitions(db, isoDay(today - dayCount), isoDay(today - 1));

  const writer = await openCopyWriter(db);
  let cards: NewCardTransaction[] = [];
  let records: NewMofaPayment[] = [];
  let loaded = 0;
  const flush = async () => {
    if (cards.length === 0) return;
    const batchDays = cards.map((card) => card.businessDate).sort();
    await writer.write(cards, insertRecordsStatement(records, batchDays[0] ?? '', batchDays.at(-1) ?? ''));
    cards = [];
    records = [];
  };
  try {
    for (const [index, day] of days.entries()) {
      const count = counts[index] ?? 0;
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
  await analyzeLoaded(db, 'mofa_payments, mofa_daily_counts');
  return loaded;
}
