// Handlers of the card-transaction calls (spec part 1 §7, part 2 §7): the search, the MoDEE search, their
// files, the special merchant's aggregate read, summary files and one-day details file, one payment's
// details, and the ride-hailing categories. The search's path answers the MOFA search too, chosen by the
// body.
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { cardSearchOf, isMofaSearch } from '@merchant-portal/contracts/schemas/mofa';
import { AppError } from '../../lib/errors.js';
import type { Handlers } from '../../plugins/endpoints.js';
import type { MofaService } from '../mofa/service.js';
import type { TransactionService } from './service.js';

type TransactionCalls =
  | 'transactionSearch'
  | 'transactionFile'
  | 'modeeSearch'
  | 'modeeFile'
  | 'aggregate'
  | 'aggregateFile'
  | 'transactionDetailsFile'
  | 'transactionDetails'
  | 'categories';

export function transactionHandlers(
  transactions: TransactionService,
  mofa: MofaService,
): Handlers<TransactionCalls> {
  return {
    // The path admits either permission; each search checks its own (a MOFA user's plain card search is 403).
    transactionSearch: async (request) => {
      const auth = request.auth;
      if (isMofaSearch(request.body)) return mofa.search(auth, request.body, request.query.currency);
      if (!auth.permissions.has('transactions:read')) throw new AppError(403, '403', MESSAGES.forbidden);
      return transactions.search(auth, cardSearchOf(request.body), request.query.currency);
    },
    modeeSearch: async (request) =>
      transactions.search(request.auth, request.body, request.query.currency, 'modee'),
    transactionFile: async (request) =>
      transactions.transactionFile(
        request.auth,
        'transactions',
        request.body,
        request.query.currency,
        request.params.format,
      ),
    modeeFile: async (request) =>
      transactions.transactionFile(
        request.auth,
        'modee',
        request.body,
        request.query.currency,
        request.params.format,
      ),
    aggregate: async (request) => transactions.aggregate(request.auth, request.body, request.query.currency),
    aggregateFile: async (request) => {
      const { report, format } = request.query;
      return transactions.summaryFile(request.auth, report, request.body, format);
    },
    transactionDetailsFile: async (request) => transactions.detailsFile(request.auth, request.query),
    transactionDetails: async (request) => ({
      data: await transactions.details(request.auth, request.params.id),
    }),
    categories: async () => ({ data: { results: await transactions.categories() } }),
  };
}
