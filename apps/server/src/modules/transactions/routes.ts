// Handlers of the card-transaction calls (spec part 1 §7, part 2 §7): the search, the MoDEE search, their
// files, the special merchant's aggregate read, summary files and one-day details file, and the
// ride-hailing categories. The search's path answers the MOFA search too, chosen by the body.
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { isMofaSearch } from '@merchant-portal/contracts/schemas/mofa';
import type { Database } from '../../db/client.js';
import { AppError } from '../../lib/errors.js';
import type { Handlers } from '../../plugins/endpoints.js';
import { requireAuth } from '../../plugins/authorize.js';
import { searchMofa } from '../mofa/service.js';
import { prepareDetailsFile, prepareSummaryFile, prepareTransactionFile } from './exports.js';
import { aggregate, categories, searchTransactions } from './service.js';

type TransactionCalls =
  | 'transactionSearch'
  | 'transactionFile'
  | 'modeeSearch'
  | 'modeeFile'
  | 'aggregate'
  | 'aggregateFile'
  | 'transactionDetailsFile'
  | 'categories';

export function transactionHandlers(db: Database): Handlers<TransactionCalls> {
  return {
    // The path admits either permission; each search checks its own (a MOFA user's plain card search is 403).
    transactionSearch: async (request) => {
      const auth = requireAuth(request);
      if (isMofaSearch(request.body)) {
        return searchMofa(db, auth, request.body, request.query.currency);
      }
      if (!auth.permissions.has('transactions:read')) throw new AppError(403, '403', MESSAGES.forbidden);
      return searchTransactions(db, auth, request.body, request.query.currency);
    },
    modeeSearch: async (request) =>
      searchTransactions(db, requireAuth(request), request.body, request.query.currency, 'modee'),
    transactionFile: async (request) =>
      prepareTransactionFile(
        db,
        requireAuth(request),
        'transactions',
        request.body,
        request.query.currency,
        request.params.format,
      ),
    modeeFile: async (request) =>
      prepareTransactionFile(
        db,
        requireAuth(request),
        'modee',
        request.body,
        request.query.currency,
        request.params.format,
      ),
    aggregate: async (request) => aggregate(db, requireAuth(request), request.body, request.query.currency),
    aggregateFile: async (request) => {
      const { report, format } = request.query;
      return prepareSummaryFile(db, requireAuth(request), report, request.body, format);
    },
    transactionDetailsFile: async (request) => prepareDetailsFile(db, requireAuth(request), request.query),
    categories: async () => ({ data: { results: await categories(db) } }),
  };
}
