import { describe, expect, it } from 'vitest';
import { catalogueProblems, spokenKeys } from './i18n-keys.js';

describe('the Arabic catalogue against the sources', () => {
  it('has Arabic for every text the portal says, none that nothing says, and every value its English shows', () => {
    expect(catalogueProblems()).toEqual({ missing: [], unused: [], lostValues: [] });
  });

  it('finds the texts of t() calls in the sources and the reply messages', () => {
    const keys = spokenKeys();
    expect(keys).toContain('Sorry, your username or password is incorrect, please try again');
    expect(keys).toContain('Invalid params: {{field}}');
  });

  it('names a key without Arabic, Arabic without a key, and Arabic that drops a value', () => {
    const problems = catalogueProblems(new Set(['Sign In', 'Invalid params: {{field}}', '{{count}} rows']), {
      'Invalid params: {{field}}': 'معاملات غير صالحة',
      '{{count}} rows': '{{count}} صفوف',
      '{{count}} rows_one': 'صف واحد',
      'Old text': 'نص قديم',
    });
    expect(problems).toEqual({
      missing: ['Sign In'],
      unused: ['Old text'],
      lostValues: ['Invalid params: {{field}}'],
    });
  });
});
