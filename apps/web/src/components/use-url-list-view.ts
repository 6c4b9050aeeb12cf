// A list screen's view kept in the address: the applied filter, the page, its size and the order are read from
// the query string through the screen's codec, so a reload, Back and Forward and a link pasted by a colleague
// show the same search. Submit, paging and a change of order push a history entry; a first visit leaves the
// address clean (its defaults are relative to today, so the bare address keeps meaning "the default search"
// rather than pinning the day it was opened). Keys the codec does not own (an open payment, a tab) are kept.
import { parseDay } from '@merchant-portal/contracts/dates';
import { SORT_DIRECTIONS, type ListOrder } from '@merchant-portal/contracts/schemas/sort';
import type { DateRangeIssue } from '@merchant-portal/contracts/schemas/transactions';
import { useCallback, useLayoutEffect, useMemo, useRef, useState, type SetStateAction } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useListControls, type ListSort, type ListView } from './use-list-view';

/** How one screen's view is read from and written to the query string. */
export interface UrlViewCodec<V> {
  /** The keys it owns: they are cleared before a view is written. */
  keys: readonly string[];
  /** The view the parameters name; a missing or bad value falls back to its default, each on its own. */
  read: (params: URLSearchParams) => V;
  /** The parameters of a view; undefined leaves a key out (its default). */
  write: (view: V) => Record<string, string | undefined>;
}

export interface UrlViewChange {
  /** Replaces the current history entry rather than pushing one. */
  replace?: boolean;
  /** The screen's own controls made the change: its form already shows it, so it is not a restore. */
  byScreen?: boolean;
}

/**
 * The screen's view as the address names it, with the list controls over it. `restores` counts the times the
 * applied filter changed other than by the screen's own form (Back, Forward, a fallback): a form that keeps
 * what is typed shows the applied filter again when it moves (as a `key`, or a restore action).
 */
export function useUrlListView<F, V extends ListView<F>>(codec: UrlViewCodec<V>) {
  const location = useLocation();
  const navigate = useNavigate();
  const read = useMemo(() => codec.read(new URLSearchParams(location.search)), [codec, location.search]);
  const filterKey = JSON.stringify(read.filter);

  // The filter keeps its identity while its values stay (paging leaves a memoised form and its typing alone),
  // and a change of them that the form did not submit counts as a restore.
  const [kept, setKept] = useState({ key: filterKey, filter: read.filter, restores: 0 });
  const [submittedKey, setSubmittedKey] = useState<string | null>(null);
  if (kept.key !== filterKey) {
    const restores = filterKey === submittedKey ? kept.restores : kept.restores + 1;
    setKept({ key: filterKey, filter: read.filter, restores });
    if (submittedKey !== null) setSubmittedKey(null);
  }
  const filter = kept.key === filterKey ? kept.filter : read.filter;
  const view = useMemo(() => ({ ...read, filter }), [read, filter]);

  // What a change starts from: the latest address and view, also between two changes of one event.
  const latest = useRef({ location, view, codec, filterKey });
  useLayoutEffect(() => {
    latest.current = { location, view, codec, filterKey };
  }, [location, view, codec, filterKey]);

  const change = useCallback(
    (next: SetStateAction<V>, { replace = false, byScreen = false }: UrlViewChange) => {
      const current = latest.current;
      const nextView = typeof next === 'function' ? next(current.view) : next;
      const search = searchOf(current.location.search, current.codec, nextView);
      if (search === current.location.search) return;
      const nextKey = JSON.stringify(current.codec.read(new URLSearchParams(search)).filter);
      if (byScreen && nextKey !== current.filterKey) setSubmittedKey(nextKey);
      latest.current = {
        ...current,
        location: { ...current.location, search },
        view: nextView,
        filterKey: nextKey,
      };
      void navigate(
        { pathname: current.location.pathname, search, hash: current.location.hash },
        { replace },
      );
    },
    [navigate],
  );

  // The list controls' changes (Submit, paging, a new order) come from the screen's own controls.
  const onListChange = useCallback(
    (next: SetStateAction<ListView<F>>) =>
      change((current) => ({ ...current, ...(typeof next === 'function' ? next(current) : next) }), {
        byScreen: true,
      }),
    [change],
  );
  const setView = useCallback(
    (next: SetStateAction<V>, options: UrlViewChange = {}) => change(next, options),
    [change],
  );

  return { ...useListControls<F>(view, onListChange), view, setView, restores: kept.restores };
}

/** The query string with the codec's keys replaced by the view's and every other key kept. */
function searchOf<V>(current: string, codec: UrlViewCodec<V>, view: V): string {
  const params = new URLSearchParams(current);
  for (const key of codec.keys) params.delete(key);
  for (const [key, value] of Object.entries(codec.write(view))) {
    if (value !== undefined) params.set(key, value);
  }
  const text = params.toString();
  return text === '' ? '' : `?${text}`;
}

// ---- the fields every codec reads the same way ----

/** One of `choices`, or null. */
export function oneOf<T extends string>(value: string | null, choices: readonly T[]): T | null {
  return value !== null && (choices as readonly string[]).includes(value) ? (value as T) : null;
}

/**
 * The paging of a view: `page` counts from 1 in the address, as a person reads it; `size` is one offered. A
 * screen with two lists names the second one's keys with a prefix.
 */
export function readPaging(
  params: URLSearchParams,
  sizes: readonly number[],
  defaultSize: number,
  prefix = '',
): { page: number; pageSize: number } {
  const pageText = params.get(`${prefix}page`) ?? '';
  const page = /^\d{1,6}$/.test(pageText) ? Number(pageText) : 0;
  const size = Number(params.get(`${prefix}size`));
  return { page: page >= 1 ? page - 1 : 0, pageSize: sizes.includes(size) ? size : defaultSize };
}

/** The paging's parameters; none for the first page and the default size. */
export function writePaging(view: { page: number; pageSize: number }, defaultSize: number, prefix = '') {
  return {
    [`${prefix}page`]: view.page > 0 ? String(view.page + 1) : undefined,
    [`${prefix}size`]: view.pageSize === defaultSize ? undefined : String(view.pageSize),
  };
}

export const pagingKeys = (prefix = '') => [`${prefix}page`, `${prefix}size`];

/** A period the screen's rules accept, or its default period (a bad date or a broken rule drops both days). */
export function readPeriod(
  params: URLSearchParams,
  keys: { from: string; to: string },
  issues: (fromDate: string, toDate: string) => readonly DateRangeIssue[],
  fallback: { fromDate: string; toDate: string },
): { fromDate: string; toDate: string } {
  const fromDate = params.get(keys.from) ?? '';
  const toDate = params.get(keys.to) ?? '';
  if (parseDay(fromDate) === null || parseDay(toDate) === null) return fallback;
  return issues(fromDate, toDate).length === 0 ? { fromDate, toDate } : fallback;
}

/**
 * An order by one of `fields` (`sort`) and its direction (`dir`, descending unless `asc`); null for the list's
 * own order. A screen with two lists names the second one's keys with a prefix.
 */
export function readSort(
  params: URLSearchParams,
  fields: readonly string[],
  own: ListOrder,
  prefix = '',
): ListSort | null {
  const field = oneOf(params.get(`${prefix}sort`), fields) ?? own.sortBy;
  const direction = oneOf(params.get(`${prefix}dir`), SORT_DIRECTIONS) ?? own.sortDirection;
  return field === own.sortBy && direction === own.sortDirection ? null : { field, direction };
}

/** The order's parameters; none for the list's own order. */
export function writeSort(sort: ListSort | null | undefined, own: ListOrder, prefix = '') {
  if (!sort || (sort.field === own.sortBy && sort.direction === own.sortDirection)) return {};
  return { [`${prefix}sort`]: sort.field, [`${prefix}dir`]: sort.direction };
}

export const sortKeys = (prefix = '') => [`${prefix}sort`, `${prefix}dir`];

/** A text of at most `max` characters without control characters (which the server refuses), trimmed; else ''. */
export function readText(params: URLSearchParams, key: string, max: number): string {
  const value = (params.get(key) ?? '').trim();
  // eslint-disable-next-line no-control-regex
  return value.length <= max && !/[\u0000-\u001f\u007f]/.test(value) ? value : '';
}
