import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.js';
import {
  breachCheckInput,
  containsUsername,
  isComplexPassword,
  passwordChangeBody,
  signInBody,
} from './auth.js';

const valid = {
  username: 'zahran.admin@4000000101',
  currentPassword: 'Portal#Demo2026',
  newPassword1: 'Str0ng!Pass',
  newPassword2: 'Str0ng!Pass',
};

function errorsOf(input: unknown) {
  const result = passwordChangeBody.safeParse(input);
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('sign-in rules', () => {
  it('requires username and password with "is required"', () => {
    const result = signInBody.safeParse({ username: '', password: '' });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((i) => i.message)).toEqual([MESSAGES.required, MESSAGES.required]);
  });

  it('limits username to 64 and password to 128 characters', () => {
    expect(signInBody.safeParse({ username: 'a'.repeat(64), password: 'b'.repeat(128) }).success).toBe(true);
    expect(signInBody.safeParse({ username: 'a'.repeat(65), password: 'b' }).success).toBe(false);
    expect(signInBody.safeParse({ username: 'a', password: 'b'.repeat(129) }).success).toBe(false);
  });
});

describe('password change rules (spec part 1 §5)', () => {
  it('accepts a valid change', () => {
    expect(errorsOf(valid)).toEqual({});
  });

  it('requires every field', () => {
    expect(errorsOf({ username: valid.username })).toMatchObject({
      currentPassword: MESSAGES.required,
      newPassword1: MESSAGES.required,
      newPassword2: MESSAGES.required,
    });
  });

  it('keeps current and confirmation between 4 and 64 characters', () => {
    expect(errorsOf({ ...valid, currentPassword: 'abc' })).toHaveProperty('currentPassword');
    expect(errorsOf({ ...valid, currentPassword: 'a'.repeat(65) })).toHaveProperty('currentPassword');
    expect(errorsOf({ ...valid, currentPassword: 'abcd' })).toEqual({});
  });

  it.each(['short1!A', 'alllower1!', 'ALLUPPER1!', 'NoDigits!!', 'NoSpecial11', 'Sh0rt!a'])(
    'rejects %s with the complexity message unless it has 8+ chars, lower, upper, digit and !@#$%%^&*',
    (password) => {
      const expected = isComplexPassword(password) ? undefined : MESSAGES.passwordComplexity;
      expect(errorsOf({ ...valid, newPassword1: password, newPassword2: password }).newPassword1).toBe(
        expected,
      );
    },
  );

  it('rejects a new password longer than 64 characters', () => {
    const long = `Aa1!${'x'.repeat(61)}`;
    expect(errorsOf({ ...valid, newPassword1: long, newPassword2: long })).toHaveProperty('newPassword1');
  });

  it('requires the confirmation to match', () => {
    expect(errorsOf({ ...valid, newPassword2: 'Str0ng!Pasz' })).toEqual({
      newPassword2: MESSAGES.passwordMismatch,
    });
  });

  it('rejects a password containing the username, also with 123! or 123@', () => {
    for (const pw of ['Zahran.admin123!', 'X1!zahran.admin123@', 'Zahran.Admin@4000000101A1!']) {
      expect(errorsOf({ ...valid, newPassword1: pw, newPassword2: pw }).newPassword1).toBe(
        MESSAGES.passwordContainsUsername,
      );
    }
    expect(containsUsername('Harmless#2026', 'zahran.admin@4000000101')).toBe(false);
  });

  it('hashes the lower-cased password for the breach check', () => {
    expect(breachCheckInput('P@ssw0rd')).toBe('p@ssw0rd');
  });
});
