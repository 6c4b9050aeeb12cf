import zxcvbnCore from '@zxcvbn-ts/core';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { verifyPassword } from './crypto.js';
import { closePasswordStrengthWorkers, hashNewPassword, isGuessable } from './password-strength.js';

afterAll(() => closePasswordStrengthWorkers());

describe('isGuessable', () => {
  it("knows what an attacker knows: a name of the user's or the merchant's with a year", async () => {
    // 'Zahran' is in no dictionary: only this merchant's users make it an easy guess.
    expect(await isGuessable('Zahran@2026', [])).toBe(false);
    expect(await isGuessable('Zahran@2026', ['zahran.analyst@4000000101', 'Lina', 'Saleh'])).toBe(true);
    expect(await isGuessable('Zahran@2026', ['petra.admin@4000000194', 'Zahran Hypermarkets'])).toBe(true);
  });

  it('refuses common passwords dressed up to pass composition rules, and accepts a random one', async () => {
    for (const password of ['Password1!', 'P@ssw0rd123', 'Qwerty123!', 'Welcome1!']) {
      expect(await isGuessable(password, []), password).toBe(true);
    }
    expect(await isGuessable('Quartz#Lantern9', ['zahran.admin@4000000101', 'Rania', 'Haddad'])).toBe(false);
  });
});

describe('hashNewPassword', () => {
  it('hashes on the worker in the format the sign-in verifies, with a salt of its own each time', async () => {
    const [first, second] = await Promise.all([
      hashNewPassword('Quartz#Lantern9'),
      hashNewPassword('Quartz#Lantern9'),
    ]);
    expect(first).toMatch(/^scrypt\$16384\$8\$1\$[A-Za-z0-9+/=]+\$[A-Za-z0-9+/=]+$/);
    expect(first).not.toBe(second);
    expect(await verifyPassword('Quartz#Lantern9', first)).toBe(true);
    expect(await verifyPassword('Quartz#Lantern8', first)).toBe(false);
  });
});

describe('the check', () => {
  const burst = () =>
    Array.from({ length: 8 }, (_, n) =>
      isGuessable(`Quartz#Lantern${n}-Harbour`, [`user${n}@4000000101`, 'Rania', 'Haddad']),
    );

  it('runs on a worker thread, never on the main one', async () => {
    const onMainThread = vi.spyOn(zxcvbnCore.ZxcvbnFactory.prototype, 'check');
    try {
      expect(await Promise.all(burst())).toEqual(Array(8).fill(false));
      expect(onMainThread).not.toHaveBeenCalled();
    } finally {
      onMainThread.mockRestore();
    }
  });

  it('leaves the event loop turning while a burst is checked', async () => {
    let turns = 0;
    let turning = true;
    const turn = () => {
      turns += 1;
      if (turning) setImmediate(turn);
    };
    const checks = burst();
    setImmediate(turn);
    const turnsWhenEachEnded = await Promise.all(checks.map((check) => check.then(() => turns)));
    turning = false;
    // Checked on the main thread, every check would end before the loop first turned.
    expect(Math.min(...turnsWhenEachEnded)).toBeGreaterThan(0);
  });
});
