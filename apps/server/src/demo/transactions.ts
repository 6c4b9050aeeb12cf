// Card transactions for the demo merchants (shared/DEMO.md "Believable"): business-hour peaks, quieter
// Fridays, Ramadan evenings, repeat customers from a card pool per merchant, local and international
// Visa and Mastercard, debit and credit, bank customers and others, refunds, DCC on foreign cards.
// Deterministic: each merchant-day has its own seeded PRNG, so any day can be (re)generated alone.
import { createHash } from 'node:crypto';
import { dayFromIso, isoDay, todayInAmman, type DayNumber } from '@merchant-portal/contracts/dates';
import { eq } from 'drizzle-orm';
import type { Database, Executor } from '../db/client.js';
import { branches, merchantChargeRates, merchants, terminals } from '../db/schema/merchants.js';
import { bankCustomers } from '../db/schema/customers.js';
import { demoState } from '../db/schema/transactions.js';
import { ensurePartitions, openCopyWriter, type NewCardTransaction } from '../modules/transactions/ingest.js';
import { createRandom, type Random } from './prng.js';

interface Profile {
  /** Transactions per branch and day at scale 1. */
  perBranchDay: number;
  /** Median ticket in fils (1 JOD = 1000 fils) and its spread (log-normal sigma). */
  medianFils: number;
  sigma: number;
  /** Card-present sources with weights; CS branches always take CS. */
  sources: [string, number][];
  refundSource?: Partial<Record<string, string>>;
  /** Currencies of the CyberSource (online) payments with weights; JOD, USD and ILS when not said. */
  onlineCurrencies?: [string, number][];
  categories?: string[];
  dcc?: boolean;
  /** Hour weights 0..23. */
  hours: number[];
}

const ONLINE_CURRENCIES: [string, number][] = [
  ['JOD', 85],
  ['USD', 12],
  ['ILS', 3],
];

/** The merchant's share of a DCC conversion, as the DCC provider reports it: 1% of the amount. */
const DCC_MERCHANT_SHARE = 0.01;

const RETAIL_HOURS = [0, 0, 0, 0, 0, 0, 0, 1, 2, 4, 6, 8, 9, 8, 6, 6, 7, 9, 10, 10, 9, 7, 4, 1];
const ROUND_THE_CLOCK = [2, 1, 1, 1, 1, 2, 4, 6, 7, 7, 6, 6, 6, 6, 6, 7, 8, 8, 8, 7, 6, 5, 4, 3];
const OFFICE_HOURS = [0, 0, 0, 0, 0, 0, 0, 1, 5, 9, 10, 10, 9, 8, 6, 4, 2, 1, 1, 1, 1, 0, 0, 0];

const PROFILES: Record<string, Profile> = {
  '4000000101': {
    perBranchDay: 40,
    medianFils: 23_000,
    sigma: 0.8,
    sources: [
      ['P', 60],
      ['M', 12],
      ['SP', 8],
      ['QR', 8],
      ['CLIQ', 6],
      ['EGIFT', 3],
    ],
    refundSource: { P: 'PR', M: 'MR' },
    dcc: true,
    hours: RETAIL_HOURS,
  },
  '4000000102': {
    perBranchDay: 25,
    medianFils: 9_000,
    sigma: 0.7,
    sources: [
      ['P', 80],
      ['M', 20],
    ],
    hours: RETAIL_HOURS,
  },
  '4000000194': {
    perBranchDay: 35,
    medianFils: 25_000,
    sigma: 0.5,
    sources: [
      ['P', 85],
      ['M', 15],
    ],
    hours: ROUND_THE_CLOCK,
  },
  '4000000301': {
    perBranchDay: 6,
    medianFils: 260_000,
    sigma: 0.6,
    sources: [['P', 100]],
    hours: OFFICE_HOURS,
  },
  // The counter takes cards in person; Consular Services (a CyberSource branch) takes the fees paid online
  // to the embassies and consulates (demo/mofa.ts), always charged in JOD.
  '4000000401': {
    perBranchDay: 12,
    medianFils: 60_000,
    sigma: 0.4,
    sources: [['P', 100]],
    onlineCurrencies: [['JOD', 100]],
    hours: OFFICE_HOURS,
  },
  '4000000501': {
    perBranchDay: 12,
    medianFils: 15_000,
    sigma: 0.7,
    sources: [['P', 100]],
    hours: OFFICE_HOURS,
  },
  '4000000601': {
    perBranchDay: 30,
    medianFils: 4_500,
    sigma: 0.6,
    sources: [['P', 100]],
    categories: ['Economy', 'Comfort', 'Business', 'Delivery'],
    hours: ROUND_THE_CLOCK,
  },
  // Two CyberSource storefronts (Shopix, Emart): every branch is CS, so every payment is an online order.
  '4000000701': {
    perBranchDay: 30,
    medianFils: 35_000,
    sigma: 0.9,
    sources: [['CS', 100]],
    hours: RETAIL_HOURS,
  },
};

export const BINS = {
  VISA: ['411111', '476173', '400555', '455673', '428671'],
  MASTERCARD: ['510510', '535522', '545454', '522483', '557039'],
} as const;
// Ramadan in 2025 and 2026 (and the Hijri-year shift for the next ones): evenings come alive.
const RAMADAN: [string, string][] = [
  ['2025-03-01', '2025-03-30'],
  ['2026-02-18', '2026-03-19'],
  ['2027-02-08', '2027-03-09'],
];

interface Card {
  maskedPan: string;
  token: string;
  scheme: 'VISA' | 'MASTERCARD';
  kind: 'C' | 'D';
  locality: 'L' | 'I';
  isBankCustomer: boolean;
  /** How often the holder shops here when they do: regulars weigh many times an occasional customer. */
  weight: number;
  /**
   * When the holder shops here: always, or a window of `activeDays` in every `period` days (shifted by
   * `phase`), so customers arrive, stay a while and drift away — the churn and new customers of the
   * dashboards. Whole day numbers, so a day's customers do not depend on when it is generated.
   */
  cycle: { period: number; activeDays: number; phase: number } | null;
}

const isActive = (card: Card, day: DayNumber) =>
  card.cycle === null || (day + card.cycle.phase) % card.cycle.period < card.cycle.activeDays;

/** The cards active on a day, with their running weights, to pick from in proportion to the weights. */
function customersOf(cards: readonly Card[], day: DayNumber): { cards: Card[]; runningWeights: number[] } {
  const active = cards.filter((card) => isActive(card, day));
  let total = 0;
  return { cards: active, runningWeights: active.map((card) => (total += card.weight)) };
}

function pickCustomer(random: Random, customers: ReturnType<typeof customersOf>): Card {
  const { cards, runningWeights } = customers;
  const roll = random.next() * (runningWeights.at(-1) ?? 0);
  let low = 0;
  let high = runningWeights.length - 1;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((runningWeights[middle] ?? 0) > roll) high = middle;
    else low = middle + 1;
  }
  const card = cards[low];
  if (!card) throw new Error('no active customer to pick');
  return card;
}

function seedOf(...parts: (string | number)[]): number {
  return createHash('sha256').update(parts.join(':')).digest().readUInt32LE(0);
}

function cardPool(merchantCode: string, size: number, seed: number): Card[] {
  const random = createRandom(seedOf(seed, merchantCode, 'cards'));
  return Array.from({ length: size }, (_, index) => {
    const scheme = random.chance(0.6) ? 'VISA' : 'MASTERCARD';
    const locality = random.chance(0.85) ? 'L' : 'I';
    const last4 = String(random.int(0, 9999)).padStart(4, '0');
    return {
      maskedPan: `${random.pick(BINS[scheme])}******${last4}`,
      token: createHash('sha256').update(`demo-card:${seed}:${merchantCode}:${index}`).digest('hex'),
      scheme,
      kind: random.chance(0.55) ? 'D' : 'C',
      locality,
      isBankCustomer: locality === 'L' && random.chance(0.45),
      weight: Math.exp(1.1 * (random.next() + random.next() + random.next() - 1.5) * 2),
      cycle: random.chance(0.45)
        ? null
        : (() => {
            const period = random.int(240, 900);
            return {
              period,
              activeDays: Math.round(period * (0.35 + random.next() * 0.5)),
              phase: random.int(0, period - 1),
            };
          })(),
    } satisfies Card;
  });
}

function weighted<T>(random: Random, items: readonly [T, number][]): T {
  const total = items.reduce((sum, [, weight]) => sum + weight, 0);
  let roll = random.next() * total;
  for (const [item, weight] of items) {
    roll -= weight;
    if (roll < 0) return item;
  }
  const last = items.at(-1);
  if (!last) throw new Error('weighted pick from an empty list');
  return last[0];
}

/** A log-normal ticket in fils, from two uniform draws (Box–Muller). */
function ticketFils(random: Random, median: number, sigma: number): number {
  const normal = Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
  return Math.max(250, Math.round(median * Math.exp(sigma * normal)));
}

const fils = (value: number) => (value / 1000).toFixed(3);
const rateBasis = (rate: string) => Math.round(Number(rate) * 10_000);

function nextBankingDay(day: DayNumber): DayNumber {
  let next = day + 1;
  // Friday and Saturday are the weekend in Jordan (1970-01-01 was a Thursday: day % 7 === 1 is Friday).
  while (next % 7 === 1 || next % 7 === 2) next += 1;
  return next;
}

interface MerchantSetup {
  code: string;
  fixedRate: string;
  otherBankCardRate: string;
  rates: Map<string, { credit: string; debit: string }>;
  branches: { id: string; type: string; terminals: string[] }[];
  cards: Card[];
  profile: Profile;
}

async function loadSetups(db: Database, seed: number): Promise<MerchantSetup[]> {
  const setups: MerchantSetup[] = [];
  for (const merchant of await db.select().from(merchants).orderBy(merchants.merchantCode)) {
    const profile = PROFILES[merchant.merchantCode];
    if (!profile) continue;
    const rateRows = await db
      .select()
      .from(merchantChargeRates)
      .where(eq(merchantChargeRates.merchantCode, merchant.merchantCode));
    const branchRows = await db
      .select()
      .from(branches)
      .where(eq(branches.merchantCode, merchant.merchantCode))
      .orderBy(branches.branchId);
    const terminalRows = await db
      .select()
      .from(terminals)
      .where(eq(terminals.merchantCode, merchant.merchantCode))
      .orderBy(terminals.terminalId);
    setups.push({
      code: merchant.merchantCode,
      fixedRate: merchant.fixedRate,
      otherBankCardRate: merchant.otherBankCardRate,
      rates: new Map(rateRows.map((row) => [row.product, { credit: row.creditRate, debit: row.debitRate }])),
      branches: branchRows.map((branch) => ({
        id: branch.branchId,
        type: branch.transactionType,
        terminals: terminalRows.filter((t) => t.branchId === branch.branchId).map((t) => t.terminalId),
      })),
      cards: cardPool(merchant.merchantCode, Math.round(profile.perBranchDay * branchRows.length * 12), seed),
      profile,
    });
  }
  return setups;
}

const isRamadan = (iso: string) => RAMADAN.some(([from, to]) => iso >= from && iso <= to);

/** A day's volume before its random spread: quieter Fridays, busier Ramadan. */
function dayVolume(day: DayNumber): number {
  return (day % 7 === 1 ? 0.65 : 1) * (isRamadan(isoDay(day)) ? 1.1 : 1);
}

function* merchantDayRows(
  setup: MerchantSetup,
  day: DayNumber,
  seed: number,
  scale: number,
): Generator<NewCardTransaction> {
  const random = createRandom(seedOf(seed, setup.code, day));
  const iso = isoDay(day);
  const volume = dayVolume(day);
  const hours = isRamadan(iso)
    ? setup.profile.hours.map((weight, hour) => (hour >= 19 ? weight * 2 + 4 : weight * 0.7))
    : setup.profile.hours;
  const hourWeights = hours.map((weight, hour) => [hour, weight] as [number, number]);
  const deposit = isoDay(nextBankingDay(day));
  let sequence = 0;
  const customers = customersOf(setup.cards, day);

  for (const branch of setup.branches) {
    if (branch.terminals.length === 0) continue;
    const dayFactor = volume * (0.85 + random.next() * 0.3);
    const count = Math.round(setup.profile.perBranchDay * scale * dayFactor);
    for (let n = 0; n < count; n += 1) {
      const card = pickCustomer(random, customers);
      const source = branch.type === 'CS' ? 'CS' : weighted(random, setup.profile.sources);
      const at = new Date(`${iso}T00:00:00+03:00`);
      at.setTime(at.getTime() + (weighted(random, hourWeights) * 3600 + random.int(0, 3599)) * 1000);
      const amountFils = ticketFils(random, setup.profile.medianFils, setup.profile.sigma);
      const product = card.scheme === 'VISA' ? 'visa' : 'master';
      const rate = setup.rates.get(product);
      const percentage =
        card.isBankCustomer && rate
          ? card.kind === 'C'
            ? rate.credit
            : rate.debit
          : setup.otherBankCardRate;
      const mdrFils = Math.round((amountFils * rateBasis(percentage)) / 1_000_000);
      const fixedFils = Math.round(Number(setup.fixedRate) * 1000);
      const refundSource = setup.profile.refundSource?.[source];
      const isRefund = refundSource !== undefined && random.chance(0.015);
      const isQr = source === 'QR';
      const isBnpl = isQr && random.chance(0.12);
      const bnplRate = isBnpl ? random.pick(['2.5000', '3.0000', '3.5000']) : null;
      const dccType =
        setup.profile.dcc && source === 'P' && card.locality === 'I'
          ? weighted(random, [
              ['DCC', 55],
              ['PURE', 35],
              ['KEY', 10],
            ] as [string, number][])
          : null;
      sequence += 1;
      yield {
        businessDate: iso,
        transactionAt: at,
        depositDate: deposit,
        merchantCode: setup.code,
        branchId: branch.id,
        terminalId: random.pick(branch.terminals),
        source: isRefund ? refundSource : source,
        transactionType: isRefund ? 'REFUND' : 'SALE',
        merchantRef:
          source === 'CS' || source === 'M'
            ? `${setup.code.slice(-4)}-${iso.replaceAll('-', '')}-${sequence}`
            : null,
        maskedPan: card.maskedPan,
        cardToken: card.token,
        tranPaymentMethod: source === 'CLIQ' ? `CLIQ ****${card.maskedPan.slice(-4)}` : card.maskedPan,
        amount: fils(amountFils),
        fixedAmount: fils(fixedFils),
        mdrPercentage: percentage,
        mdrAmount: fils(mdrFils),
        netAmount: fils(amountFils - mdrFils - fixedFils),
        currency:
          source === 'CS' ? weighted(random, setup.profile.onlineCurrencies ?? ONLINE_CURRENCIES) : 'JOD',
        cardScheme: card.scheme,
        cardKind: card.kind,
        locality: card.locality,
        isBankCustomer: card.isBankCustomer,
        category: setup.profile.categories ? random.pick(setup.profile.categories) : null,
        qrTransactionId: isQr
          ? `QR${iso.replaceAll('-', '')}${String(random.int(0, 99_999_999)).padStart(8, '0')}`
          : null,
        billNumber: isQr ? `B${random.int(100_000, 999_999)}` : null,
        bnplTxn: isQr ? (isBnpl ? 'Y' : 'N') : null,
        bnplMdrValue: bnplRate,
        bnplAmount: isBnpl ? fils(amountFils) : null,
        bnplMdrAmount: bnplRate ? fils(Math.round((amountFils * rateBasis(bnplRate)) / 1_000_000)) : null,
        dccType,
        dccShare: dccType === 'DCC' ? fils(Math.round(amountFils * DCC_MERCHANT_SHARE)) : null,
        authCode: String(random.int(0, 999_999)).padStart(6, '0'),
        rrn: `${String(day).slice(-4)}${String(random.int(0, 99_999_999)).padStart(8, '0')}`,
      };
    }
  }
}

export interface DemoDays {
  seed: number;
  /** The days, in the order to generate them. */
  days: Iterable<DayNumber>;
  /** Volume per merchant: 1 = the full demo volume. */
  scaleOf(merchantCode: string): number;
}

const PROGRAMS: [string, number][] = [
  ['Classic', 40],
  ['Gold', 24],
  ['Platinum', 14],
  ['Salary', 14],
  ['Youth', 8],
];

/** What the bank holds on its own card holders, drawn from each card's token (the same card, the same person). */
function bankCustomersOf(setups: readonly MerchantSetup[]) {
  return setups.flatMap((setup) =>
    setup.cards
      .filter((card) => card.isBankCustomer)
      .map((card) => {
        const random = createRandom(seedOf(card.token, 'holder'));
        return {
          cardToken: card.token,
          gender: random.chance(0.57) ? 'M' : 'F',
          // 1955–2007, most holders born in the 1980s and 1990s.
          birthYear: Math.round(1955 + ((random.next() + random.next()) / 2) * 52),
          program: weighted(random, PROGRAMS),
          usesBnpl: random.chance(0.18),
          usesEpp: random.chance(0.11),
        };
      }),
  );
}

/** Stores the bank's data on the demo cards it issued (once: a card already there is left as it is). */
export async function saveBankCustomers(db: Database, seed: number): Promise<void> {
  const rows = bankCustomersOf(await loadSetups(db, seed));
  for (let start = 0; start < rows.length; start += 2000) {
    await db
      .insert(bankCustomers)
      .values(rows.slice(start, start + 2000))
      .onConflictDoNothing();
  }
}

/**
 * Every demo merchant's rows, day by day. A day's rows are made while they are read, so a caller that
 * writes them in batches holds one batch, whatever the scale.
 */
export async function* demoTransactionDays(
  db: Database,
  options: DemoDays,
): AsyncGenerator<{ day: DayNumber; rows: Iterable<NewCardTransaction> }> {
  const setups = await loadSetups(db, options.seed);
  for (const day of options.days) {
    yield {
      day,
      rows: (function* () {
        for (const setup of setups) {
          yield* merchantDayRows(setup, day, options.seed, options.scaleOf(setup.code));
        }
      })(),
    };
  }
}

/** How many rows demoTransactionDays yields on average (its random spread has mean 1), to size a load. */
export async function expectedDemoRows(db: Database, options: Omit<DemoDays, 'seed'>): Promise<number> {
  // The seed only shapes the card pools, which play no part in the volume.
  const setups = await loadSetups(db, 0);
  let expected = 0;
  for (const day of options.days) {
    for (const setup of setups) {
      const branchCount = setup.branches.filter((branch) => branch.terminals.length > 0).length;
      expected += branchCount * setup.profile.perBranchDay * options.scaleOf(setup.code) * dayVolume(day);
    }
  }
  return expected;
}

function* dayRange(fromDay: DayNumber, toDay: DayNumber): Generator<DayNumber> {
  for (let day = fromDay; day <= toDay; day += 1) yield day;
}

export interface TransactionGeneration {
  seed: number;
  fromDay: DayNumber;
  toDay: DayNumber;
  /** 1 = the full demo volume. */
  scale: number;
}

/** Marks a demo generator's data as filled up to `day`: committed with that day's rows, a restart resumes after it. */
export function demoMark(db: Executor, name: string, day: DayNumber) {
  return db
    .insert(demoState)
    .values({ name, lastDay: isoDay(day) })
    .onConflictDoUpdate({ target: demoState.name, set: { lastDay: isoDay(day), updatedAt: new Date() } });
}

/** The first day a demo generator still has to fill: the day after its mark, and at most `days` back. */
export async function firstDemoDayToFill(
  db: Executor,
  name: string,
  days: number,
  today: DayNumber,
): Promise<DayNumber> {
  const [state] = await db.select().from(demoState).where(eq(demoState.name, name));
  return state ? Math.max(dayFromIso(state.lastDay) + 1, today - days) : today - days;
}

/** Generates [fromDay, toDay] for every demo merchant and records the last day generated. */
export async function generateDemoTransactions(
  db: Database,
  options: TransactionGeneration,
): Promise<number> {
  if (options.fromDay > options.toDay) return 0;
  // The bank's data on its demo cards with the rows (a database seeded before the table gets it with its next
  // day; a start with no day to add does no work here).
  await saveBankCustomers(db, options.seed);
  await ensurePartitions(db, isoDay(options.fromDay), isoDay(options.toDay));
  const days = demoTransactionDays(db, {
    seed: options.seed,
    days: dayRange(options.fromDay, options.toDay),
    scaleOf: () => options.scale,
  });
  const writer = await openCopyWriter(db);
  let total = 0;
  try {
    for await (const { day, rows } of days) {
      const batch = [...rows];
      // The day and its mark commit together, so a restart resumes after the last whole day.
      const mark = demoMark(db, 'transactions', day).toSQL();
      await writer.write(batch, mark);
      total += batch.length;
    }
  } finally {
    await writer.close();
  }
  return total;
}

const DEMO_SIZES = { full: { days: 395, scale: 1 }, small: { days: 60, scale: 0.3 } } as const;

/**
 * Keeps the demo current: fills every day from where the last run stopped (or the size's first day) up to
 * yesterday, so the default windows ("2 days ago to yesterday", "last 30 days") are never empty.
 */
export async function rollDemoTransactionsForward(
  db: Database,
  size: keyof typeof DEMO_SIZES,
  seed: number,
  today: DayNumber = todayInAmman(),
): Promise<number> {
  const { days, scale } = DEMO_SIZES[size];
  const fromDay = await firstDemoDayToFill(db, 'transactions', days, today);
  return generateDemoTransactions(db, { seed, fromDay, toDay: today - 1, scale });
}
