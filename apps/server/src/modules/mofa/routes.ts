// Handlers of the MOFA calls (spec part 2 §7): the embassy list and the search's PDF and Excel files. The
// search itself shares the card search's path (modules/transactions/routes.ts hands a MOFA body over here).
import type { Database } from '../../db/client.js';
import type { Handlers } from '../../plugins/endpoints.js';
import { requireAuth } from '../../plugins/authorize.js';
import { embassies, prepareMofaFile } from './service.js';

type MofaCalls = 'embassyList' | 'mofaFile';

export function mofaHandlers(db: Database): Handlers<MofaCalls> {
  return {
    embassyList: async (request) => ({ data: { results: await embassies(db, requireAuth(request)) } }),
    mofaFile: async (request) =>
      prepareMofaFile(db, requireAuth(request), request.body, request.query.currency, request.params.format),
  };
}
