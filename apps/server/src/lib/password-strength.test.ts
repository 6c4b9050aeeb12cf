import { describe, expect, it } from 'vitest';
import { isGuessable } from './password-strength.js';

describe('isGuessable', () => {
  it("knows what an attacker knows: a name of the user's or the merchant's with a year", () => {
    // 'Zahran' is in no dictionary: only this merchant's users make it an easy guess.
    expect(isGuessable('Zahran@2026', [])).toBe(false);
    expect(isGuessable('Zahran@2026', ['zahran.analyst@4000000101', 'Lina', 'Saleh'])).toBe(true);
    expect(isGuessable('Zahran@2026', ['petra.admin@4000000194', 'Zahran Hypermarkets'])).toBe(true);
  });

  it('refuses common passwords dressed up to pass composition rules, and accepts a random one', () => {
    for (const password of ['Password1!', 'P@ssw0rd123', 'Qwerty123!', 'Welcome1!']) {
      expect(isGuessable(password, []), password).toBe(true);
    }
    expect(isGuessable('Quartz#Lantern9', ['zahran.admin@4000000101', 'Rania', 'Haddad'])).toBe(false);
  });
});
