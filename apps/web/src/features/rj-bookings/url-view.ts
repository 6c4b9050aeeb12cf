// The RJ bookings' views in the address: the tab (tab=refunds; Payments by default) and each tab's own filter,
// page and order, so a tab keeps its search while the other shows. Payments: ref, from, to, page, size, sort,
// dir; Refunds the same and status, each key named `refunds.…`. A period the bookings' rule refuses (a future
// day, from after to, longer than a year) is the default period: the last 30 days to today; an order a tab
// does not take is its own, newest first.
import type { DayNumber } from '@merchant-portal/contracts/dates';
import {
  BOOKING_DEFAULT_SORT,
  BOOKING_PAGE_SIZES,
  BOOKING_SORT_FIELDS,
  WORKFLOW_DEFAULT_SORT,
  WORKFLOW_FILTERS,
  WORKFLOW_SORT_FIELDS,
  bookingDefaultRange,
  bookingRangeIssues,
  type WorkflowFilter,
} from '@merchant-portal/contracts/schemas/bookings';
import { DEFAULT_PAGE_SIZE, type ListView } from '../../components/use-list-view';
import {
  oneOf,
  pagingKeys,
  readPaging,
  readPeriod,
  readSort,
  readText,
  sortKeys,
  writePaging,
  writeSort,
  type UrlViewCodec,
} from '../../components/use-url-list-view';
import type { BookingFilter } from './api/get-booking-history';
import type { WorkflowSearchFilter } from './api/get-refund-workflows';

const TABS = ['payments', 'refunds'] as const;

/** The tab the address names: Payments unless tab=refunds. */
export const tabOf = (params: URLSearchParams): (typeof TABS)[number] =>
  oneOf(params.get('tab'), TABS) ?? 'payments';

/** The longest booking reference the calls take. */
const BOOKING_REF_MAX = 20;
const REFUNDS = 'refunds.';
const WORKFLOW_FILTER_CODES = Object.keys(WORKFLOW_FILTERS) as WorkflowFilter[];
/** Pending tasks unless said (part 2 §2). */
const DEFAULT_STATUS: WorkflowFilter = 'OPEN';

/** The fields both tabs share, their keys named with the tab's prefix. */
function bookingFields(params: URLSearchParams, prefix: string, today: DayNumber): BookingFilter {
  return {
    bookingRefNo: readText(params, `${prefix}ref`, BOOKING_REF_MAX),
    ...readPeriod(
      params,
      { from: `${prefix}from`, to: `${prefix}to` },
      (fromDate, toDate) => bookingRangeIssues(fromDate, toDate, today),
      bookingDefaultRange(today),
    ),
  };
}

function writeBookingFields(filter: BookingFilter, prefix: string) {
  return {
    [`${prefix}ref`]: filter.bookingRefNo.trim() || undefined,
    [`${prefix}from`]: filter.fromDate,
    [`${prefix}to`]: filter.toDate,
  };
}

export function paymentsUrlView(today: DayNumber): UrlViewCodec<ListView<BookingFilter>> {
  return {
    keys: ['ref', 'from', 'to', ...pagingKeys(), ...sortKeys()],
    read: (params) => ({
      filter: bookingFields(params, '', today),
      ...readPaging(params, BOOKING_PAGE_SIZES, DEFAULT_PAGE_SIZE),
      sort: readSort(params, BOOKING_SORT_FIELDS, BOOKING_DEFAULT_SORT),
    }),
    write: (view) => ({
      ...writeBookingFields(view.filter, ''),
      ...writePaging(view, DEFAULT_PAGE_SIZE),
      ...writeSort(view.sort, BOOKING_DEFAULT_SORT),
    }),
  };
}

export function refundsUrlView(today: DayNumber): UrlViewCodec<ListView<WorkflowSearchFilter>> {
  return {
    keys: ['ref', 'status', 'from', 'to']
      .map((key) => `${REFUNDS}${key}`)
      .concat(pagingKeys(REFUNDS))
      .concat(sortKeys(REFUNDS)),
    read: (params) => ({
      filter: {
        ...bookingFields(params, REFUNDS, today),
        status: oneOf(params.get(`${REFUNDS}status`), WORKFLOW_FILTER_CODES) ?? DEFAULT_STATUS,
      },
      ...readPaging(params, BOOKING_PAGE_SIZES, DEFAULT_PAGE_SIZE, REFUNDS),
      sort: readSort(params, WORKFLOW_SORT_FIELDS, WORKFLOW_DEFAULT_SORT, REFUNDS),
    }),
    write: (view) => ({
      ...writeBookingFields(view.filter, REFUNDS),
      [`${REFUNDS}status`]: view.filter.status === DEFAULT_STATUS ? undefined : view.filter.status,
      ...writePaging(view, DEFAULT_PAGE_SIZE, REFUNDS),
      ...writeSort(view.sort, WORKFLOW_DEFAULT_SORT, REFUNDS),
    }),
  };
}
