import { parseDay } from '@merchant-portal/contracts/dates';
import type { BranchItem } from '@merchant-portal/contracts/schemas/transactions';
import { describe, expect, it } from 'vitest';
import { filterReducer, initialFilterState, toAppliedFilter, type AppliedFilter } from '../filter-state';

const today = parseDay('18-03-2026')!;
const branches: BranchItem[] = [
  { branchId: 'B1', branchName: 'Abdali', transactionType: 'COMMON' },
  { branchId: 'B2', branchName: 'Sweifieh', transactionType: 'COMMON' },
];

function loaded() {
  return filterReducer(initialFilterState('P', today), { type: 'branchesLoaded', branches });
}

const applied = (change: Partial<AppliedFilter>): AppliedFilter => ({
  ...toAppliedFilter(initialFilterState('P', today).form),
  ...change,
});

describe('a restored applied filter shows in the form', () => {
  it('sets every field, with the branch choice, and hides the rule texts as on a first visit', () => {
    const touched = filterReducer(filterReducer(loaded(), { type: 'toDateChanged', value: '' }), {
      type: 'submitTried',
    });
    const filter = applied({
      transactionName: 'M',
      fromDate: '01-03-2026',
      toDate: '10-03-2026',
      branchId: 'B2',
      cardType: 'VISA',
      methodType: 'International',
    });
    const state = filterReducer(touched, { type: 'filterRestored', filter });
    expect(state.form).toMatchObject({
      source: 'M',
      fromDate: '01-03-2026',
      toDate: '10-03-2026',
      branchIds: ['B2'],
      cardType: 'VISA',
      methodType: 'International',
    });
    expect(state.submitted).toBe(false);
    expect(state.touched).toEqual({ dates: false, branch: false, search: false, amounts: false });
    // What the form applies is what was restored.
    expect(toAppliedFilter(state.form)).toEqual(filter);
  });

  it('ALL expands to the loaded branches, and several ids stay ticked', () => {
    expect(
      filterReducer(loaded(), { type: 'filterRestored', filter: applied({ branchId: 'ALL' }) }).form
        .branchIds,
    ).toEqual(['ALL', 'B1', 'B2']);
    expect(
      filterReducer(loaded(), { type: 'filterRestored', filter: applied({ branchId: 'B1,B2' }) }).form
        .branchIds,
    ).toEqual(['B1', 'B2']);
  });

  it("keeps CyberSource's currency and one branch", () => {
    const filter = applied({ transactionName: 'CS', branchId: 'B1', currency: 'USD' });
    const state = filterReducer(loaded(), { type: 'filterRestored', filter });
    expect(state.form).toMatchObject({ source: 'CS', branchIds: ['B1'], currency: 'USD' });
    expect(toAppliedFilter(state.form)).toEqual(filter);
  });
});
