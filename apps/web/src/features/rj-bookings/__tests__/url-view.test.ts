import { formatDay, parseDay } from '@merchant-portal/contracts/dates';
import { describe, expect, it } from 'vitest';
import { paymentsUrlView, refundsUrlView, tabOf } from '../url-view';

const today = parseDay('18-03-2026')!;
const day = (offset: number) => formatDay(today + offset);
const params = (query: string) => new URLSearchParams(query);
const DEFAULT_PERIOD = { fromDate: day(-30), toDate: day(0) };

describe('the RJ bookings views in the address', () => {
  const payments = paymentsUrlView(today);
  const refunds = refundsUrlView(today);

  it('bare, Payments shows the last 30 days to today and Refunds the pending tasks of them', () => {
    expect(tabOf(params(''))).toBe('payments');
    expect(payments.read(params(''))).toEqual({
      filter: { bookingRefNo: '', ...DEFAULT_PERIOD },
      page: 0,
      pageSize: 10,
      sort: null,
    });
    expect(refunds.read(params('')).filter).toEqual({ bookingRefNo: '', status: 'OPEN', ...DEFAULT_PERIOD });
  });

  it("each tab reads its own keys: the Refunds tab's are named refunds.…", () => {
    const query = `tab=refunds&ref=PAY1&page=2&dir=asc&refunds.ref=REF1&refunds.status=ALL&refunds.from=${day(-60)}&refunds.to=${day(-1)}&refunds.page=3&refunds.size=20&refunds.sort=refundAmount`;
    expect(tabOf(params(query))).toBe('refunds');
    expect(payments.read(params(query))).toEqual({
      filter: { bookingRefNo: 'PAY1', ...DEFAULT_PERIOD },
      page: 1,
      pageSize: 10,
      sort: { field: 'createdDate', direction: 'asc' },
    });
    expect(refunds.read(params(query))).toEqual({
      filter: { bookingRefNo: 'REF1', status: 'ALL', fromDate: day(-60), toDate: day(-1) },
      page: 2,
      pageSize: 20,
      sort: { field: 'refundAmount', direction: 'desc' },
    });
  });

  it('falls back on its own for an unknown tab, status, a future day, a long reference and a bad size', () => {
    expect(tabOf(params('tab=history'))).toBe('payments');
    expect(
      refunds.read(
        params(
          `refunds.status=DONE&refunds.from=${day(-2)}&refunds.to=${day(1)}&refunds.ref=${'R'.repeat(21)}&refunds.size=11&refunds.sort=createdDate&refunds.dir=up`,
        ),
      ),
    ).toEqual({
      filter: { bookingRefNo: '', status: 'OPEN', ...DEFAULT_PERIOD },
      page: 0,
      pageSize: 10,
      sort: null,
    });
    expect(payments.read(params('sort=refundAmount&dir=asc')).sort).toEqual({
      field: 'createdDate',
      direction: 'asc',
    });
  });

  it('writes only its own keys', () => {
    const written = refunds.write({
      filter: { bookingRefNo: ' R1 ', status: 'COMPLETED', fromDate: day(-3), toDate: day(0) },
      page: 0,
      pageSize: 10,
      sort: { field: 'refundAmount', direction: 'asc' },
    });
    expect(Object.keys(written).every((key) => refunds.keys.includes(key))).toBe(true);
    expect(written).toMatchObject({
      'refunds.ref': 'R1',
      'refunds.status': 'COMPLETED',
      'refunds.sort': 'refundAmount',
      'refunds.dir': 'asc',
    });
    expect(
      payments.write({
        filter: { bookingRefNo: '', ...DEFAULT_PERIOD },
        page: 0,
        pageSize: 10,
        sort: { field: 'createdDate', direction: 'desc' },
      }),
    ).not.toHaveProperty('sort');
  });
});
