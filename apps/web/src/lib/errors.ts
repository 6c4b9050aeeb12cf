// Shared error texts built from HttpError replies.
import { isHttpError } from './http';

/** A 'Validation errors' reply lists each param and msg (spec part 1 §8); null when it lists none. */
export function validationErrorText(error: unknown): string | null {
  if (!isHttpError(error) || error.errors.length === 0) return null;
  return `${error.message}: ${error.errors.map((item) => `${item.param} ${item.msg}`).join('; ')}`;
}
