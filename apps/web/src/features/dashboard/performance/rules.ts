// The performance dashboard's screen rules (spec part 1 §2 "Performance dashboard", §4, §9), kept pure so
// each is tested on its own.
import { AB_CUSTOMER_INDICATOR, type AbCustomerChoice } from '@merchant-portal/contracts/schemas/dashboards';
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import type { ChartSeries } from '../../../components/charts/chart-options';

/** The bank-customer choice the screen starts with: index '0' (spec part 1 §4). */
export const DEFAULT_CHOICE: AbCustomerChoice = AB_CUSTOMER_INDICATOR[0];

/** The index into each per-choice list the chosen bank-customer choice picks. */
export function choiceIndex(indicators: readonly AbCustomerChoice[], choice: AbCustomerChoice): number {
  return Math.max(0, indicators.indexOf(choice));
}

/**
 * The card tiles count one kind of card: with Both chosen, the bank-card tile reads the Y figures and the
 * other-card tile the N figures (spec part 1 §4); otherwise they follow the choice like every tile.
 */
export function cardTileIndex(
  indicators: readonly AbCustomerChoice[],
  choice: AbCustomerChoice,
  tile: 'bank' | 'other',
): number {
  if (choice !== 'BOTH') return choiceIndex(indicators, choice);
  return choiceIndex(indicators, tile === 'bank' ? 'Y' : 'N');
}

/** A branch filter: every branch, or the chosen ones (spec part 1 §4 "Branch checkboxes"). */
export type BranchSelection = 'ALL' | readonly string[];

/**
 * Ticking ALL selects every branch and nothing else; ticking a branch drops ALL and toggles that branch.
 * Unticking the last branch returns to ALL, so a chart never filters to nothing.
 */
/** `branchId` is a branch's id, or 'ALL'. */
export function toggleBranch(selection: BranchSelection, branchId: string): BranchSelection {
  if (branchId === 'ALL') return 'ALL';
  const chosen = selection === 'ALL' ? [] : selection;
  const next = chosen.includes(branchId) ? chosen.filter((id) => id !== branchId) : [...chosen, branchId];
  return next.length === 0 ? 'ALL' : next;
}

/** Branch chart and visitation pages hold 10 rows (spec part 1 §9). */
export const PAGE_SIZE = 10;

/** Paging starts at 1; Prev stops at 1; Next has no upper bound (spec part 1 §4). */
export function previousPage(page: number): number {
  return Math.max(1, page - 1);
}

export function nextPage(page: number): number {
  return page + 1;
}

export function pageOf<T>(rows: readonly T[], page: number): T[] {
  return rows.slice((page - 1) * PAGE_SIZE, page * PAGE_SIZE);
}

/**
 * A change in percent as the tiles show it; 'new' when the year before has nothing to compare with (no
 * figures that week, or only part of it), rather than a fall or rise against a week with no data.
 */
export function growthText(growth: number | null): string {
  return growth === null ? phrase('new') : `${Math.abs(growth).toFixed(2)}%`;
}

/** Green and up at 0 or more, red and down below (spec part 1 §2). */
export function growthDirection(growth: number | null): 'up' | 'down' | 'none' {
  if (growth === null) return 'none';
  return growth >= 0 ? 'up' : 'down';
}

/** The loan gauge shows only above this average credit transaction (spec part 1 §2). */
export const GAUGE_THRESHOLD = 500_000;
const GAUGE_MIN = 100_000;
const GAUGE_STEP = 500_000;
const GAUGE_MIN_MAX = 3_000_000;

export interface GaugeScale {
  min: number;
  max: number;
  /** The labelled steps: 500K, 1M, 1.5M … up to max. */
  steps: number[];
}

/** The gauge's scale: 100,000 up to at least 3,000,000 (further, in whole steps, for a larger value). */
export function gaugeScale(value: number): GaugeScale | null {
  if (!(value > GAUGE_THRESHOLD)) return null;
  const max = Math.max(GAUGE_MIN_MAX, Math.ceil(value / GAUGE_STEP) * GAUGE_STEP);
  const steps: number[] = [];
  for (let step = GAUGE_STEP; step <= max; step += GAUGE_STEP) steps.push(step);
  return { min: GAUGE_MIN, max, steps };
}

export interface LoanRecord {
  loaneligibility: 'Y' | 'N';
  customersegmentcode: string | null;
  loan_amount: number | null;
  avgCrdTrx: number;
}

/** The loan card is hidden when the merchant is not eligible (spec part 1 §2). */
export function showsLoanCard(loan: LoanRecord | undefined): loan is LoanRecord {
  return loan?.loaneligibility === 'Y';
}

/** 'from 30k to 100k' for the corporate segment with a loan above 30,000 (spec part 1 §2). */
export function loanRangeText(loan: LoanRecord): string | null {
  return loan.customersegmentcode === 'CS' && (loan.loan_amount ?? 0) > 30_000
    ? phrase('from 30k to 100k')
    : null;
}

export interface BranchPoint {
  branchId: string;
  count: number;
  amount: number;
}

/**
 * A chart's lines for a branch filter: with ALL, one line adding up every branch; otherwise one line per
 * chosen branch, so branches can be compared. A bucket a branch had no sales in counts 0.
 */
export function seriesFor<P extends BranchPoint, K>(
  points: readonly P[],
  buckets: readonly K[],
  bucketOf: (point: P) => K,
  selection: BranchSelection,
  branchName: (branchId: string) => string,
): ChartSeries[] {
  const lines =
    selection === 'ALL'
      ? [{ name: phrase('All branches'), accepts: () => true }]
      : selection.map((id) => ({ name: branchName(id), accepts: (branchId: string) => branchId === id }));
  const slot = new Map(buckets.map((bucket, index) => [bucket, index]));
  return lines.map(({ name, accepts }) => {
    const counts = buckets.map(() => 0);
    const amounts = buckets.map(() => 0);
    for (const point of points) {
      const index = slot.get(bucketOf(point));
      if (index === undefined || !accepts(point.branchId)) continue;
      counts[index] = (counts[index] ?? 0) + point.count;
      amounts[index] = (amounts[index] ?? 0) + point.amount;
    }
    return { name, counts, amounts };
  });
}
