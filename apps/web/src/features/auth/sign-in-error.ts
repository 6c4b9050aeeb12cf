// Maps a failed sign-in to what the page does (spec part 1 §8 "Sign-in").
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { validationErrorText } from '../../lib/errors';
import { RETRYABLE_STATUS, isHttpError } from '../../lib/http';

export type SignInErrorOutcome = { kind: 'reset-password' } | { kind: 'message'; text: string };

function textOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

export function signInErrorOutcome(error: unknown): SignInErrorOutcome {
  const message = textOf(error);
  const code = isHttpError(error) ? error.code : undefined;

  // A renewed client token (and the retries already spent) is not the user's fault.
  if (isHttpError(error) && error.customStatus === RETRYABLE_STATUS) {
    return { kind: 'message', text: MESSAGES.pleaseTryAgain };
  }
  if (message.includes('accessToken') && message.includes('not found')) {
    return { kind: 'message', text: MESSAGES.wrongCredentials };
  }
  if (code === '010' || message.toLowerCase().includes('reset')) {
    return { kind: 'reset-password' };
  }
  if (code === '500') {
    return { kind: 'message', text: `${message}${MESSAGES.contactAdminSuffix}` };
  }
  if (code) {
    const text = validationErrorText(error) ?? (message || (isHttpError(error) ? error.statusText : ''));
    return { kind: 'message', text };
  }
  return { kind: 'message', text: `${message}${MESSAGES.contactTheAdminSuffix}` };
}
