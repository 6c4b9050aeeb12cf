import { formatDay, parseDay } from '@merchant-portal/contracts/dates';
import type { BranchItem } from '@merchant-portal/contracts/schemas/transactions';
import { MODEE_SOURCE_CODES, SOURCE_CODES } from '@merchant-portal/contracts/transaction-sources';
import { describe, expect, it } from 'vitest';
import type { AppliedFilter } from '../../../components/filter-bar/filter-state';
import { settledScope, transactionsUrlView, type TransactionsView } from '../url-view';

const today = parseDay('15-03-2026')!;
const day = (offset: number) => formatDay(today + offset);
const codec = transactionsUrlView({ today, sources: SOURCE_CODES, defaultSource: 'P', hasMerchant: true });
const read = (query: string) => codec.read(new URLSearchParams(query));
const filterOf = (query: string) => read(query).filter;

const DEFAULT_FILTER: AppliedFilter = {
  transactionName: 'P',
  fromDate: day(-2),
  toDate: day(-1),
  branchId: 'ALL',
  cardType: 'All',
  methodType: 'All',
  category: 'ALL',
  currency: '',
  search: '',
  amountFrom: null,
  amountTo: null,
};

describe('the Transactions view in the address', () => {
  it('a bare address is the default search (part 2 §3, §9): PoS, 2 days ago to yesterday, ALL, page 1 of 10', () => {
    expect(read('')).toEqual({ filter: DEFAULT_FILTER, merchant: null, page: 0, pageSize: 10, sort: null });
  });

  it('reads every field of a written view back as it was', () => {
    const view: TransactionsView = {
      filter: {
        transactionName: 'M',
        fromDate: day(-20),
        toDate: day(-3),
        branchId: 'B1,B2',
        cardType: 'VISA',
        methodType: 'Local',
        category: 'ALL',
        currency: '',
        search: '123456789012',
        amountFrom: 10.5,
        amountTo: 99.999,
      },
      merchant: '4000000102',
      page: 2,
      pageSize: 50,
      sort: { field: 'netAmount', direction: 'asc' },
    };
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(codec.write(view)))
      if (value !== undefined) params.set(key, value);
    expect(params.get('page')).toBe('3');
    expect(codec.read(params)).toEqual(view);
  });

  it('writes only the period for the default search, and nothing of a default page, size or order', () => {
    const written = Object.entries(codec.write(read(''))).filter(([, value]) => value !== undefined);
    expect(Object.fromEntries(written)).toEqual({ from: day(-2), to: day(-1) });
  });

  it('keeps the CyberSource currency, the PoS category and a single branch where the source has them', () => {
    expect(filterOf('source=CS&currency=USD&branch=B7')).toMatchObject({ currency: 'USD', branchId: 'B7' });
    expect(filterOf('source=P&category=Comfort')).toMatchObject({ category: 'Comfort' });
  });

  it.each([
    ['an unknown source', 'source=ZZ', { transactionName: 'P' }],
    ['a source the screen does not offer', 'source=xyz', { transactionName: 'P' }],
    ['a date that is not one', `from=31-02-2026&to=${day(-1)}`, { fromDate: day(-2), toDate: day(-1) }],
    ['a date in another format', `from=2026-03-01&to=${day(-1)}`, { fromDate: day(-2), toDate: day(-1) }],
    ['from after to', `from=${day(-3)}&to=${day(-5)}`, { fromDate: day(-2), toDate: day(-1) }],
    ['a span over a month', `from=${day(-60)}&to=${day(-1)}`, { fromDate: day(-2), toDate: day(-1) }],
    [
      'a to date later than yesterday',
      `from=${day(-3)}&to=${day(0)}`,
      { fromDate: day(-2), toDate: day(-1) },
    ],
    ['a branch list that is not one', 'branch=B1;B2', { branchId: 'ALL' }],
    ['an unknown card', 'card=AMEX', { cardType: 'All' }],
    ['an unknown method', 'method=Domestic', { methodType: 'All' }],
    ['a currency for a source without one', 'source=P&currency=USD', { currency: '' }],
    ['a search text the field does not understand', 'q=hello world', { search: '' }],
    ['a search text too long', `q=${'1'.repeat(41)}`, { search: '' }],
    ['a negative amount', 'amountFrom=-5', { amountFrom: null }],
    ['an amount of 4 decimals', 'amountTo=1.2345', { amountTo: null }],
    ['an amount that is not a number', 'amountFrom=ten', { amountFrom: null }],
    ['a range the wrong way round', 'amountFrom=50&amountTo=10', { amountFrom: null, amountTo: null }],
  ])('falls back on its own for %s', (_case, query, expected) => {
    const filter = filterOf(query);
    expect(filter).toMatchObject(expected);
    // Everything else stays the default.
    expect({ ...filter, ...expected }).toEqual({ ...DEFAULT_FILTER, ...expected });
  });

  it.each([
    ['several branches for a single-branch source', 'source=CLIQ&branch=B1,B2', { branchId: 'ALL' }],
    ['a branch for DCC, which locks it on ALL', 'source=DCC&branch=B1', { branchId: 'ALL' }],
    ['a card for a source that locks it', 'source=QR&card=VISA', { cardType: 'All' }],
    ['a method for a source that locks it', 'source=EGIFT&method=Local', { methodType: 'All' }],
    ['an unknown currency', 'source=CS&currency=EUR', { currency: '' }],
    ['a category for a source without one', 'source=M&category=Comfort', { category: 'ALL' }],
  ])("falls back to the source's rule (part 2 §4) for %s", (_case, query, expected) => {
    const source = new URLSearchParams(query).get('source');
    expect(filterOf(query)).toMatchObject({ ...expected, transactionName: source });
  });

  it('keeps the search texts the field understands, each reading of it', () => {
    for (const text of ['4417', '411111******1111', '123456789012', 'AB12CD', '37.500']) {
      expect(filterOf(`q=${encodeURIComponent(text)}`).search).toBe(text);
    }
    expect(filterOf('amountFrom=0&amountTo=12.5')).toMatchObject({ amountFrom: 0, amountTo: 12.5 });
  });

  it("keeps a period DCC's month picker allows (to today for the current month)", () => {
    expect(filterOf(`source=DCC&from=01-03-2026&to=${day(0)}`)).toMatchObject({
      fromDate: '01-03-2026',
      toDate: day(0),
    });
  });

  it.each([
    ['a negative page', 'page=-2', { page: 0 }],
    ['page 0', 'page=0', { page: 0 }],
    ['a page that is not a number', 'page=two', { page: 0 }],
    ['a page size not offered', 'size=15', { pageSize: 10 }],
    ['an unknown sort field', 'sort=pan', { sort: null }],
    ['an unknown direction', 'sort=netAmount&dir=up', { sort: { field: 'netAmount', direction: 'desc' } }],
    ['a merchant code that is not one', 'merchant=12 34', { merchant: null }],
  ])('falls back on its own for %s', (_case, query, expected) => {
    expect(read(query)).toMatchObject(expected);
    expect(read(query).filter).toEqual(DEFAULT_FILTER);
  });

  it('reads the page from 1 as the address shows it, and the order asked', () => {
    expect(read('page=4&size=100&sort=transactionAmount&dir=asc')).toMatchObject({
      page: 3,
      pageSize: 100,
      sort: { field: 'transactionAmount', direction: 'asc' },
    });
  });

  it('MoDEE offers its own sources and has no merchant select: another source or a merchant is the default', () => {
    const modee = transactionsUrlView({
      today,
      sources: MODEE_SOURCE_CODES,
      defaultSource: 'P',
      hasMerchant: false,
    });
    const other = SOURCE_CODES.find((code) => !MODEE_SOURCE_CODES.includes(code));
    expect(modee.read(new URLSearchParams(`source=${other}&merchant=4000000102`))).toMatchObject({
      filter: { transactionName: 'P' },
      merchant: null,
    });
  });
});

describe('the address view settled against what the user has', () => {
  const branch = (branchId: string): BranchItem => ({
    branchId,
    branchName: branchId,
    transactionType: 'COMMON',
  });
  const view = (merchant: string | null, branchId: string): TransactionsView => ({
    ...read('page=3'),
    merchant,
    filter: { ...DEFAULT_FILTER, transactionName: 'P', branchId },
  });

  it('waits for the group to know a merchant, and for the branches to know a branch', () => {
    expect(settledScope(view('4000000102', 'ALL'), { merchants: null, branches: null })).toBeNull();
    expect(settledScope(view(null, 'B1'), { merchants: null, branches: null })).toBeNull();
  });

  it('keeps a merchant of the group and branches of the merchant as they are', () => {
    const asked = view('4000000102', 'B1,B2');
    expect(settledScope(asked, { merchants: ['4000000102'], branches: [branch('B1'), branch('B2')] })).toBe(
      asked,
    );
    const all = view(null, 'ALL');
    expect(settledScope(all, { merchants: null, branches: null })).toBe(all);
  });

  it("falls back to the user's own merchant and ALL, from the first page, for a merchant outside the group", () => {
    expect(
      settledScope(view('9999999999', 'B1'), { merchants: ['4000000102'], branches: null }),
    ).toMatchObject({
      merchant: null,
      page: 0,
      filter: { branchId: 'ALL' },
    });
  });

  it('falls back to ALL, from the first page, for a branch the merchant lacks (or when branches failed)', () => {
    expect(settledScope(view(null, 'B1,B9'), { merchants: [], branches: [branch('B1')] })).toMatchObject({
      page: 0,
      filter: { branchId: 'ALL' },
    });
    expect(settledScope(view(null, 'B1'), { merchants: [], branches: [] })).toMatchObject({
      filter: { branchId: 'ALL' },
    });
  });
});
