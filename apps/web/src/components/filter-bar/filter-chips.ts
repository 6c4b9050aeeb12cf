// The applied filter in words, for the chips a phone shows while the filter is folded away (ListScreen): the
// period always, then each choice that narrows the list. In the language of `t` (the screen's).
import {
  ALL_BRANCHES,
  CARD_TYPE_LABELS,
  METHOD_TYPE_LABELS,
} from '@merchant-portal/contracts/schemas/transactions';
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import { sourceSpec } from '@merchant-portal/contracts/transaction-sources';
import type { TFunction } from 'i18next';
import { i18n, isolated, translateText } from '../../lib/i18n';
import { ALL_CATEGORIES, branchSelectionLabel, type AppliedFilter, type Branch } from './filter-state';
import { dateIn } from '../../lib/figures';

/** '01-11-2026 to 27-11-2026', or the one day. */
export function periodChip(
  { fromDate, toDate }: { fromDate: string; toDate: string },
  t: TFunction = i18n.t,
): string {
  return fromDate === toDate || toDate === ''
    ? dateIn(fromDate)
    : t('{{from}} to {{to}}', { from: dateIn(fromDate), to: dateIn(toDate) });
}

/** 'Label: value' for each choice made (the label in English); a choice left empty narrows nothing. */
export function choiceChips(
  choices: readonly (readonly [label: string, value: string])[],
  t: TFunction = i18n.t,
): string[] {
  return choices.flatMap(([label, value]) => (value === '' ? [] : [`${t(label)}: ${isolated(value)}`]));
}

function amountChip(from: number | null, to: number | null, t: TFunction): string {
  if (from !== null && to !== null) return t('{{from}} to {{to}}', { from, to });
  if (from !== null) return t('from {{amount}}', { amount: from });
  return to === null ? '' : t('up to {{amount}}', { amount: to });
}

/** The transaction filter bar's applied filter (Transactions, MoDEE). */
export function transactionFilterChips(
  filter: AppliedFilter,
  branches: readonly Branch[],
  t: TFunction = i18n.t,
): string[] {
  const branchIds = filter.branchId.split(',');
  return [
    t(sourceSpec(filter.transactionName).label),
    periodChip(filter, t),
    ...choiceChips(
      [
        [
          phrase('Branch'),
          branchIds.includes(ALL_BRANCHES) ? '' : translateText(branchSelectionLabel(branchIds, branches)),
        ],
        [phrase('Card'), filter.cardType === 'All' ? '' : t(CARD_TYPE_LABELS[filter.cardType])],
        [phrase('Method'), filter.methodType === 'All' ? '' : t(METHOD_TYPE_LABELS[filter.methodType])],
        [phrase('Currency'), filter.currency],
        [phrase('Category'), filter.category === ALL_CATEGORIES ? '' : filter.category],
        [phrase('Search'), filter.search],
        [phrase('Amount'), amountChip(filter.amountFrom, filter.amountTo, t)],
      ],
      t,
    ),
  ];
}
