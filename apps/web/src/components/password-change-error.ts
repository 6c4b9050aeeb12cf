// Maps a failed password change or first-login reset to the spec's text (part 1 §8 "Password change").
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { validationErrorText } from '../lib/errors';
import { isHttpError } from '../lib/http';

export function passwordChangeErrorText(error: unknown): string {
  const message = error instanceof Error ? error.message : '';
  if (isHttpError(error) && error.status === 401) return message || MESSAGES.incorrectCurrentPassword;
  return validationErrorText(error) ?? (message || MESSAGES.couldNotUpdatePassword);
}
