// The marketplace reports' views in the address. Settlement: from, to, currency, page, size and the order
// (sort, dir: the card search's, newest first unless said); order-master: scheme, from, to, page and size.
// Both keep the transaction search's period rule (to at most yesterday, from not after to, at most a month),
// and a period it refuses is the screen's default period (part 2 §9).
import type { DayNumber } from '@merchant-portal/contracts/dates';
import {
  MARKETPLACE_SCHEMES,
  SETTLEMENT_PAGE_SIZES,
  marketplaceRangeIssues,
  orderMasterDefaultRange,
  settlementDefaultRange,
} from '@merchant-portal/contracts/schemas/marketplace';
import { CURRENCIES, DEFAULT_SORT, SORT_FIELDS } from '@merchant-portal/contracts/schemas/transactions';
import { DEFAULT_PAGE_SIZE, type ListView } from '../../components/use-list-view';
import {
  oneOf,
  pagingKeys,
  readPaging,
  readPeriod,
  readSort,
  sortKeys,
  writePaging,
  writeSort,
  type UrlViewCodec,
} from '../../components/use-url-list-view';
import type { OrderMasterFilter } from './api/get-order-master';
import type { SettlementFilter } from './api/get-settlement';

const PERIOD_KEYS = { from: 'from', to: 'to' };

const periodRule = (today: DayNumber) => (fromDate: string, toDate: string) =>
  marketplaceRangeIssues(fromDate, toDate, today);

export function settlementUrlView(today: DayNumber): UrlViewCodec<ListView<SettlementFilter>> {
  return {
    keys: ['from', 'to', 'currency', ...pagingKeys(), ...sortKeys()],
    read: (params) => ({
      filter: {
        ...readPeriod(params, PERIOD_KEYS, periodRule(today), settlementDefaultRange(today)),
        // Blank is every currency, and the default.
        currency: oneOf(params.get('currency'), CURRENCIES) ?? '',
      },
      ...readPaging(params, SETTLEMENT_PAGE_SIZES, DEFAULT_PAGE_SIZE),
      sort: readSort(params, SORT_FIELDS, DEFAULT_SORT),
    }),
    write: (view) => ({
      from: view.filter.fromDate,
      to: view.filter.toDate,
      currency: view.filter.currency || undefined,
      ...writePaging(view, DEFAULT_PAGE_SIZE),
      ...writeSort(view.sort, DEFAULT_SORT),
    }),
  };
}

/** Emart unless said: the screen's first scheme. */
export const DEFAULT_SCHEME = 'EMART';

export function orderMasterUrlView(today: DayNumber): UrlViewCodec<ListView<OrderMasterFilter>> {
  return {
    keys: ['scheme', 'from', 'to', ...pagingKeys()],
    read: (params) => ({
      filter: {
        schemeType: oneOf(params.get('scheme'), MARKETPLACE_SCHEMES) ?? DEFAULT_SCHEME,
        ...readPeriod(params, PERIOD_KEYS, periodRule(today), orderMasterDefaultRange(today)),
      },
      ...readPaging(params, SETTLEMENT_PAGE_SIZES, DEFAULT_PAGE_SIZE),
    }),
    write: (view) => ({
      scheme: view.filter.schemeType === DEFAULT_SCHEME ? undefined : view.filter.schemeType,
      from: view.filter.fromDate,
      to: view.filter.toDate,
      ...writePaging(view, DEFAULT_PAGE_SIZE),
    }),
  };
}
