import { describe, expect, it } from 'vitest';
import {
  excelAmountFormat,
  formatAmount,
  formatCount,
  formatMoney,
  formatNumber,
  formatPercent,
  inDigits,
  minorUnits,
} from './format.js';

const nbsp = '\u00a0';

describe('money', () => {
  it.each([
    ['JOD', 1572134.006, `JOD${nbsp}1,572,134.006`],
    ['USD', 3514.92, `USD${nbsp}3,514.92`],
    ['EGP', 3446, `EGP${nbsp}3,446.00`],
    ['JPY', 1200.4, `JPY${nbsp}1,200`],
    ['KWD', -12.5, `-KWD${nbsp}12.500`],
  ])('%s %d reads as %s', (currency, amount, text) => {
    expect(formatMoney(amount, currency)).toBe(text);
  });

  it('reads in Arabic with the currency after the amount, by its Arabic symbol or name, in Latin digits', () => {
    const bare = (text: string) => text.replace(/[\u200e\u200f]/g, '');
    expect(bare(formatMoney(1572134.006, 'JOD', 'ar'))).toMatch(/^1,572,134\.006\sد\.أ\.$/);
    expect(bare(formatMoney(3514.92, 'USD', 'ar'))).toMatch(/^3,514\.92\sدولار أمريكي$/);
    expect(formatMoney(5, null, 'ar')).toContain('5.000');
  });

  it('takes the home currency, dinars, when a row names none or a malformed one', () => {
    expect(formatMoney(5, '')).toBe(`JOD${nbsp}5.000`);
    expect(formatMoney(5, null)).toBe(`JOD${nbsp}5.000`);
    expect(formatMoney(5, 'X1')).toBe(`JOD${nbsp}5.000`);
    expect(formatMoney(5, 'usd')).toBe(`USD${nbsp}5.00`);
  });

  it('shows the amount alone in its minor units', () => {
    expect(formatAmount(1572134.006, 'JOD')).toBe('1,572,134.006');
    expect(formatAmount(0, 'USD')).toBe('0.00');
    expect(formatAmount(99.5, 'JPY')).toBe('100');
    expect(minorUnits('JOD')).toBe(3);
    expect(minorUnits('JPY')).toBe(0);
  });

  it('gives Excel the same decimals', () => {
    expect(excelAmountFormat('JOD')).toBe('#,##0.000');
    expect(excelAmountFormat('USD')).toBe('#,##0.00');
    expect(excelAmountFormat('JPY')).toBe('#,##0');
  });
});

describe('other figures', () => {
  it('separates thousands of counts and numbers and marks percentages', () => {
    expect(formatCount(1234567)).toBe('1,234,567');
    expect(formatNumber(1234.5)).toBe('1,234.5');
    expect(formatPercent(2.5)).toBe('2.50%');
  });
});

describe('digits', () => {
  it('keeps Latin digits as they are', () => {
    expect(inDigits('1,234.500', 'latn')).toBe('1,234.500');
  });

  it('writes every digit Arabic-Indic, with the Arabic separators inside a number', () => {
    expect(inDigits('1,572,134.006', 'arab')).toBe('١٬٥٧٢٬١٣٤٫٠٠٦');
    expect(inDigits(formatPercent(2.5), 'arab')).toBe('٢٫٥٠٪');
    expect(inDigits('14:05:33', 'arab')).toBe('١٤:٠٥:٣٣');
  });

  it('keeps a date in the order it has in Latin digits, day first from the left', () => {
    const lrm = '\u200e';
    expect(inDigits('28-11-2026 14:05', 'arab')).toBe(`٢٨${lrm}-${lrm}١١${lrm}-${lrm}٢٠٢٦${lrm} ${lrm}١٤:٠٥`);
  });

  it('leaves words and the punctuation between them alone', () => {
    expect(inDigits(formatMoney(1234.5, 'JOD', 'ar'), 'arab')).toBe(`\u200f١٬٢٣٤٫٥٠٠${nbsp}د.أ.\u200f`);
    expect(inDigits('12.5K, 3 of 4.', 'arab')).toBe('١٢٫٥K, ٣ of ٤.');
  });

  it('reads as Intl writes Arabic-Indic figures', () => {
    const intl = new Intl.NumberFormat('ar-JO-u-nu-arab', { minimumFractionDigits: 3 });
    expect(inDigits(formatAmount(1234567.5, 'JOD'), 'arab')).toBe(intl.format(1234567.5));
    expect(inDigits(formatAmount(-1234.5, 'JOD'), 'arab')).toBe(intl.format(-1234.5));
  });
});
