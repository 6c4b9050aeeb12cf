import { describe, expect, it } from 'vitest';
import { dayFromIso, parseDay } from '../dates.js';
import {
  embassyOfUsername,
  embassyPartOfUsername,
  isMofaSearch,
  mofaDefaultRange,
  showsEmbassyFilter,
} from './mofa.js';
import { dateRangeIssues } from './transactions.js';

describe('MOFA rules', () => {
  it('binds a username with an embassy number after an underscore to that embassy', () => {
    expect(embassyOfUsername('consular_12@4000000401')).toBe('12');
    expect(embassyOfUsername('consular.all@4000000401')).toBeNull();
    expect(embassyOfUsername('consular_desk@4000000401')).toBeNull();
    expect(showsEmbassyFilter('consular.all@4000000401')).toBe(true);
    expect(showsEmbassyFilter('consular_12@4000000401')).toBe(false);
  });

  it('reads the part after the last underscore as the embassy a new user names, digits or not', () => {
    expect(embassyPartOfUsername('consular_12@4000000401')).toBe('12');
    expect(embassyPartOfUsername('consular_12a@4000000401')).toBe('12a');
    expect(embassyPartOfUsername('desk_a_7@4000000401')).toBe('7');
    expect(embassyPartOfUsername('consular_@4000000401')).toBe('');
    expect(embassyPartOfUsername('consular.all@4000000401')).toBeNull();
  });

  it('is a MOFA search when the body names the merchant or any MOFA field', () => {
    expect(isMofaSearch({})).toBe(false);
    expect(isMofaSearch({ merchantCode: '4000000401' })).toBe(true);
    expect(isMofaSearch({ isPreArb: false })).toBe(true);
  });

  it('starts 30 days back, or later where a month is shorter, so every day of the year passes the span rule', () => {
    const first = dayFromIso('2027-01-01');
    for (let today = first; today < first + 2 * 366; today += 1) {
      const { fromDate, toDate } = mofaDefaultRange(today);
      expect(dateRangeIssues(fromDate, toDate, 'CS', today)).toEqual([]);
      expect(parseDay(toDate)).toBe(today - 1);
      expect(parseDay(fromDate)).toBeGreaterThanOrEqual(today - 30);
    }
    expect(mofaDefaultRange(dayFromIso('2027-06-15'))).toEqual({
      fromDate: '16-05-2027',
      toDate: '14-06-2027',
    });
  });
});
