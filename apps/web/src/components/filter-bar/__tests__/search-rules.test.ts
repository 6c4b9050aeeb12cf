import { parseDay } from '@merchant-portal/contracts/dates';
import { SEARCH_MESSAGES } from '@merchant-portal/contracts/search-term';
import type { TransactionSource } from '@merchant-portal/contracts/transaction-sources';
import { describe, expect, it } from 'vitest';
import {
  applyFilter,
  filterIssues,
  filterReducer,
  initialFilterState,
  isSearchShown,
  shownIssues,
  toAppliedFilter,
  type FilterAction,
  type FilterState,
} from '../filter-state';
import { appliedSearch, readAmount, searchIssues, searchReading } from '../search-rules';

const TODAY = parseDay('15-03-2026')!;

function run(state: FilterState, ...actions: FilterAction[]): FilterState {
  return actions.reduce(filterReducer, state);
}

const start = (source: TransactionSource = 'P') =>
  run(initialFilterState(source, TODAY), {
    type: 'branchesLoaded',
    branches: [{ branchId: '101', branchName: 'Abdali', transactionType: 'COMMON' }],
  });

const typed = (search: string, amountFrom = '', amountTo = '') =>
  run(
    start(),
    { type: 'searchChanged', value: search },
    { type: 'amountChanged', bound: 'amountFrom', value: amountFrom },
    { type: 'amountChanged', bound: 'amountTo', value: amountTo },
  );

describe('the search text', () => {
  it.each([
    ['4417', 'Card ending 4417'],
    [' 4417 ', 'Card ending 4417'],
    ['411111******4417', 'Card 411111******4417'],
    ['411111 xxxx 4417', 'Card 411111******4417'],
    ['123456789012', 'RRN 123456789012'],
    ['a1b2c3', 'Auth code A1B2C3'],
    ['37.5', 'Amount 37.500'],
    ['1,234.5', 'Amount 1234.500'],
  ])('reads %j as %j and sends the text trimmed', (text, reading) => {
    expect(searchIssues({ search: text, amountFrom: '', amountTo: '' }).search).toBeNull();
    expect(searchReading(text)).toBe(reading);
    expect(applyFilter(typed(text).form, TODAY)).toMatchObject({ search: text.trim() });
  });

  it.each(['44', '44171', '37', 'card 4417', '12345678901', 'x'.repeat(41), '1.2345'])(
    'does not understand %j: says so and blocks the submit',
    (text) => {
      expect(searchIssues({ search: text, amountFrom: '', amountTo: '' }).search).toBe(
        SEARCH_MESSAGES.notUnderstood,
      );
      expect(searchReading(text)).toBeNull();
      expect(applyFilter(typed(text).form, TODAY)).toBeNull();
    },
  );

  it('an empty or blank text is no search, with nothing to read', () => {
    for (const text of ['', '   ']) {
      expect(searchReading(text)).toBeNull();
      expect(applyFilter(typed(text).form, TODAY)).toMatchObject({ search: '' });
    }
  });

  it('says why only once the field is left, or after a submit', () => {
    const state = typed('44');
    expect(filterIssues(state.form, TODAY).search).toBe(SEARCH_MESSAGES.notUnderstood);
    expect(shownIssues(state, TODAY).search).toBeNull();
    const left = run(state, { type: 'searchRowLeft', field: 'search' });
    expect(shownIssues(left, TODAY).search).toBe(SEARCH_MESSAGES.notUnderstood);
    expect(shownIssues(run(state, { type: 'submitTried' }), TODAY).search).toBe(
      SEARCH_MESSAGES.notUnderstood,
    );
  });
});

describe('the amount range', () => {
  it('reads bounds of at most 3 decimals; empty is no bound', () => {
    expect(readAmount('')).toBeNull();
    expect(readAmount(' 12 ')).toBe(12);
    expect(readAmount('12.')).toBe(12);
    expect(readAmount('.5')).toBe(0.5);
    expect(readAmount('1,234.567')).toBe(1234.567);
    expect(readAmount('١٬٢٣٤٫٥٦٧')).toBe(1234.567);
    for (const text of ['1.2345', '-1', 'abc', '.', '12,34', '1e3', '9'.repeat(16)]) {
      expect(readAmount(text)).toBe('invalid');
    }
  });

  it('applies the bounds as numbers', () => {
    expect(applyFilter(typed('', '10', '37.5').form, TODAY)).toMatchObject({
      amountFrom: 10,
      amountTo: 37.5,
    });
    expect(applyFilter(typed('', '', '5').form, TODAY)).toMatchObject({ amountFrom: null, amountTo: 5 });
  });

  it('a bound that is not an amount says so on its field and blocks the submit', () => {
    const form = typed('', '1.2345', 'x').form;
    expect(filterIssues(form, TODAY)).toMatchObject({
      amountFrom: SEARCH_MESSAGES.invalidAmount,
      amountTo: SEARCH_MESSAGES.invalidAmount,
    });
    expect(applyFilter(form, TODAY)).toBeNull();
    // The initial view reads the form without the rules: such a bound is no bound.
    expect(toAppliedFilter(form)).toMatchObject({ amountFrom: null, amountTo: null });
  });

  it('from above to says so on Amount from; equal bounds are one amount', () => {
    const reversed = typed('', '50', '5');
    expect(filterIssues(reversed.form, TODAY)).toMatchObject({
      amountFrom: SEARCH_MESSAGES.amountRange,
      amountTo: null,
    });
    expect(applyFilter(reversed.form, TODAY)).toBeNull();
    expect(shownIssues(reversed, TODAY).amountFrom).toBeNull();
    expect(shownIssues(run(reversed, { type: 'searchRowLeft', field: 'amounts' }), TODAY).amountFrom).toBe(
      SEARCH_MESSAGES.amountRange,
    );
    expect(applyFilter(typed('', '5', '5').form, TODAY)).toMatchObject({ amountFrom: 5, amountTo: 5 });
  });

  it('clearing the range removes both bounds and their rule texts', () => {
    const cleared = run(
      typed('', '50', '5'),
      { type: 'searchRowLeft', field: 'amounts' },
      { type: 'amountRangeCleared' },
    );
    expect(cleared.form).toMatchObject({ amountFrom: '', amountTo: '' });
    expect(shownIssues(cleared, TODAY)).toMatchObject({ amountFrom: null, amountTo: null });
    expect(applyFilter(cleared.form, TODAY)).toMatchObject({ amountFrom: null, amountTo: null });
  });

  it('appliedSearch keeps only what reads', () => {
    expect(appliedSearch({ search: ' 4417 ', amountFrom: '1.5', amountTo: 'x' })).toEqual({
      search: '4417',
      amountFrom: 1.5,
      amountTo: null,
    });
  });
});

describe('DCC has no search (its grid is one summary row per merchant)', () => {
  it('only the DCC summary hides the search row', () => {
    expect(isSearchShown('DCC')).toBe(false);
    for (const source of ['P', 'M', 'CS', 'QR', 'DCCDETAIL', 'PR', 'PS'] as const) {
      expect(isSearchShown(source)).toBe(true);
    }
  });

  it('on DCC the typed search neither blocks nor applies; back on PoS it does again', () => {
    const onDcc = run(
      typed('44', '9', '1'),
      { type: 'submitTried' },
      {
        type: 'sourceChanged',
        source: 'DCC',
        today: TODAY,
      },
    );
    expect(filterIssues(onDcc.form, TODAY)).toMatchObject({ search: null, amountFrom: null, amountTo: null });
    expect(applyFilter(onDcc.form, TODAY)).toMatchObject({
      transactionName: 'DCC',
      search: '',
      amountFrom: null,
      amountTo: null,
    });
    const back = run(onDcc, { type: 'sourceChanged', source: 'P', today: TODAY });
    expect(applyFilter(back.form, TODAY)).toBeNull();
    const fixed = run(
      back,
      { type: 'searchChanged', value: '4417' },
      {
        type: 'amountChanged',
        bound: 'amountTo',
        value: '10',
      },
    );
    expect(applyFilter(fixed.form, TODAY)).toMatchObject({
      transactionName: 'P',
      search: '4417',
      amountFrom: 9,
      amountTo: 10,
    });
  });
});
