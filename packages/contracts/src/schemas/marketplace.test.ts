import { describe, expect, it } from 'vitest';
import { parseDay } from '../dates.js';
import {
  MARKETPLACE_MESSAGES,
  marketplaceRangeIssues,
  orderInWords,
  orderMasterDefaultRange,
  orderMasterFileName,
  orderMasterQuery,
  settlementDefaultRange,
  settlementFileName,
  settlementQuery,
} from './marketplace.js';
import { DATE_MESSAGES } from './transactions.js';

const today = parseDay('25-11-2026') ?? 0;
const issues = (from: string, to: string) =>
  marketplaceRangeIssues(from, to, today).map((issue) => `${issue.field}: ${issue.message}`);

describe("the marketplace reports' date rules (the transaction search's, part 2 §5)", () => {
  it('defaults to 2 days ago to yesterday (settlement) and 7 days ago to yesterday (order-master)', () => {
    expect(settlementDefaultRange(today)).toEqual({ fromDate: '23-11-2026', toDate: '24-11-2026' });
    expect(orderMasterDefaultRange(today)).toEqual({ fromDate: '18-11-2026', toDate: '24-11-2026' });
    expect(issues('18-11-2026', '24-11-2026')).toEqual([]);
  });

  it('refuses today as the to date, a from date after the to date and a span past one month', () => {
    expect(issues('24-11-2026', '25-11-2026')).toEqual([`toDate: ${DATE_MESSAGES.toAfterYesterday}`]);
    expect(issues('24-11-2026', '23-11-2026')).toEqual([`fromDate: ${DATE_MESSAGES.fromAfterTo}`]);
    expect(issues('24-10-2026', '24-11-2026')).toEqual([]);
    expect(issues('23-10-2026', '24-11-2026')).toEqual([`fromDate: ${DATE_MESSAGES.spanTooLong}`]);
    expect(issues('2026-11-01', '24-11-2026')).toEqual([`fromDate: ${DATE_MESSAGES.invalidDate}`]);
  });
});

describe('the calls’ queries', () => {
  it('settlement: page from 0, size 10 by default and at most 1,000, currency blank or one of three', () => {
    const parsed = settlementQuery.parse({ fromDate: '23-11-2026', toDate: '24-11-2026' });
    expect(parsed).toMatchObject({ page: 0, size: 10, currency: '' });
    expect(settlementQuery.safeParse({ ...parsed, size: '1001' }).success).toBe(false);
    const euro = settlementQuery.safeParse({ ...parsed, currency: 'EUR' });
    expect(euro.error?.issues.map((issue) => issue.message)).toEqual([MARKETPLACE_MESSAGES.currency]);
  });

  it('order-master: the scheme is EMART or SHOPIX', () => {
    const dates = { fromDate: '18-11-2026', toDate: '24-11-2026' };
    expect(orderMasterQuery.safeParse({ ...dates, schemeType: 'SHOPIX' }).success).toBe(true);
    const emart = orderMasterQuery.safeParse({ ...dates, schemeType: 'Emart' });
    expect(emart.error?.issues.map((issue) => issue.message)).toEqual([MARKETPLACE_MESSAGES.schemeType]);
  });
});

describe('file names and words', () => {
  it('names the period, the currency when chosen, and the scheme', () => {
    const period = { fromDate: '18-11-2026', toDate: '24-11-2026' };
    expect(settlementFileName({ ...period, currency: '' })).toBe(
      'SHOPIX_EMART_REPORT_FROM-18-11-2026_TO-24-11-2026.xlsx',
    );
    expect(settlementFileName({ ...period, currency: 'USD' })).toBe(
      'SHOPIX_EMART_REPORT_FROM-18-11-2026_TO-24-11-2026_USD.xlsx',
    );
    expect(orderMasterFileName({ ...period, schemeType: 'EMART' })).toBe(
      'ORDER_MASTER_REPORT_EMART_FROM-18-11-2026_TO-24-11-2026.xlsx',
    );
  });

  it('shows an order’s scheme and status in words', () => {
    const order = {
      orderId: 'SHX-20261124-00001',
      orderDate: '24-11-2026',
      orderTime: '10:00:00',
      schemeType: 'SHOPIX' as const,
      customerReference: 'CUS-1',
      itemCount: 1,
      amount: 1,
      currency: 'JOD',
      status: 'SHIPPED' as const,
      transactionId: '1',
      merchantSettlementDate: '2026-11-28',
    };
    expect(orderInWords(order)).toMatchObject({ schemeType: 'Shopix', status: 'Shipped' });
  });
});
