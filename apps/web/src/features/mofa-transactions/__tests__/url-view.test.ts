import { formatDay, parseDay } from '@merchant-portal/contracts/dates';
import { mofaDefaultRange } from '@merchant-portal/contracts/schemas/mofa';
import { describe, expect, it } from 'vitest';
import { mofaUrlView } from '../url-view';

const today = parseDay('18-03-2026')!;
const day = (offset: number) => formatDay(today + offset);
const codec = mofaUrlView({ today, showsEmbassy: true, embassy: '' });
const read = (query: string) => codec.read(new URLSearchParams(query));
const DEFAULT = {
  ...mofaDefaultRange(today),
  rrn: '',
  authCode: '',
  tranRefNo: '',
  embassy: '',
  isChargedBack: false,
  isProcessed: false,
  isPreArb: false,
};

describe('the MOFA view in the address', () => {
  it('a bare address is the first search (part 2 §4, §9): the last 30 days to yesterday, page 1 of 10', () => {
    expect(read('')).toEqual({ filter: DEFAULT, page: 0, pageSize: 10, sort: null });
  });

  it('reads every field back as written', () => {
    const view = {
      filter: {
        fromDate: day(-5),
        toDate: day(-1),
        rrn: '123456789012',
        authCode: 'AB12CD',
        tranRefNo: 'TR-1',
        embassy: '12',
        isChargedBack: true,
        isProcessed: false,
        isPreArb: true,
      },
      page: 1,
      pageSize: 20,
      sort: { field: 'totalAmountJOD', direction: 'asc' as const },
    };
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(codec.write(view)))
      if (value !== undefined) params.set(key, value);
    expect(codec.read(params)).toEqual(view);
  });

  it.each([
    ['a to date later than yesterday', `from=${day(-3)}&to=${day(0)}`, mofaDefaultRange(today)],
    ['an RRN its rule refuses', 'rrn=12345678901234', { rrn: '' }],
    ['an auth code with a symbol', 'auth=AB%2612', { authCode: '' }],
    ['a reference too long', `ref=${'A'.repeat(41)}`, { tranRefNo: '' }],
    ['an embassy that is not a code', 'embassy=abc', { embassy: '' }],
    ['a flag other than 1', 'chargedBack=yes', { isChargedBack: false }],
  ])('falls back on its own for %s', (_case, query, expected) => {
    expect(read(query).filter).toEqual({ ...DEFAULT, ...expected });
  });

  it("keeps an embassy user's own embassy whatever the address says", () => {
    const bound = mofaUrlView({ today, showsEmbassy: false, embassy: '12' });
    expect(bound.read(new URLSearchParams('embassy=34')).filter.embassy).toBe('12');
    expect(
      bound.write({ filter: { ...DEFAULT, embassy: '12' }, page: 0, pageSize: 10 }).embassy,
    ).toBeUndefined();
  });

  it.each([
    [
      'the card search’s amount',
      'sort=transactionAmount&dir=asc',
      { field: 'transactionDate', direction: 'asc' },
    ],
    ['an unknown direction', 'sort=totalAmount&dir=up', { field: 'totalAmount', direction: 'desc' }],
    ['newest first written out', 'sort=transactionDate&dir=desc', null],
  ])('reads an order on its own, falling back for %s', (_case, query, sort) => {
    expect(read(`${query}&page=-1&size=3`)).toMatchObject({ sort, page: 0, pageSize: 10 });
  });

  it('writes no order for newest first', () => {
    const view = { filter: DEFAULT, page: 0, pageSize: 10 };
    expect(codec.write({ ...view, sort: null })).not.toHaveProperty('sort');
    expect(codec.write({ ...view, sort: { field: 'totalAmount', direction: 'desc' } })).toMatchObject({
      sort: 'totalAmount',
      dir: 'desc',
    });
  });
});
