// The Payments tab's list: one server page of the airline's booking payments for the applied filter, in the
// order a sortable column asked for, each with the caller's action flags (spec part 2 §7 "GET booking
// history").
import { ENDPOINTS, type EndpointReply } from '@merchant-portal/contracts/endpoints';
import {
  BOOKING_DEFAULT_SORT,
  BOOKING_SORT_FIELDS,
  type BookingOrder,
} from '@merchant-portal/contracts/schemas/bookings';
import { orderOf, type ListSort } from '../../../components/use-list-view';
import { getConfig } from '../../../lib/config';
import { call } from '../../../lib/http';
import { pagedKey, usePagedQuery } from '../../../lib/paged-query';
import type { TabSearch } from '../components/grid-view';

/** What the Payments filter applies: the booking reference ('' for any) and the days (DD-MM-YYYY). */
export interface BookingFilter {
  bookingRefNo: string;
  fromDate: string;
  toDate: string;
}

export type BookingSearch = TabSearch<BookingFilter>;

export type BookingHistoryPage = EndpointReply<typeof ENDPOINTS.bookingHistory>;

/** Every query key of the screen starts with this: an action reloads both tabs at once. */
export const BOOKINGS_KEY = ['rj-bookings'] as const;

/** The filter as the calls send it: country and lang as every call does, no empty booking reference. */
export function bookingFilterQuery(filter: BookingFilter) {
  const { country, lang } = getConfig();
  const bookingRefNo = filter.bookingRefNo.trim();
  return {
    country,
    lang,
    ...(bookingRefNo && { bookingRefNo }),
    fromDate: filter.fromDate,
    toDate: filter.toDate,
  };
}

/** The order the list and its CSV are asked for. */
export const bookingOrder = (sort: ListSort | null | undefined): BookingOrder =>
  orderOf(sort, BOOKING_SORT_FIELDS, BOOKING_DEFAULT_SORT);

export async function getBookingHistory(
  search: BookingSearch,
  signal?: AbortSignal,
): Promise<BookingHistoryPage> {
  return call(ENDPOINTS.bookingHistory, {
    query: {
      ...bookingFilterQuery(search.filter),
      page: search.page,
      size: search.size,
      ...bookingOrder(search.sort),
    },
    signal,
  });
}

// The tab shows 'Could not fetch Event' in place of the rows. A new order is a new search.
export function useBookingHistory(search: BookingSearch) {
  return usePagedQuery(pagedKey([...BOOKINGS_KEY, 'payments', bookingOrder(search.sort)], search), (signal) =>
    getBookingHistory(search, signal),
  );
}
