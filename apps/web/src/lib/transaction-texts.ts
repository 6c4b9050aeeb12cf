// The transaction screens' texts (spec part 2 §8), and the text a failed search shows.
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { validationErrorText } from './errors';
import { isHttpError } from './http';

export const TRANSACTION_TEXTS = {
  loadFailed: MESSAGES.couldNotLoadTransactions,
  emptyReply: MESSAGES.couldNotGetTransactionsList,
  branchesFailed: MESSAGES.couldNotLoadBranches,
  noRows: MESSAGES.noTransactionsFound,
  downloadFailed: MESSAGES.downloadFailed,
} as const;

/** The server's message (or its validation errors), else the spec's default text. */
export function searchFailureText(error: unknown): string {
  if (!isHttpError(error)) return TRANSACTION_TEXTS.loadFailed;
  // A 2xx reply that is not a transaction list.
  if (error.status >= 200 && error.status < 300) return TRANSACTION_TEXTS.emptyReply;
  return validationErrorText(error) ?? (error.message || TRANSACTION_TEXTS.loadFailed);
}
