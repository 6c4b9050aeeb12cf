// The demo card transactions of a merchant's day (docs/demo-data.md "What it promises"): repeat customers from a card
// pool per merchant, local and international Visa and Mastercard, debit and credit, bank customers and
// others, refunds, DCC on foreign cards. Each merchant-day has its own seeded PRNG, so any day can be
// (re)generated alone.
import { createHash } from 'node:crypto';
import { isoDay, type DayNumber } from '@merchant-portal/contracts/dates';
import {
  branches,
  type Database,
  merchantChargeRates,
  merchants,
  type NewCardTransaction,
  terminals,
} from '@merchant-portal/server/ingest';
import { eq } from 'drizzle-orm';
import { filsText as fils, nextBankingDay } from '../calendar.js';
import { BINS, authorisationOf } from '../cards.js';
import { createRandom, seedOf, weighted, type Random } from '../random.js';
import {
  DCC_MERCHANT_SHARE,
  ONLINE_CURRENCIES,
  PROFILES,
  dayVolume,
  isRamadan,
  type Profile,
} from './profiles.js';

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
/** A log-normal ticket in fils, from two uniform draws (Box–Muller). */
function ticketFils(random: Random, median: number, sigma: number): number {
  const normal = Math.sqrt(-2 * Math.log(1 - random.next())) * Math.cos(2 * Math.PI * random.next());
  return Math.max(250, Math.round(median * Math.exp(sigma * normal)));
}

const rateBasis = (rate: string) => Math.round(Number(rate) * 10_000);

interface MerchantSetup {
  code: string;
  fixedRate: string;
  otherBankCardRate: string;
  rates: Map<string, { credit: string; debit: string }>;
  branches: { id: string; type: string; terminals: string[] }[];
  cards: Card[];
  profile: Profile;
}

export async function loadSetups(db: Database, seed: number): Promise<MerchantSetup[]> {
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

export function* merchantDayRows(
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
        ...authorisationOf(random, day),
      };
    }
  }
}
const PROGRAMS: [string, number][] = [
  ['Classic', 40],
  ['Gold', 24],
  ['Platinum', 14],
  ['Salary', 14],
  ['Youth', 8],
];

/** What the bank holds on its own card holders, drawn from each card's token (the same card, the same person). */
export function bankCustomersOf(setups: readonly MerchantSetup[]) {
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
