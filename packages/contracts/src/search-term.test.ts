import { describe, expect, it } from 'vitest';
import { describeSearchTerm, hasSearchText, parseSearchTerm } from './search-term.js';

describe('parseSearchTerm', () => {
  it.each([
    ['4417', { kind: 'last4', last4: '4417' }],
    [' 4417 ', { kind: 'last4', last4: '4417' }],
    ['412345******4417', { kind: 'card', maskedPan: '412345******4417' }],
    ['412345 **** 4417', { kind: 'card', maskedPan: '412345******4417' }],
    ['412345…4417', { kind: 'card', maskedPan: '412345******4417' }],
    ['412345xxxxxx4417', { kind: 'card', maskedPan: '412345******4417' }],
    ['123456789012', { kind: 'rrn', rrn: '123456789012' }],
    ['a1b2c3', { kind: 'authCode', authCode: 'A1B2C3' }],
    ['123456', { kind: 'authCode', authCode: '123456' }],
    ['37.500', { kind: 'amount', amount: '37.500' }],
    ['37.5', { kind: 'amount', amount: '37.500' }],
    ['37.', { kind: 'amount', amount: '37.000' }],
    ['0.25', { kind: 'amount', amount: '0.250' }],
    ['1,234.5', { kind: 'amount', amount: '1234.500' }],
    ['007.100', { kind: 'amount', amount: '7.100' }],
  ])('reads %j', (text, term) => {
    expect(parseSearchTerm(text)).toEqual(term);
  });

  it.each([
    '',
    '   ',
    '441',
    '44170',
    '12345678901',
    '1234567890123',
    '37',
    '37.5000',
    '.5',
    '1,23.5',
    '412345**4417x',
    'abc-12',
    'AB12C',
    '4123454417',
  ])('does not understand %j', (text) => {
    expect(parseSearchTerm(text)).toBeNull();
  });

  it('tells an empty text from a text', () => {
    expect(hasSearchText(undefined)).toBe(false);
    expect(hasSearchText('  ')).toBe(false);
    expect(hasSearchText('4417')).toBe(true);
  });

  it('says how it read the text', () => {
    expect(describeSearchTerm({ kind: 'last4', last4: '4417' })).toBe('Card ending 4417');
    expect(describeSearchTerm({ kind: 'amount', amount: '37.500' })).toBe('Amount 37.500');
    expect(describeSearchTerm({ kind: 'card', maskedPan: '412345******4417' })).toBe('Card 412345******4417');
  });
});

describe('a search typed on an Arabic keyboard', () => {
  it('reads Arabic-Indic (and Persian) digits and the Arabic marks as the digits they are', () => {
    expect(parseSearchTerm('٤٤١٧')).toEqual({ kind: 'last4', last4: '4417' });
    expect(parseSearchTerm('۴۴۱۷')).toEqual({ kind: 'last4', last4: '4417' });
    expect(parseSearchTerm('٥٢٢٤٨٣******٢٢٠٦')).toEqual({ kind: 'card', maskedPan: '522483******2206' });
    expect(parseSearchTerm('١٬٢٣٤٫٥')).toEqual({ kind: 'amount', amount: '1234.500' });
    expect(parseSearchTerm('٤٤١')).toBeNull();
  });
});
