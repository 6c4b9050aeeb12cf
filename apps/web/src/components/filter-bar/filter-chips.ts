// The applied filter in words, for the chips a phone shows while the filter is folded away (ListScreen): the
// period always, then each choice that narrows the list.
import { CARD_TYPE_LABELS, ALL_BRANCHES } from '@merchant-portal/contracts/schemas/transactions';
import { sourceSpec } from '@merchant-portal/contracts/transaction-sources';
import { ALL_CATEGORIES, branchSelectionLabel, type AppliedFilter, type Branch } from './filter-state';

/** '01-11-2026 to 27-11-2026', or the one day. */
export function periodChip({ fromDate, toDate }: { fromDate: string; toDate: string }): string {
  return fromDate === toDate || toDate === '' ? fromDate : `${fromDate} to ${toDate}`;
}

/** 'Label: value' for each choice made; a choice left empty narrows nothing. */
export function choiceChips(choices: readonly (readonly [label: string, value: string])[]): string[] {
  return choices.flatMap(([label, value]) => (value === '' ? [] : [`${label}: ${value}`]));
}

function amountChip(from: number | null, to: number | null): string {
  if (from !== null && to !== null) return `${from} to ${to}`;
  if (from !== null) return `from ${from}`;
  return to === null ? '' : `up to ${to}`;
}

/** The transaction filter bar's applied filter (Transactions, MoDEE). */
export function transactionFilterChips(filter: AppliedFilter, branches: readonly Branch[]): string[] {
  const branchIds = filter.branchId.split(',');
  return [
    sourceSpec(filter.transactionName).label,
    periodChip(filter),
    ...choiceChips([
      ['Branch', branchIds.includes(ALL_BRANCHES) ? '' : branchSelectionLabel(branchIds, branches)],
      ['Card', filter.cardType === 'All' ? '' : CARD_TYPE_LABELS[filter.cardType]],
      ['Method', filter.methodType === 'All' ? '' : filter.methodType],
      ['Currency', filter.currency],
      ['Category', filter.category === ALL_CATEGORIES ? '' : filter.category],
      ['Search', filter.search],
      ['Amount', amountChip(filter.amountFrom, filter.amountTo)],
    ]),
  ];
}
