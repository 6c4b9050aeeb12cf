// Handlers of the MOFA calls (spec part 2 §7): the embassy list and the search's PDF and Excel files. The
// search itself shares the card search's path (modules/transactions/routes.ts hands a MOFA body over here).
import type { Handlers } from '../../plugins/endpoints.js';
import type { MofaService } from './service.js';

type MofaCalls = 'embassyList' | 'mofaFile';

export function mofaHandlers(mofa: MofaService): Handlers<MofaCalls> {
  return {
    embassyList: async (request) => ({ data: { results: await mofa.embassies(request.auth) } }),
    mofaFile: async (request) =>
      mofa.file(request.auth, request.body, request.query.currency, request.params.format),
  };
}
