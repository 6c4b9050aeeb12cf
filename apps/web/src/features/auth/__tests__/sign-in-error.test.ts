import { MESSAGES, accountLocked } from '@merchant-portal/contracts/messages';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../../lib/http';
import { signInErrorOutcome } from '../sign-in-error';

const httpError = (status: number, code: string | undefined, message: string, extra: object = {}) =>
  new HttpError({ status, statusText: 'Status Text', code, message, ...extra });

describe('sign-in error catalogue (spec part 1 §8, docs/api.md "Session calls"), by status and code', () => {
  it('401 is a wrong username or password, whatever the message says', () => {
    for (const message of [MESSAGES.accessTokenNotFound, 'Unauthorized', '']) {
      expect(signInErrorOutcome(httpError(401, '401', message))).toEqual({
        kind: 'message',
        text: MESSAGES.wrongCredentials,
      });
    }
  });

  it('code 010 opens the reset dialog, whatever the message says', () => {
    expect(signInErrorOutcome(httpError(403, '010', MESSAGES.passwordResetRequired))).toEqual({
      kind: 'reset-password',
    });
    expect(signInErrorOutcome(httpError(403, '010', 'Something else'))).toEqual({ kind: 'reset-password' });
  });

  it('a message containing "reset" opens the reset dialog too (spec part 1 §4)', () => {
    expect(signInErrorOutcome(httpError(403, '403', 'Password must be Reset'))).toEqual({
      kind: 'reset-password',
    });
  });

  it('"accessToken not found" under another status is shown as it is: wrong credentials are the 401', () => {
    expect(signInErrorOutcome(httpError(400, '400', MESSAGES.accessTokenNotFound))).toEqual({
      kind: 'message',
      text: MESSAGES.accessTokenNotFound,
    });
  });

  it('code 500 adds ", Please contact Admin"', () => {
    expect(signInErrorOutcome(httpError(500, '500', 'Internal server error'))).toEqual({
      kind: 'message',
      text: 'Internal server error, Please contact Admin',
    });
  });

  it('locked (423) and disabled (403) show the server’s message', () => {
    expect(signInErrorOutcome(httpError(403, '403', MESSAGES.userDisabled))).toEqual({
      kind: 'message',
      text: 'User is disabled',
    });
    expect(signInErrorOutcome(httpError(423, '423', accountLocked(15)))).toEqual({
      kind: 'message',
      text: 'Account locked after too many failed attempts, try again in 15 minutes',
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

  it("an error marked 503 (client token renewed) says 'Please try again.', with or without a code", () => {
    const coded = httpError(401, '401', MESSAGES.invalidClientToken, { customStatus: 503 });
    expect(signInErrorOutcome(coded)).toEqual({ kind: 'message', text: MESSAGES.pleaseTryAgain });
    const uncoded = httpError(403, undefined, 'Forbidden', { customStatus: 503 });
    expect(signInErrorOutcome(uncoded)).toEqual({ kind: 'message', text: MESSAGES.pleaseTryAgain });
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
    expect(signInErrorOutcome(httpError(502, undefined, 'Bad Gateway'))).toEqual({
      kind: 'message',
      text: 'Bad Gateway. Please Contact The Admin',
    });
  });
});
