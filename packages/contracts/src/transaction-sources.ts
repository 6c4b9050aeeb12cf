// The transaction sources as data (spec part 2 §2–§5): one row per source code says which stored rows it
// reads, how the server answers it, which columns it shows and how the filter bar behaves on it. The filter
// bar, the column sets, the date rules and the server's search read this table instead of naming codes.
import { phrase } from './i18n/catalogue.js';

/** The kinds of a PoS transaction the DCC views tell apart (the `dcc_type` of a stored row). */
export const DCC_TYPES = { pure: 'PURE', dcc: 'DCC', keyEntered: 'KEY' } as const;
export type DccType = (typeof DCC_TYPES)[keyof typeof DCC_TYPES];

/**
 * A branch takes the common sources or only CyberSource payments (part 2 §3 "Branch"); ALL in the branch
 * choice stands for the branches of the common type.
 */
export const BRANCH_TYPES = ['COMMON', 'CS'] as const;
export type BranchType = (typeof BRANCH_TYPES)[number];
/** A stored branch type as the API answers it: anything but CS is common. */
export const branchTypeOf = (stored: string): BranchType =>
  BRANCH_TYPES.find((type) => type === stored) ?? 'COMMON';

/**
 * The grid's columns (transaction-columns.ts): the standard set, or a set of its own. DCC's is one summary
 * row per merchant.
 */
export type ColumnSet = 'standard' | 'dcc' | 'dccDetail' | 'refund' | 'settlement';

/**
 * Columns a source adds to the standard sets. deposit: the deposit date and the masked PAN (on the
 * Transactions screen for the special merchant only, on MoDEE always); category: for ROLE_CAREEM_USER;
 * currency: Transactions only; merchantReference: MoDEE's Merchant Reference Number; qr: transaction id,
 * bill number and the BNPL fields, Transactions only.
 */
export type ExtraColumn = 'deposit' | 'category' | 'currency' | 'merchantReference' | 'qr';

/**
 * The Branch field. many: the multi-select; one: a single select; none: a single select that starts empty and
 * is cleared whenever branches load; disabled: the multi-select, locked on ALL.
 */
export type BranchChoice = 'many' | 'one' | 'none' | 'disabled';

/** Filter fields a switch of source can put back to their defaults. */
export type ResettableField = 'branches' | 'cardType' | 'methodType' | 'currency' | 'category';

export interface FilterRules {
  /** day: From and To dates; month: a whole month picked by the From date, To hidden. */
  datePicker: 'day' | 'month';
  branches: BranchChoice;
  /** The Card and Method selects: chosen freely, or locked on All. */
  cardType: 'free' | 'locked';
  methodType: 'free' | 'locked';
  /** The Currency select shows, and the search sends its value. */
  hasCurrency: boolean;
  /** The Category picker applies (for users who may pick a category), and the search sends its value. */
  hasCategory: boolean;
  /** When branches load with ALL chosen, the choice expands to every branch of the common type. */
  expandsAllBranches: boolean;
  /**
   * What a switch to the source resets: whatever does not apply to it (a locked or hidden select goes back
   * to its default; a disabled branch choice to ALL, an empty one to nothing). Derived from the rules above.
   */
  resetsOnSwitch: readonly ResettableField[];
}

export interface TransactionSourceSpec<C extends string = string> {
  code: C;
  label: string;
  /** The stored rows it reads: their source code and, for the DCC details, one DCC type only. */
  reads: { source: string; dccType: DccType | null };
  /** A settlement view: selected and ordered by deposit date rather than business date. */
  isSettlement: boolean;
  /** Answers one DCC summary row per merchant instead of transactions. */
  isDccSummary: boolean;
  columns: { set: ColumnSet; extras: readonly ExtraColumn[] };
  filter: FilterRules;
  /** For the special merchant, the Summary and Payment Summary reports follow the grid. */
  hasSpecialMerchantSummaries: boolean;
}

/** A row of the table: what sets a source apart from a plain one (its own rows, standard columns, …). */
interface SourceRow<C extends string> {
  code: C;
  label: string;
  reads?: { source: string; dccType?: DccType };
  isSettlement?: boolean;
  isDccSummary?: boolean;
  columns?: ColumnSet;
  extraColumns?: readonly ExtraColumn[];
  filter?: Partial<Omit<FilterRules, 'resetsOnSwitch'>>;
  hasSpecialMerchantSummaries?: boolean;
}

const PLAIN_FILTER: Omit<FilterRules, 'resetsOnSwitch'> = {
  datePicker: 'day',
  branches: 'one',
  cardType: 'free',
  methodType: 'free',
  hasCurrency: false,
  hasCategory: false,
  expandsAllBranches: false,
};

function resetsOnSwitch(rules: Omit<FilterRules, 'resetsOnSwitch'>): ResettableField[] {
  const resets: [ResettableField, boolean][] = [
    ['branches', rules.branches === 'disabled' || rules.branches === 'none'],
    ['cardType', rules.cardType === 'locked'],
    ['methodType', rules.methodType === 'locked'],
    ['currency', !rules.hasCurrency],
    ['category', !rules.hasCategory],
  ];
  return resets.filter(([, isReset]) => isReset).map(([field]) => field);
}

function source<const C extends string>(row: SourceRow<C>): TransactionSourceSpec<C> {
  const filter = { ...PLAIN_FILTER, ...row.filter };
  return {
    code: row.code,
    label: row.label,
    reads: { source: row.reads?.source ?? row.code, dccType: row.reads?.dccType ?? null },
    isSettlement: row.isSettlement ?? false,
    isDccSummary: row.isDccSummary ?? false,
    columns: { set: row.columns ?? 'standard', extras: row.extraColumns ?? [] },
    filter: { ...filter, resetsOnSwitch: resetsOnSwitch(filter) },
    hasSpecialMerchantSummaries: row.hasSpecialMerchantSummaries ?? false,
  };
}

/** Part 2 §4: EGIFT, QR, CLIQ, MR and PR reset card and method to All and disable those selects. */
const CARD_AND_METHOD_LOCKED = { cardType: 'locked', methodType: 'locked' } as const;
/** Part 2 §4: branches load expanded from ALL for M, P, SP and DCC. */
const MANY_EXPANDING = { branches: 'many', expandsAllBranches: true } as const;

/** The sources in the order the Transaction Source select offers them. */
export const TRANSACTION_SOURCES = [
  source({
    code: 'M',
    label: 'MobiCash',
    extraColumns: ['deposit'],
    filter: MANY_EXPANDING,
    hasSpecialMerchantSummaries: true,
  }),
  source({
    code: 'P',
    label: 'PoS',
    extraColumns: ['deposit', 'category'],
    filter: { ...MANY_EXPANDING, hasCategory: true },
    hasSpecialMerchantSummaries: true,
  }),
  source({ code: 'CLIQ', label: 'CliQ', filter: CARD_AND_METHOD_LOCKED }),
  source({ code: 'QR', label: 'Reflect', extraColumns: ['qr'], filter: CARD_AND_METHOD_LOCKED }),
  source({ code: 'EGIFT', label: 'E-Gift', filter: CARD_AND_METHOD_LOCKED }),
  source({
    code: 'CS',
    label: 'CyberSource',
    extraColumns: ['currency', 'merchantReference'],
    filter: { branches: 'none', hasCurrency: true },
  }),
  source({
    code: 'DCC',
    label: 'DCC',
    reads: { source: 'P' },
    isDccSummary: true,
    columns: 'dcc',
    filter: { datePicker: 'month', branches: 'disabled', expandsAllBranches: true },
  }),
  source({ code: 'SP', label: phrase('Soft Pos'), filter: MANY_EXPANDING }),
  source({
    code: 'DCCDETAIL',
    label: phrase('DCC Details'),
    reads: { source: 'P', dccType: DCC_TYPES.dcc },
    columns: 'dccDetail',
    filter: { datePicker: 'month', methodType: 'locked' },
  }),
  source({
    code: 'MR',
    label: phrase('MobiCash Refunds'),
    columns: 'refund',
    filter: { branches: 'many', ...CARD_AND_METHOD_LOCKED },
  }),
  source({
    code: 'PR',
    label: phrase('PoS Refunds'),
    columns: 'refund',
    filter: { branches: 'many', ...CARD_AND_METHOD_LOCKED },
  }),
  source({
    code: 'PS',
    label: phrase('PoS Settlement'),
    reads: { source: 'P' },
    isSettlement: true,
    columns: 'settlement',
  }),
  source({
    code: 'MS',
    label: phrase('MobiCash Settlement'),
    reads: { source: 'M' },
    isSettlement: true,
    columns: 'settlement',
  }),
] as const;

export type TransactionSource = (typeof TRANSACTION_SOURCES)[number]['code'];
export const SOURCE_CODES = TRANSACTION_SOURCES.map((spec) => spec.code) as [
  TransactionSource,
  ...TransactionSource[],
];

/**
 * The sources of a MoDEE merchant, the ones its screen's columns are written for (part 2 §2 "MODEE
 * Transactions": PoS or MobiCash at the service centres, CyberSource online).
 */
export const MODEE_SOURCE_CODES: readonly TransactionSource[] = ['M', 'P', 'CS'];

/** The Transactions and MoDEE screens open on PoS (part 2 §2 "M and P (default)", §4 "MODEE defaults"). */
export const DEFAULT_TRANSACTION_SOURCE: TransactionSource = 'P';

/** The sources whose rows are refunds (money back to the card, not sales). */
export const REFUND_SOURCES: readonly string[] = TRANSACTION_SOURCES.filter(
  (spec) => spec.columns.set === 'refund',
).map((spec) => spec.reads.source);

const BY_CODE: ReadonlyMap<string, TransactionSourceSpec> = new Map(
  TRANSACTION_SOURCES.map((spec) => [spec.code, spec]),
);

/** The rules of a source; a code outside the table reads as a plain source (the API rejects such codes). */
export function sourceSpec(code: string): TransactionSourceSpec {
  return BY_CODE.get(code) ?? source({ code, label: code });
}
