// The Pre Auth list's view in the address: from, to, page, size and the order (sort, dir). A period its rule
// refuses (to later than today, from after to, longer than a month) is the default period: the last 7 days to
// today (part 2 §9); an order the list does not take is its own, newest first.
import type { DayNumber } from '@merchant-portal/contracts/dates';
import {
  PRE_AUTH_DEFAULT_SORT,
  PRE_AUTH_PAGE_SIZES,
  PRE_AUTH_SORT_FIELDS,
  preAuthDefaultRange,
  preAuthRangeIssues,
} from '@merchant-portal/contracts/schemas/pre-auth';
import {
  pagingKeys,
  readPaging,
  readPeriod,
  readSort,
  sortKeys,
  writePaging,
  writeSort,
  type UrlViewCodec,
} from '../../components/use-url-list-view';
import { DEFAULT_PAGE_SIZE, type ListView } from '../../components/use-list-view';
import type { PreAuthFilter } from './api/get-pre-auth';

export function preAuthUrlView(today: DayNumber): UrlViewCodec<ListView<PreAuthFilter>> {
  return {
    keys: ['from', 'to', ...pagingKeys(), ...sortKeys()],
    read: (params) => ({
      filter: readPeriod(
        params,
        { from: 'from', to: 'to' },
        (fromDate, toDate) => preAuthRangeIssues(fromDate, toDate, today),
        preAuthDefaultRange(today),
      ),
      ...readPaging(params, PRE_AUTH_PAGE_SIZES, DEFAULT_PAGE_SIZE),
      sort: readSort(params, PRE_AUTH_SORT_FIELDS, PRE_AUTH_DEFAULT_SORT),
    }),
    write: (view) => ({
      from: view.filter.fromDate,
      to: view.filter.toDate,
      ...writePaging(view, DEFAULT_PAGE_SIZE),
      ...writeSort(view.sort, PRE_AUTH_DEFAULT_SORT),
    }),
  };
}
