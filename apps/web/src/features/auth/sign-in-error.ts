// Maps a failed sign-in to what the page does (spec part 1 §8 "Sign-in"), by the reply's status and code: the
// server's message is shown to the user, and read only where the spec says so (a message containing 'reset'
// opens the reset dialog, part 1 §4).
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { RESET_REQUIRED_CODE } from '@merchant-portal/contracts/schemas/auth';
import { validationErrorText } from '../../lib/errors';
import { RETRYABLE_STATUS, isHttpError } from '../../lib/http';
import { translateText } from '../../lib/i18n';

export type SignInErrorOutcome = { kind: 'reset-password' } | { kind: 'message'; text: string };

function textOf(error: unknown): string {
  if (error instanceof Error) return error.message;
  return typeof error === 'string' ? error : '';
}

/** The text in the portal's language: each part of it, as the server's own message may already be. */
const message = (...parts: string[]): SignInErrorOutcome => ({
  kind: 'message',
  text: parts.map(translateText).join(''),
});

export function signInErrorOutcome(error: unknown): SignInErrorOutcome {
  if (!isHttpError(error)) return message(textOf(error), MESSAGES.contactTheAdminSuffix);
  // A renewed client token (and the retries already spent) is not the user's fault.
  if (error.customStatus === RETRYABLE_STATUS) return message(MESSAGES.pleaseTryAgain);
  // Wrong username or password, the same for an unknown user.
  if (error.status === 401) return message(MESSAGES.wrongCredentials);
  if (error.code === RESET_REQUIRED_CODE || error.message.toLowerCase().includes('reset')) {
    return { kind: 'reset-password' };
  }
  // No coded reply (a network failure, a proxy's error page): nothing the user can fix alone.
  if (error.code === undefined) return message(error.message, MESSAGES.contactTheAdminSuffix);
  if (error.code === '500') return message(error.message, MESSAGES.contactAdminSuffix);
  // Locked (423), disabled (403) and the rest: the server's message names the reason.
  return message(validationErrorText(error) ?? (error.message || error.statusText));
}
