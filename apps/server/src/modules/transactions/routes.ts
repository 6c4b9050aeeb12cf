// Handlers of the card-transaction calls (spec part 1 §7, part 2 §7): the search, the MoDEE search, their
// files, the special merchant's aggregate read, summary files and one-day details file, and the
// ride-hailing categories.
import type { Database } from '../../db/client.js';
import type { Handlers } from '../../plugins/endpoints.js';
import { requireAuth } from '../../plugins/authorize.js';
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
    transactionSearch: async (request) =>
      searchTransactions(db, requireAuth(request), request.body, request.query.currency),
    modeeSearch: async (request) =>
      searchTransactions(db, requireAuth(request), request.body, request.query.currency),
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
