// Owns the transaction filter bar's form state and every transition of spec part 2 §4 ("Source change",
// "Branch multi-select", "DCC") and the filter-bar rules of §2, as pure functions: no React, no clock. The
// search row's own rules (search text, amount range) are in search-rules.ts.
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import { fillTemplate } from '@merchant-portal/contracts/messages';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { addMonths, formatDay, parseDay, type DayNumber } from '@merchant-portal/contracts/dates';
import {
  ALL_BRANCHES,
  CARD_TYPES,
  CURRENCIES,
  METHOD_TYPES,
  dateRangeIssues,
  type BranchItem,
} from '@merchant-portal/contracts/schemas/transactions';
import {
  sourceSpec,
  type TransactionSource,
  type FilterRules,
  type ResettableField,
} from '@merchant-portal/contracts/transaction-sources';
import {
  NO_APPLIED_SEARCH,
  NO_SEARCH,
  appliedSearch,
  searchIssues,
  type AmountBound,
  type SearchFields,
} from './search-rules';
import { quickRange, type QuickRange } from './period-presets';

// The quick selects live with the other screens' presets (period-presets.ts).
export { quickRange, type QuickRange };

export type CardType = (typeof CARD_TYPES)[number];
export type MethodType = (typeof METHOD_TYPES)[number];
export type Currency = (typeof CURRENCIES)[number];
export type Branch = BranchItem;

/** The category value meaning "no category filter" (part 2 §3 defaults). */
export const ALL_CATEGORIES = 'ALL';

/**
 * What the user is editing; applied to the search only by Submit Search (part 2 §4), the search row's text
 * and amount bounds (SearchFields: search, amountFrom, amountTo) as typed.
 */
export interface FilterForm extends SearchFields {
  source: TransactionSource;
  /** DD-MM-YYYY, as the API takes it. */
  fromDate: string;
  toDate: string;
  /** Multi-select: ALL plus the ticked branches; single select: at most one value. */
  branchIds: string[];
  cardType: CardType;
  methodType: MethodType;
  currency: Currency;
  category: string;
}

/** The fields whose rule texts show: only those the user has changed, or all after a submit. */
export interface FilterTouched {
  dates: boolean;
  branch: boolean;
  /** The search text and the amount range: left once (a half-typed text is not yet a mistake). */
  search: boolean;
  amounts: boolean;
}

export interface FilterState {
  form: FilterForm;
  /** The branches of the merchant being viewed, as last loaded (empty while loading or after a failure). */
  branches: Branch[];
  touched: FilterTouched;
  /** Submit Search was pressed since the last source change: every rule text shows. */
  submitted: boolean;
}

/** The search values the grid queries with (the part of the search filter the filter bar owns). */
export interface AppliedFilter {
  transactionName: TransactionSource;
  fromDate: string;
  toDate: string;
  /** ALL, one branch id, or several joined by commas. */
  branchId: string;
  cardType: CardType;
  methodType: MethodType;
  category: string;
  currency: Currency;
  /** The search text (parseSearchTerm in contracts); '' for no search. */
  search: string;
  /** The amount range; null for no bound. */
  amountFrom: number | null;
  amountTo: number | null;
}

export type FilterAction =
  | FilterRestored
  | { type: 'sourceChanged'; source: TransactionSource; today: DayNumber }
  | { type: 'fromDateChanged'; value: string; today: DayNumber }
  | { type: 'toDateChanged'; value: string }
  | { type: 'quickSelected'; range: QuickRange; today: DayNumber }
  | { type: 'branchToggled'; branchId: string }
  | { type: 'branchSelected'; branchId: string }
  | { type: 'branchesLoaded'; branches: Branch[] }
  | { type: 'merchantChanged' }
  | { type: 'cardTypeChanged'; cardType: CardType }
  | { type: 'methodTypeChanged'; methodType: MethodType }
  | { type: 'currencyChanged'; currency: Currency }
  | { type: 'categoryChanged'; category: string }
  | { type: 'searchChanged'; value: string }
  | { type: 'amountChanged'; bound: AmountBound; value: string }
  | { type: 'amountRangeCleared' }
  | { type: 'searchRowLeft'; field: 'search' | 'amounts' }
  | { type: 'submitTried' };

// Every per-source rule comes from the sources table (contracts/transaction-sources.ts).
const rulesOf = (source: string): FilterRules => sourceSpec(source).filter;

/** The multi-select (disabled, locked on ALL, where the source allows no branch choice). */
export const isMultiBranchSource = (source: string): boolean =>
  rulesOf(source).branches === 'many' || rulesOf(source).branches === 'disabled';
export const isBranchSelectDisabled = (source: string): boolean => rulesOf(source).branches === 'disabled';
/** Month-picker sources pick a whole month from the From Date alone (the contracts' date rules agree). */
export const isMonthPickerSource = (source: string): boolean => rulesOf(source).datePicker === 'month';
export const isToDateHidden = (source: string): boolean => isMonthPickerSource(source);
export const isCurrencyShown = (source: string): boolean => rulesOf(source).hasCurrency;
export const isCardTypeLocked = (source: string): boolean => rulesOf(source).cardType === 'locked';
export const isMethodTypeLocked = (source: string): boolean => rulesOf(source).methodType === 'locked';
const hasCategory = (source: string): boolean => rulesOf(source).hasCategory;
/** The search row: every source but DCC, whose grid is one summary row per merchant (part 2 §2). */
export const isSearchShown = (source: string): boolean => !sourceSpec(source).isDccSummary;

/** The Category picker: PoS only, for ROLE_CAREEM_USER, and only when there are categories to pick. */
export function isCategoryShown(source: string, canPickCategory: boolean, categories: readonly string[]) {
  return hasCategory(source) && canPickCategory && categories.length > 0;
}

// ---- dates ----

function monthStart(day: DayNumber): DayNumber {
  const date = new Date(day * 86_400_000);
  return Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), 1) / 86_400_000;
}

/** The whole month of `day`: its 1st to its last day, or to today for the current month. */
export function monthRange(day: DayNumber, today: DayNumber): { fromDate: string; toDate: string } {
  const first = monthStart(day);
  const last = addMonths(first, 1) - 1;
  return { fromDate: formatDay(first), toDate: formatDay(first <= today && today <= last ? today : last) };
}

/** Month-picker sources snap the period to the month of the from date; other sources keep it. */
function withSourceDates(form: FilterForm, today: DayNumber): FilterForm {
  if (!isMonthPickerSource(form.source)) return form;
  const from = parseDay(form.fromDate);
  return from === null ? form : { ...form, ...monthRange(from, today) };
}

// ---- branches ----

/** What ALL stands for in the branch list: the branches of the common type (part 2 §4). */
function allBranchIds(branches: readonly Branch[]): string[] {
  return branches.filter((branch) => branch.transactionType === 'COMMON').map((branch) => branch.branchId);
}

/** The branch choice a source starts from: ALL, or nothing where it starts empty (CS). */
function startingBranchIds(source: string): string[] {
  return rulesOf(source).branches === 'none' ? [] : [ALL_BRANCHES];
}

/** The rule applied whenever branches load (and after a source change): expand ALL, or clear for CS. */
function withLoadedBranches(form: FilterForm, branches: readonly Branch[]): FilterForm {
  const rules = rulesOf(form.source);
  if (rules.branches === 'none') return { ...form, branchIds: [] };
  if (rules.expandsAllBranches && form.branchIds.includes(ALL_BRANCHES)) {
    return { ...form, branchIds: [ALL_BRANCHES, ...allBranchIds(branches)] };
  }
  return form;
}

/** A single select holds one value: ALL stays ALL, one branch stays, several collapse to ALL. */
function asSingleSelection(branchIds: readonly string[]): string[] {
  if (branchIds.length === 1) return [...branchIds];
  return [ALL_BRANCHES];
}

function toggleBranch(branchIds: readonly string[], branchId: string, branches: readonly Branch[]): string[] {
  const hasAll = branchIds.includes(ALL_BRANCHES);
  if (branchId === ALL_BRANCHES) return hasAll ? [] : [ALL_BRANCHES, ...allBranchIds(branches)];
  if (branchIds.includes(branchId)) {
    return branchIds.filter((id) => id !== branchId && id !== ALL_BRANCHES);
  }
  return [...branchIds, branchId];
}

/**
 * The multi-select reports the whole new selection; the transition is the one option that changed.
 * Returns null when nothing changed.
 */
export function toggledBranch(previous: readonly string[], next: readonly string[]): string | null {
  return next.find((id) => !previous.includes(id)) ?? previous.find((id) => !next.includes(id)) ?? null;
}

export interface BranchOption {
  value: string;
  label: string;
}

export function branchOptions(branches: readonly Branch[]): BranchOption[] {
  return [
    { value: ALL_BRANCHES, label: phrase('All') },
    ...branches.map((branch) => ({
      value: branch.branchId,
      label: `${branch.branchId} - ${branch.branchName}`,
    })),
  ];
}

/**
 * What the Branch field shows: All, the one branch, or '+N Branches' when several are chosen (in English; the
 * field shows it in the screen's language).
 */
export function branchSelectionLabel(branchIds: readonly string[], branches: readonly Branch[]): string {
  if (branchIds.includes(ALL_BRANCHES)) return phrase('All');
  if (branchIds.length > 1) return fillTemplate(phrase('+{{count}} Branches'), { count: branchIds.length });
  const [only] = branchIds;
  if (only === undefined) return '';
  const branch = branches.find((item) => item.branchId === only);
  return branch ? `${branch.branchId} - ${branch.branchName}` : only;
}

/** The branchId the search sends: ALL, one id, or the chosen ids joined by commas. */
export function branchIdParam(branchIds: readonly string[]): string {
  return branchIds.includes(ALL_BRANCHES) ? ALL_BRANCHES : branchIds.join(',');
}

// ---- state ----

/** Defaults of part 2 §3 and §9: 2 days ago to yesterday, card and method All, branch ALL, category ALL. */
export function defaultFilterForm(source: TransactionSource, today: DayNumber): FilterForm {
  const form: FilterForm = {
    source,
    ...quickRange('sinceYesterday', today),
    branchIds: startingBranchIds(source),
    cardType: 'All',
    methodType: 'All',
    currency: '',
    category: ALL_CATEGORIES,
    ...NO_SEARCH,
  };
  return withSourceDates(form, today);
}

const UNTOUCHED: FilterTouched = { dates: false, branch: false, search: false, amounts: false };

export function initialFilterState(source: TransactionSource, today: DayNumber): FilterState {
  return { form: defaultFilterForm(source, today), branches: [], touched: UNTOUCHED, submitted: false };
}

/** The defaults the fields a source switch resets go back to (part 2 §3 defaults). */
const RESET_VALUES: Pick<FilterForm, Exclude<ResettableField, 'branches'>> = {
  cardType: 'All',
  methodType: 'All',
  currency: '',
  category: ALL_CATEGORIES,
};

function resetField(form: FilterForm, field: ResettableField): FilterForm {
  if (field === 'branches') return { ...form, branchIds: startingBranchIds(form.source) };
  return { ...form, [field]: RESET_VALUES[field] };
}

function changeSource(form: FilterForm, source: TransactionSource, today: DayNumber): FilterForm {
  const rules = rulesOf(source);
  const next: FilterForm = { ...form, source };
  // A single select keeps one branch; the multi-select starts again from ALL when nothing is chosen.
  if (rules.branches === 'one') next.branchIds = asSingleSelection(form.branchIds);
  else if (rules.branches === 'many' && form.branchIds.length === 0) next.branchIds = [ALL_BRANCHES];
  const switched = withSourceDates(rules.resetsOnSwitch.reduce(resetField, next), today);
  // A period the new source's rules refuse (a month picked for DCC runs to today) no longer applies: the
  // source starts from its default period rather than opening on an error the user did not make.
  const hasDateIssue = dateRangeIssues(switched.fromDate, switched.toDate, source, today).length > 0;
  if (!hasDateIssue) return switched;
  return withSourceDates({ ...switched, ...quickRange('sinceYesterday', today) }, today);
}

export function filterReducer(state: FilterState, action: FilterAction): FilterState {
  const { form } = state;
  switch (action.type) {
    case 'filterRestored':
      return restoredFilterState(state, action.filter);
    case 'sourceChanged': {
      if (action.source === form.source) return state;
      const next = withLoadedBranches(changeSource(form, action.source, action.today), state.branches);
      // What the switch reset is no longer the user's doing: its rule texts wait for a touch or a submit.
      return {
        ...state,
        form: next,
        touched: {
          ...state.touched,
          dates: state.touched.dates && next.fromDate === form.fromDate && next.toDate === form.toDate,
          branch:
            state.touched.branch &&
            !rulesOf(action.source).resetsOnSwitch.includes('branches') &&
            sameIds(next.branchIds, form.branchIds),
        },
        submitted: false,
      };
    }
    case 'fromDateChanged':
      return {
        ...state,
        form: withSourceDates({ ...form, fromDate: action.value }, action.today),
        touched: { ...state.touched, dates: true },
      };
    case 'toDateChanged':
      return {
        ...state,
        form: { ...form, toDate: action.value },
        touched: { ...state.touched, dates: true },
      };
    case 'quickSelected':
      return {
        ...state,
        form: withSourceDates({ ...form, ...quickRange(action.range, action.today) }, action.today),
        touched: { ...state.touched, dates: true },
      };
    case 'branchToggled':
      if (isBranchSelectDisabled(form.source)) return state;
      return {
        ...state,
        form: { ...form, branchIds: toggleBranch(form.branchIds, action.branchId, state.branches) },
        touched: { ...state.touched, branch: true },
      };
    case 'branchSelected':
      if (isBranchSelectDisabled(form.source)) return state;
      return {
        ...state,
        form: { ...form, branchIds: [action.branchId] },
        touched: { ...state.touched, branch: true },
      };
    case 'branchesLoaded':
      return { ...state, form: withLoadedBranches(form, action.branches), branches: action.branches };
    case 'merchantChanged':
      // Another merchant's branches are coming: start again from ALL (CS starts empty).
      return {
        ...state,
        form: { ...form, branchIds: startingBranchIds(form.source) },
        branches: [],
        touched: { ...state.touched, branch: false },
      };
    case 'submitTried':
      return state.submitted ? state : { ...state, submitted: true };
    case 'cardTypeChanged':
      if (isCardTypeLocked(form.source)) return state;
      return { ...state, form: { ...form, cardType: action.cardType } };
    case 'methodTypeChanged':
      if (isMethodTypeLocked(form.source)) return state;
      return { ...state, form: { ...form, methodType: action.methodType } };
    case 'currencyChanged':
      if (!isCurrencyShown(form.source)) return state;
      return { ...state, form: { ...form, currency: action.currency } };
    case 'categoryChanged':
      if (!hasCategory(form.source)) return state;
      return { ...state, form: { ...form, category: action.category } };
    case 'searchChanged':
      return { ...state, form: { ...form, search: action.value } };
    case 'amountChanged':
      return { ...state, form: { ...form, [action.bound]: action.value } };
    case 'amountRangeCleared':
      return {
        ...state,
        form: { ...form, amountFrom: '', amountTo: '' },
        touched: { ...state.touched, amounts: false },
      };
    case 'searchRowLeft':
      return state.touched[action.field]
        ? state
        : { ...state, touched: { ...state.touched, [action.field]: true } };
  }
}

// ---- validation and submit ----

export interface FilterIssues {
  fromDate: string[];
  toDate: string[];
  branch: string | null;
  search: string | null;
  amountFrom: string | null;
  amountTo: string | null;
}

const NO_SEARCH_ISSUES = { search: null, amountFrom: null, amountTo: null };

/**
 * The rules of part 2 §5 that the filter bar checks (the date rules and a required branch), and the search
 * row's: a text the search understands and amounts of at most 3 decimals, from not above to.
 */
export function filterIssues(form: FilterForm, today: DayNumber): FilterIssues {
  const dates = dateRangeIssues(form.fromDate, form.toDate, form.source, today);
  return {
    fromDate: dates.filter((issue) => issue.field === 'fromDate').map((issue) => issue.message),
    toDate: dates.filter((issue) => issue.field === 'toDate').map((issue) => issue.message),
    branch: form.branchIds.length === 0 ? `Branch ${MESSAGES.required}` : null,
    ...(isSearchShown(form.source) ? searchIssues(form) : NO_SEARCH_ISSUES),
  };
}

/** The rule texts to show: for the fields the user touched, or every one once a submit was tried. */
export function shownIssues(state: FilterState, today: DayNumber): FilterIssues {
  const issues = filterIssues(state.form, today);
  if (state.submitted) return issues;
  return {
    fromDate: state.touched.dates ? issues.fromDate : [],
    toDate: state.touched.dates ? issues.toDate : [],
    branch: state.touched.branch ? issues.branch : null,
    search: state.touched.search ? issues.search : null,
    amountFrom: state.touched.amounts ? issues.amountFrom : null,
    amountTo: state.touched.amounts ? issues.amountTo : null,
  };
}

function sameIds(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((id, i) => id === b[i]);
}

export function hasIssues(issues: FilterIssues): boolean {
  return (
    issues.fromDate.length > 0 ||
    issues.toDate.length > 0 ||
    issues.branch !== null ||
    issues.search !== null ||
    issues.amountFrom !== null ||
    issues.amountTo !== null
  );
}

/** Submit Search: the values to query with, or null when a rule blocks the submit. */
export function applyFilter(form: FilterForm, today: DayNumber): AppliedFilter | null {
  if (hasIssues(filterIssues(form, today))) return null;
  return toAppliedFilter(form);
}

/** The form as the search sends it, without checking the rules (used for the initial defaults). */
export function toAppliedFilter(form: FilterForm): AppliedFilter {
  return {
    transactionName: form.source,
    fromDate: form.fromDate,
    toDate: form.toDate,
    branchId: branchIdParam(form.branchIds),
    cardType: form.cardType,
    methodType: form.methodType,
    category: hasCategory(form.source) ? form.category : ALL_CATEGORIES,
    currency: isCurrencyShown(form.source) ? form.currency : '',
    ...(isSearchShown(form.source) ? appliedSearch(form) : NO_APPLIED_SEARCH),
  };
}

// ---- restoring an applied filter ----

/** The applied filter changed other than by Submit (Back, Forward, a link): the form shows it again. */
export interface FilterRestored {
  type: 'filterRestored';
  filter: AppliedFilter;
}

/** The typed texts of the search fields as the applied filter has them. */
function searchTexts(filter: AppliedFilter) {
  const amountText = (amount: number | null) => (amount === null ? '' : String(amount));
  return {
    search: filter.search,
    amountFrom: amountText(filter.amountFrom),
    amountTo: amountText(filter.amountTo),
  };
}

/** The branch choice of an applied branchId: ALL (expanded once branches are known), none, or the ids. */
function branchIdsOf(branchId: string): string[] {
  if (branchId === ALL_BRANCHES) return [ALL_BRANCHES];
  return branchId === '' ? [] : branchId.split(',');
}

/** The form made from an applied filter, its rule texts hidden again as on a first visit. */
export function restoredFilterState(state: FilterState, filter: AppliedFilter): FilterState {
  const form: FilterForm = {
    ...state.form,
    ...searchTexts(filter),
    source: filter.transactionName,
    fromDate: filter.fromDate,
    toDate: filter.toDate,
    branchIds: branchIdsOf(filter.branchId),
    cardType: filter.cardType,
    methodType: filter.methodType,
    currency: filter.currency,
    category: filter.category,
  };
  const expanded = rulesOf(form.source).branches === 'none' ? form : withLoadedBranches(form, state.branches);
  return { ...state, form: expanded, touched: UNTOUCHED, submitted: false };
}
