import { MESSAGES } from '@merchant-portal/contracts/messages';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../lib/http';
import { signInErrorOutcome } from '../sign-in-error';

const httpError = (status: number, code: string | undefined, message: string, extra: object = {}) =>
  new HttpError({ status, statusText: 'Status Text', code, message, ...extra });

describe('sign-in error catalogue (spec part 1 §8)', () => {
  it('wrong username or password', () => {
    expect(signInErrorOutcome(httpError(401, '401', 'accessToken not found'))).toEqual({
      kind: 'message',
      text: MESSAGES.wrongCredentials,
    });
  });

  it('code 010 opens the reset dialog', () => {
    expect(signInErrorOutcome(httpError(403, '010', 'Password reset required'))).toEqual({
      kind: 'reset-password',
    });
    expect(signInErrorOutcome(httpError(403, '010', 'Something else'))).toEqual({ kind: 'reset-password' });
  });

  it("a message containing 'reset' opens the reset dialog", () => {
    expect(signInErrorOutcome(httpError(403, '403', 'Password must be reset'))).toEqual({
      kind: 'reset-password',
    });
  });

  it('code 500 adds ", Please contact Admin"', () => {
    expect(signInErrorOutcome(httpError(500, '500', 'Internal server error'))).toEqual({
      kind: 'message',
      text: 'Internal server error, Please contact Admin',
    });
  });

  it('other coded errors show the message', () => {
    expect(signInErrorOutcome(httpError(403, '403', 'User is disabled'))).toEqual({
      kind: 'message',
      text: 'User is disabled',
    });
    expect(
      signInErrorOutcome(httpError(423, '423', 'Account locked after too many failed attempts')),
    ).toEqual({
      kind: 'message',
      text: 'Account locked after too many failed attempts',
    });
  });

  it('other coded errors without a message show the status text', () => {
    expect(signInErrorOutcome(httpError(429, '429', ''))).toEqual({ kind: 'message', text: 'Status Text' });
  });

  it('a validation error lists each param and msg', () => {
    const error = httpError(400, '400', 'Validation errors', {
      errors: [
        { param: 'username', msg: 'is required' },
        { param: 'password', msg: 'Must be at most 128 characters' },
      ],
    });
    expect(signInErrorOutcome(error)).toEqual({
      kind: 'message',
      text: 'Validation errors: username is required; password Must be at most 128 characters',
    });
  });

  it("an error marked 503 (client token renewed) says 'Please try again.'", () => {
    const error = httpError(401, '401', 'Invalid or expired client token', { customStatus: 503 });
    expect(signInErrorOutcome(error)).toEqual({ kind: 'message', text: MESSAGES.pleaseTryAgain });
  });

  it('anything else: the message plus ". Please Contact The Admin"', () => {
    expect(signInErrorOutcome(new TypeError('Failed to fetch'))).toEqual({
      kind: 'message',
      text: 'Failed to fetch. Please Contact The Admin',
    });
    expect(signInErrorOutcome(httpError(0, undefined, 'Network error'))).toEqual({
      kind: 'message',
      text: 'Network error. Please Contact The Admin',
    });
  });
});
