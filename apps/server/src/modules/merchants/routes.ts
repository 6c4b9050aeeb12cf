// Handlers of the user's merchant, its branches and its group (spec part 1 §7 "GET current merchant").
import type { Database } from '../../db/client.js';
import type { Handlers } from '../../plugins/endpoints.js';
import { requireAuth } from '../../plugins/authorize.js';
import { MerchantService } from './service.js';

type MerchantCalls = 'branches' | 'merchantGroup' | 'currentMerchant' | 'merchantDetails';

export function merchantHandlers(db: Database): Handlers<MerchantCalls> {
  const service = new MerchantService(db);
  return {
    branches: async (request) => ({
      data: { results: await service.branches(requireAuth(request), request.query.acticoMerchant) },
    }),
    merchantGroup: async (request) => {
      const { userName, page, size } = request.query;
      const { results, totalRecords } = await service.merchantGroup(
        requireAuth(request),
        userName,
        page,
        size,
      );
      return { data: { results }, metadata: { pagination: { totalRecords } } };
    },
    currentMerchant: async (request) => ({ data: await service.current(requireAuth(request)) }),
    merchantDetails: async (request) => ({ data: await service.details(requireAuth(request)) }),
  };
}
