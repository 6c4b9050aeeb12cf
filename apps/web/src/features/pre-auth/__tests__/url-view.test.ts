import { formatDay, parseDay } from '@merchant-portal/contracts/dates';
import { describe, expect, it } from 'vitest';
import { preAuthUrlView } from '../url-view';

const today = parseDay('18-03-2026')!;
const day = (offset: number) => formatDay(today + offset);
const codec = preAuthUrlView(today);
const read = (query: string) => codec.read(new URLSearchParams(query));
const DEFAULT_PERIOD = { fromDate: day(-7), toDate: day(0) };

describe('the Pre Auth view in the address', () => {
  it('a bare address is the last 7 days to today (part 2 §9), page 1 of 10', () => {
    expect(read('')).toEqual({ filter: DEFAULT_PERIOD, page: 0, pageSize: 10, sort: null });
  });

  it("keeps a period its rule allows, today's included, and the page and size", () => {
    expect(read(`from=${day(-3)}&to=${day(0)}&page=2&size=50`)).toEqual({
      filter: { fromDate: day(-3), toDate: day(0) },
      page: 1,
      pageSize: 50,
      sort: null,
    });
  });

  it.each([
    ['a bad date', `from=xx&to=${day(0)}`],
    ['a to date after today', `from=${day(-3)}&to=${day(1)}`],
    ['from after to', `from=${day(-1)}&to=${day(-4)}`],
    ['a span over a month', `from=${day(-40)}&to=${day(0)}`],
  ])('falls back to the default period for %s', (_case, query) => {
    expect(read(query).filter).toEqual(DEFAULT_PERIOD);
  });

  it('falls back on its own for a bad page or size', () => {
    expect(read(`from=${day(-3)}&to=${day(-1)}&page=-1&size=7`)).toEqual({
      filter: { fromDate: day(-3), toDate: day(-1) },
      page: 0,
      pageSize: 10,
      sort: null,
    });
  });

  it('keeps an order the list takes, and writes it back', () => {
    const view = read(`from=${day(-3)}&to=${day(0)}&sort=transactionAmount&dir=asc`);
    expect(view.sort).toEqual({ field: 'transactionAmount', direction: 'asc' });
    expect(codec.write(view)).toEqual({
      from: day(-3),
      to: day(0),
      page: undefined,
      size: undefined,
      sort: 'transactionAmount',
      dir: 'asc',
    });
    expect(read('sort=transactionDate&dir=asc').sort).toEqual({ field: 'transactionDate', direction: 'asc' });
  });

  it.each([
    [
      'a column the list does not sort by',
      'sort=pan&dir=asc',
      { field: 'transactionDate', direction: 'asc' },
    ],
    [
      'an unknown direction',
      'sort=transactionAmount&dir=up',
      { field: 'transactionAmount', direction: 'desc' },
    ],
    ['its own order written out', 'sort=transactionDate&dir=desc', null],
    ['a bad column alone', 'sort=pan', null],
  ])('falls back on its own for %s', (_case, query, sort) => {
    expect(read(query).sort).toEqual(sort);
    expect(codec.write(read(query))).not.toHaveProperty('sort', 'pan');
  });
});
