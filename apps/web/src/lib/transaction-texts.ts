// The transaction screens' texts (spec part 2 §8), and the text a failed list load shows.
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { enqueueSnackbar } from 'notistack';
import { validationErrorText } from './errors';
import { isHttpError } from './http';

export const TRANSACTION_TEXTS = {
  loadFailed: MESSAGES.couldNotLoadTransactions,
  emptyReply: MESSAGES.couldNotGetTransactionsList,
  branchesFailed: MESSAGES.couldNotLoadBranches,
  noRows: MESSAGES.noTransactionsFound,
  downloadFailed: MESSAGES.downloadFailed,
  noExport: phrase('No transactions to export'),
} as const;

/**
 * The server's own sentence for a failed request (its validation errors, a refusal, 'Database unavailable'),
 * else the screen's text. Never a bare status ('Internal Server Error') or the browser's own words ('Failed to
 * fetch'): those say nothing a person can act on.
 */
export function listFailureText(error: unknown, screenText: string): string {
  // Status 0: the request never got an answer; 2xx: an answer that is not the list.
  if (!isHttpError(error) || error.status < 400) return screenText;
  const message = error.message.trim().toLowerCase();
  const isBare = !message || message === error.statusText.toLowerCase() || message === BARE_500;
  return isBare ? screenText : (validationErrorText(error) ?? error.message);
}

const BARE_500 = MESSAGES.internalError.toLowerCase();

/** A transaction search's failure (part 2 §8): the server's text where it has one, else the spec's default. */
export function searchFailureText(error: unknown): string {
  // A 2xx reply that is not a transaction list.
  if (isHttpError(error) && error.status >= 200 && error.status < 300) return TRANSACTION_TEXTS.emptyReply;
  return listFailureText(error, TRANSACTION_TEXTS.loadFailed);
}

/**
 * A transaction search's page as loaded, with the spec's text for an empty result (part 2 §8) once per search;
 * the grid itself says 'No transactions found'.
 */
export async function warnedWhenEmpty<T extends { totalElements: number }>(loading: Promise<T>): Promise<T> {
  const page = await loading;
  if (page.totalElements === 0) enqueueSnackbar(TRANSACTION_TEXTS.emptyReply, { variant: 'warning' });
  return page;
}
