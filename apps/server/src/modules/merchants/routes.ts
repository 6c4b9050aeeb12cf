// Handlers of the user's merchant, its branches and its group (spec part 1 §7 "GET current merchant").
import type { Handlers } from '../../plugins/endpoints.js';
import type { MerchantService } from './service.js';

type MerchantCalls = 'branches' | 'merchantGroup' | 'currentMerchant' | 'merchantDetails';

export function merchantHandlers(merchants: MerchantService): Handlers<MerchantCalls> {
  return {
    branches: async (request) => ({
      data: { results: await merchants.branches(request.auth, request.query.acticoMerchant) },
    }),
    merchantGroup: async (request) => {
      const { userName, page, size } = request.query;
      const { results, totalRecords } = await merchants.merchantGroup(request.auth, userName, page, size);
      return { data: { results }, metadata: { pagination: { totalRecords } } };
    },
    currentMerchant: async (request) => ({ data: await merchants.current(request.auth) }),
    merchantDetails: async (request) => ({ data: await merchants.details(request.auth) }),
  };
}
