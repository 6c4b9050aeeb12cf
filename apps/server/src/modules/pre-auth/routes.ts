// Handlers of the pre-authorisation calls (spec part 2 §7): the list and its Excel file.
import type { Handlers } from '../../plugins/endpoints.js';
import type { PreAuthService } from './service.js';

export function preAuthHandlers(preAuth: PreAuthService): Handlers<'preAuthList' | 'preAuthFile'> {
  return {
    preAuthList: async (request) => {
      const { results, totalRecords, totals } = await preAuth.listHolds(request.auth, request.query);
      return { data: { results }, metadata: { pagination: { totalRecords } }, totals };
    },
    preAuthFile: (request) => Promise.resolve(preAuth.holdFile(request.auth, request.body)),
  };
}
