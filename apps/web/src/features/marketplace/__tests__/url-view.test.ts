import { formatDay, parseDay } from '@merchant-portal/contracts/dates';
import { describe, expect, it } from 'vitest';
import { orderMasterUrlView, settlementUrlView } from '../url-view';

const today = parseDay('18-03-2026')!;
const day = (offset: number) => formatDay(today + offset);
const params = (query: string) => new URLSearchParams(query);

describe('the settlement view in the address', () => {
  const codec = settlementUrlView(today);
  const DEFAULT = { fromDate: day(-2), toDate: day(-1), currency: '' as const };

  it('a bare address is 2 days ago to yesterday in every currency, page 1 of 10', () => {
    expect(codec.read(params(''))).toEqual({ filter: DEFAULT, page: 0, pageSize: 10, sort: null });
  });

  it('keeps what is valid and drops each bad field on its own', () => {
    expect(
      codec.read(params(`from=${day(-9)}&to=${day(-1)}&currency=USD&page=3&size=20&sort=netAmount&dir=asc`)),
    ).toEqual({
      filter: { fromDate: day(-9), toDate: day(-1), currency: 'USD' },
      page: 2,
      pageSize: 20,
      sort: { field: 'netAmount', direction: 'asc' },
    });
    expect(
      codec.read(params(`from=${day(-9)}&to=${day(0)}&currency=EUR&page=x&size=30&sort=orderId&dir=asc`)),
    ).toEqual({
      filter: DEFAULT,
      page: 0,
      pageSize: 10,
      sort: { field: 'transactionDate', direction: 'asc' },
    });
    expect(codec.read(params('sort=transactionAmount&dir=sideways')).sort).toEqual({
      field: 'transactionAmount',
      direction: 'desc',
    });
  });

  it('writes an order other than newest first, and none for newest first', () => {
    const view = { filter: DEFAULT, page: 0, pageSize: 10 };
    expect(codec.write({ ...view, sort: { field: 'transactionAmount', direction: 'asc' } })).toMatchObject({
      sort: 'transactionAmount',
      dir: 'asc',
    });
    expect(
      codec.write({ ...view, sort: { field: 'transactionDate', direction: 'desc' } }),
    ).not.toHaveProperty('sort');
    const written = codec.write({ ...view, sort: { field: 'netAmount', direction: 'desc' } });
    expect(
      codec.read(params(new URLSearchParams(written as Record<string, string>).toString())).sort,
    ).toEqual({
      field: 'netAmount',
      direction: 'desc',
    });
  });
});

describe('the order-master view in the address', () => {
  const codec = orderMasterUrlView(today);
  const DEFAULT = { schemeType: 'EMART' as const, fromDate: day(-7), toDate: day(-1) };

  it('a bare address is Emart, 7 days ago to yesterday (part 2 §9)', () => {
    expect(codec.read(params('')).filter).toEqual(DEFAULT);
  });

  it('keeps Shopix and a valid period; an unknown scheme or a broken period falls back', () => {
    expect(codec.read(params(`scheme=SHOPIX&from=${day(-3)}&to=${day(-2)}`)).filter).toEqual({
      schemeType: 'SHOPIX',
      fromDate: day(-3),
      toDate: day(-2),
    });
    expect(codec.read(params(`scheme=AMAZON&from=${day(-2)}&to=${day(-3)}`)).filter).toEqual(DEFAULT);
  });

  it('writes the scheme only when it is not the default', () => {
    expect(codec.write({ filter: DEFAULT, page: 0, pageSize: 10 })).toMatchObject({ scheme: undefined });
    expect(
      codec.write({ filter: { ...DEFAULT, schemeType: 'SHOPIX' }, page: 1, pageSize: 10 }),
    ).toMatchObject({
      scheme: 'SHOPIX',
      page: '2',
    });
  });
});
