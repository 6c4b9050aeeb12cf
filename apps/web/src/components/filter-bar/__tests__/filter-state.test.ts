import { parseDay } from '@merchant-portal/contracts/dates';
import { DATE_MESSAGES } from '@merchant-portal/contracts/schemas/transactions';
import type { TransactionSource } from '@merchant-portal/contracts/transaction-sources';
import { describe, expect, it } from 'vitest';
import {
  applyFilter,
  branchIdParam,
  branchOptions,
  branchSelectionLabel,
  defaultFilterForm,
  filterIssues,
  filterReducer,
  initialFilterState,
  isBranchSelectDisabled,
  isCardTypeLocked,
  isCategoryShown,
  isCurrencyShown,
  isMethodTypeLocked,
  isMultiBranchSource,
  isToDateHidden,
  monthRange,
  quickRange,
  shownIssues,
  toggledBranch,
  type Branch,
  type FilterAction,
  type FilterState,
} from '../filter-state';

const day = (value: string) => {
  const parsed = parseDay(value);
  if (parsed === null) throw new Error(`bad day ${value}`);
  return parsed;
};

const TODAY = day('15-03-2026');

const BRANCHES: Branch[] = [
  { branchId: '101', branchName: 'Abdali', transactionType: 'COMMON' },
  { branchId: '102', branchName: 'Sweifieh', transactionType: 'COMMON' },
  { branchId: '900', branchName: 'Web Shop', transactionType: 'CS' },
];

function run(state: FilterState, ...actions: FilterAction[]): FilterState {
  return actions.reduce(filterReducer, state);
}

function loaded(source: TransactionSource = 'P'): FilterState {
  return run(initialFilterState(source, TODAY), { type: 'branchesLoaded', branches: BRANCHES });
}

const toSource = (source: TransactionSource): FilterAction => ({
  type: 'sourceChanged',
  source,
  today: TODAY,
});

describe('defaults (part 2 §3, §9)', () => {
  it('opens on 2 days ago to yesterday, card and method All, branch ALL, category ALL, no currency', () => {
    expect(defaultFilterForm('P', TODAY)).toEqual({
      source: 'P',
      fromDate: '13-03-2026',
      toDate: '14-03-2026',
      branchIds: ['ALL'],
      cardType: 'All',
      methodType: 'All',
      currency: '',
      category: 'ALL',
      search: '',
      amountFrom: '',
      amountTo: '',
    });
  });
});

describe('quick selects (part 2 §2) against a fixed today', () => {
  it('Since yesterday: from 2 days ago to yesterday', () => {
    expect(quickRange('sinceYesterday', TODAY)).toEqual({ fromDate: '13-03-2026', toDate: '14-03-2026' });
  });

  it('Last week: from one week plus one day ago to yesterday', () => {
    expect(quickRange('lastWeek', TODAY)).toEqual({ fromDate: '07-03-2026', toDate: '14-03-2026' });
  });

  it('Last month: first to last day of the previous calendar month, across a year end too', () => {
    expect(quickRange('lastMonth', TODAY)).toEqual({ fromDate: '01-02-2026', toDate: '28-02-2026' });
    expect(quickRange('lastMonth', day('10-01-2026'))).toEqual({
      fromDate: '01-12-2025',
      toDate: '31-12-2025',
    });
    expect(quickRange('lastMonth', day('31-03-2024'))).toEqual({
      fromDate: '01-02-2024',
      toDate: '29-02-2024',
    });
  });

  it('the quickSelected transition sets both dates', () => {
    const state = run(loaded(), { type: 'quickSelected', range: 'lastWeek', today: TODAY });
    expect(state.form).toMatchObject({ fromDate: '07-03-2026', toDate: '14-03-2026' });
    const lastMonth = run(state, { type: 'quickSelected', range: 'lastMonth', today: TODAY });
    expect(lastMonth.form).toMatchObject({ fromDate: '01-02-2026', toDate: '28-02-2026' });
  });
});

describe('source change (part 2 §4)', () => {
  it('DCC forces branch ALL (expanded to the common branches), disables the branch select and hides To Date', () => {
    const picked = run(
      loaded('M'),
      { type: 'branchToggled', branchId: 'ALL' },
      {
        type: 'branchToggled',
        branchId: '101',
      },
    );
    expect(picked.form.branchIds).toEqual(['101']);
    const dcc = run(picked, toSource('DCC'));
    expect(dcc.form.branchIds).toEqual(['ALL', '101', '102']);
    expect(isBranchSelectDisabled('DCC')).toBe(true);
    expect(isMultiBranchSource('DCC')).toBe(true);
    expect(isToDateHidden('DCC')).toBe(true);
    expect(isToDateHidden('DCCDETAIL')).toBe(true);
    expect(isToDateHidden('P')).toBe(false);
    // The disabled select ignores picks.
    expect(run(dcc, { type: 'branchToggled', branchId: '101' })).toBe(dcc);
  });

  it('CS shows the currency select and clears the branch; leaving CS hides and clears the currency', () => {
    const cs = run(loaded('P'), toSource('CS'));
    expect(isCurrencyShown('CS')).toBe(true);
    expect(cs.form.branchIds).toEqual([]);
    expect(filterIssues(cs.form, TODAY).branch).toBe('Branch is required');
    const withCurrency = run(
      cs,
      { type: 'currencyChanged', currency: 'USD' },
      { type: 'branchSelected', branchId: '900' },
    );
    expect(withCurrency.form).toMatchObject({ currency: 'USD', branchIds: ['900'] });
    expect(applyFilter(withCurrency.form, TODAY)).toMatchObject({ currency: 'USD', branchId: '900' });

    const back = run(withCurrency, toSource('QR'));
    expect(isCurrencyShown('QR')).toBe(false);
    expect(back.form.currency).toBe('');
    // The currency select is gone: a stray change is ignored.
    expect(run(back, { type: 'currencyChanged', currency: 'JOD' }).form.currency).toBe('');
  });

  it('when branches (re)load for CS the branch is cleared', () => {
    const cs = run(initialFilterState('CS', TODAY), { type: 'branchSelected', branchId: '900' });
    expect(cs.form.branchIds).toEqual(['900']);
    expect(run(cs, { type: 'branchesLoaded', branches: BRANCHES }).form.branchIds).toEqual([]);
  });

  it.each(['EGIFT', 'QR', 'CLIQ', 'MR', 'PR'] as const)(
    '%s resets card and method to All and locks both',
    (source) => {
      const picked = run(
        loaded('P'),
        { type: 'cardTypeChanged', cardType: 'VISA' },
        { type: 'methodTypeChanged', methodType: 'International' },
      );
      expect(picked.form).toMatchObject({ cardType: 'VISA', methodType: 'International' });
      const next = run(picked, toSource(source));
      expect(next.form).toMatchObject({ cardType: 'All', methodType: 'All' });
      expect(isCardTypeLocked(source)).toBe(true);
      expect(isMethodTypeLocked(source)).toBe(true);
      expect(run(next, { type: 'cardTypeChanged', cardType: 'MasterCard' }).form.cardType).toBe('All');
      expect(run(next, { type: 'methodTypeChanged', methodType: 'Local' }).form.methodType).toBe('All');
    },
  );

  it('DCCDETAIL locks and resets only the method; the card stays selectable', () => {
    const picked = run(
      loaded('P'),
      { type: 'cardTypeChanged', cardType: 'VISA' },
      { type: 'methodTypeChanged', methodType: 'Local' },
    );
    const detail = run(picked, toSource('DCCDETAIL'));
    expect(detail.form).toMatchObject({ cardType: 'VISA', methodType: 'All' });
    expect(isMethodTypeLocked('DCCDETAIL')).toBe(true);
    expect(isCardTypeLocked('DCCDETAIL')).toBe(false);
    expect(run(detail, { type: 'cardTypeChanged', cardType: 'MasterCard' }).form.cardType).toBe('MasterCard');
  });

  it('sources M, P, SP, MR, PR, DCC use the multi-select; the others a single select', () => {
    for (const source of ['M', 'P', 'SP', 'MR', 'PR', 'DCC']) expect(isMultiBranchSource(source)).toBe(true);
    for (const source of ['CLIQ', 'QR', 'EGIFT', 'CS', 'DCCDETAIL', 'PS', 'MS']) {
      expect(isMultiBranchSource(source)).toBe(false);
    }
  });

  it('a move to a single-select source keeps one branch and collapses several (or ALL) to ALL', () => {
    const one = run(
      loaded('P'),
      { type: 'branchToggled', branchId: 'ALL' },
      {
        type: 'branchToggled',
        branchId: '102',
      },
    );
    expect(run(one, toSource('QR')).form.branchIds).toEqual(['102']);
    const several = run(one, { type: 'branchToggled', branchId: '101' });
    expect(run(several, toSource('CLIQ')).form.branchIds).toEqual(['ALL']);
    expect(run(loaded('P'), toSource('EGIFT')).form.branchIds).toEqual(['ALL']);
  });

  it('P shows the category picker only for Careem users with categories; leaving P resets the category', () => {
    expect(isCategoryShown('P', true, ['Food'])).toBe(true);
    expect(isCategoryShown('P', false, ['Food'])).toBe(false);
    expect(isCategoryShown('P', true, [])).toBe(false);
    expect(isCategoryShown('M', true, ['Food'])).toBe(false);
    const picked = run(loaded('P'), { type: 'categoryChanged', category: 'Food' });
    expect(applyFilter(picked.form, TODAY)?.category).toBe('Food');
    const moved = run(picked, toSource('M'));
    expect(moved.form.category).toBe('ALL');
    expect(run(moved, { type: 'categoryChanged', category: 'Food' }).form.category).toBe('ALL');
  });
});

describe('branches load (part 2 §4)', () => {
  it.each(['M', 'P', 'SP', 'DCC'] as const)(
    '%s with ALL selected expands to every COMMON branch',
    (source) => {
      const state = loaded(source);
      expect(state.form.branchIds).toEqual(['ALL', '101', '102']);
      expect(state.branches).toEqual(BRANCHES);
      expect(branchIdParam(state.form.branchIds)).toBe('ALL');
    },
  );

  it('does not expand for MR and PR, nor when ALL is not selected', () => {
    expect(loaded('MR').form.branchIds).toEqual(['ALL']);
    const picked = run(
      initialFilterState('P', TODAY),
      { type: 'branchToggled', branchId: 'ALL' },
      {
        type: 'branchToggled',
        branchId: '102',
      },
    );
    expect(run(picked, { type: 'branchesLoaded', branches: BRANCHES }).form.branchIds).toEqual(['102']);
  });

  it('a merchant change empties the list and starts again from ALL', () => {
    const picked = run(loaded('P'), { type: 'branchToggled', branchId: '101' });
    const changed = run(picked, { type: 'merchantChanged' });
    expect(changed).toEqual({
      form: { ...picked.form, branchIds: ['ALL'] },
      branches: [],
      // The new merchant's branch choice is not the user's yet.
      touched: { dates: false, branch: false, search: false, amounts: false },
      submitted: false,
    });
  });
});

describe('branch multi-select (part 2 §4)', () => {
  it('choosing ALL selects all; deselecting ALL clears; deselecting any other toggles ALL off', () => {
    const cleared = run(loaded('P'), { type: 'branchToggled', branchId: 'ALL' });
    expect(cleared.form.branchIds).toEqual([]);
    const all = run(cleared, { type: 'branchToggled', branchId: 'ALL' });
    expect(all.form.branchIds).toEqual(['ALL', '101', '102']);
    const without102 = run(all, { type: 'branchToggled', branchId: '102' });
    expect(without102.form.branchIds).toEqual(['101']);
    const both = run(without102, { type: 'branchToggled', branchId: '900' });
    expect(both.form.branchIds).toEqual(['101', '900']);
    expect(branchIdParam(both.form.branchIds)).toBe('101,900');
  });

  it('finds the one option a multi-select change toggled', () => {
    expect(toggledBranch(['ALL', '101'], ['ALL', '101', '102'])).toBe('102');
    expect(toggledBranch(['ALL', '101'], ['101'])).toBe('ALL');
    expect(toggledBranch(['101'], ['101'])).toBeNull();
  });

  it("labels options 'branchId - branchName' after All, and summarises several as '+N Branches'", () => {
    expect(branchOptions(BRANCHES)).toEqual([
      { value: 'ALL', label: 'All' },
      { value: '101', label: '101 - Abdali' },
      { value: '102', label: '102 - Sweifieh' },
      { value: '900', label: '900 - Web Shop' },
    ]);
    expect(branchSelectionLabel(['ALL', '101', '102'], BRANCHES)).toBe('All');
    expect(branchSelectionLabel(['101'], BRANCHES)).toBe('101 - Abdali');
    expect(branchSelectionLabel(['101', '102'], BRANCHES)).toBe('+2 Branches');
    expect(branchSelectionLabel(['101', '102', '900'], BRANCHES)).toBe('+3 Branches');
    expect(branchSelectionLabel([], BRANCHES)).toBe('');
  });

  it('an empty branch selection blocks the submit', () => {
    const cleared = run(loaded('P'), { type: 'branchToggled', branchId: 'ALL' });
    expect(applyFilter(cleared.form, TODAY)).toBeNull();
  });
});

describe('DCC whole-month picker (part 2 §4)', () => {
  it('switching to DCC snaps the period to the month of the from date, up to today for the current month', () => {
    const dcc = run(loaded('P'), toSource('DCC'));
    expect(dcc.form).toMatchObject({ fromDate: '01-03-2026', toDate: '15-03-2026' });
  });

  it('picking a past month takes it from its 1st to its last day', () => {
    const dcc = run(loaded('DCC'), { type: 'fromDateChanged', value: '17-02-2026', today: TODAY });
    expect(dcc.form).toMatchObject({ fromDate: '01-02-2026', toDate: '28-02-2026' });
    expect(monthRange(day('09-02-2024'), TODAY)).toEqual({ fromDate: '01-02-2024', toDate: '29-02-2024' });
    expect(applyFilter(dcc.form, TODAY)).toMatchObject({ fromDate: '01-02-2026', toDate: '28-02-2026' });
  });

  it('a quick select with DCC takes the whole month of its from date', () => {
    const dcc = run(loaded('DCC'), { type: 'quickSelected', range: 'lastWeek', today: TODAY });
    expect(dcc.form).toMatchObject({ fromDate: '01-03-2026', toDate: '15-03-2026' });
  });

  it('other sources keep the picked day', () => {
    const p = run(loaded('P'), { type: 'fromDateChanged', value: '17-02-2026', today: TODAY });
    expect(p.form).toMatchObject({ fromDate: '17-02-2026', toDate: '14-03-2026' });
  });
});

describe('date rules block the submit (part 2 §5)', () => {
  const withDates = (fromDate: string, toDate: string) =>
    run(
      loaded('P'),
      { type: 'fromDateChanged', value: fromDate, today: TODAY },
      { type: 'toDateChanged', value: toDate },
    ).form;

  it('accepts the defaults and sends the applied values', () => {
    expect(applyFilter(loaded('P').form, TODAY)).toEqual({
      transactionName: 'P',
      fromDate: '13-03-2026',
      toDate: '14-03-2026',
      branchId: 'ALL',
      cardType: 'All',
      methodType: 'All',
      category: 'ALL',
      currency: '',
      search: '',
      amountFrom: null,
      amountTo: null,
    });
  });

  it('to date later than yesterday', () => {
    const form = withDates('10-03-2026', '15-03-2026');
    expect(filterIssues(form, TODAY).toDate).toEqual([DATE_MESSAGES.toAfterYesterday]);
    expect(applyFilter(form, TODAY)).toBeNull();
  });

  it('from after to', () => {
    const form = withDates('12-03-2026', '10-03-2026');
    expect(filterIssues(form, TODAY).fromDate).toEqual([DATE_MESSAGES.fromAfterTo]);
    expect(applyFilter(form, TODAY)).toBeNull();
  });

  it('a span longer than one month', () => {
    const form = withDates('13-02-2026', '14-03-2026');
    expect(filterIssues(form, TODAY).fromDate).toEqual([DATE_MESSAGES.spanTooLong]);
    expect(applyFilter(form, TODAY)).toBeNull();
    expect(applyFilter(withDates('14-02-2026', '14-03-2026'), TODAY)).not.toBeNull();
  });

  it('a date that is not DD-MM-YYYY (a half-typed field)', () => {
    const form = withDates('', '14-03-2026');
    expect(filterIssues(form, TODAY).fromDate).toEqual([DATE_MESSAGES.invalidDate]);
    expect(applyFilter(form, TODAY)).toBeNull();
  });

  it('DCCDETAIL: the from date at most yesterday', () => {
    const detail = run(loaded('P'), toSource('DCCDETAIL'), {
      type: 'fromDateChanged',
      value: '01-04-2026',
      today: TODAY,
    });
    expect(filterIssues(detail.form, TODAY).fromDate).toContain(DATE_MESSAGES.fromAfterYesterday);
    expect(applyFilter(detail.form, TODAY)).toBeNull();
  });
});

describe('a source change never invents errors (rule texts only for what was touched or submitted)', () => {
  it('any source after DCC starts from a period its rules accept, not one running to today', () => {
    for (const source of ['P', 'M', 'CLIQ', 'QR', 'CS', 'SP'] as const) {
      const back = run(loaded('P'), toSource('DCC'), toSource(source));
      expect(filterIssues(back.form, TODAY)).toEqual({
        fromDate: [],
        toDate: [],
        branch: source === 'CS' ? 'Branch is required' : null,
        search: null,
        amountFrom: null,
        amountTo: null,
      });
      expect(shownIssues(back, TODAY)).toEqual({
        fromDate: [],
        toDate: [],
        branch: null,
        search: null,
        amountFrom: null,
        amountTo: null,
      });
    }
    // A past month picked for DCC is a valid period elsewhere too: it stays.
    const february = run(
      loaded('P'),
      toSource('DCC'),
      { type: 'fromDateChanged', value: '10-02-2026', today: TODAY },
      toSource('P'),
    );
    expect(february.form).toMatchObject({ fromDate: '01-02-2026', toDate: '28-02-2026' });
  });

  it("CyberSource's empty branch says 'Branch is required' only after a submit or a touch", () => {
    const cs = run(loaded('P'), toSource('CS'));
    expect(shownIssues(cs, TODAY).branch).toBeNull();
    expect(shownIssues(run(cs, { type: 'submitTried' }), TODAY).branch).toBe('Branch is required');
    const touched = run(loaded('P'), { type: 'branchToggled', branchId: 'ALL' });
    expect(shownIssues(touched, TODAY).branch).toBe('Branch is required');
  });

  it('a date the user typed wrong shows its rule at once', () => {
    const typed = run(loaded('P'), { type: 'toDateChanged', value: '15-03-2026' });
    expect(shownIssues(typed, TODAY).toDate).toEqual([DATE_MESSAGES.toAfterYesterday]);
  });

  it('a source change forgets a submit and the touches of what it reset', () => {
    const submitted = run(loaded('P'), { type: 'branchToggled', branchId: 'ALL' }, { type: 'submitTried' });
    expect(shownIssues(submitted, TODAY).branch).toBe('Branch is required');
    const cs = run(submitted, toSource('CS'));
    expect(cs.submitted).toBe(false);
    expect(shownIssues(cs, TODAY).branch).toBeNull();
  });
});
