// Handlers of the marketplace calls (spec part 2 §7): the Shopix and Emart settlement rows and their Excel
// file, and the order-master's orders of one scheme and their Excel file.
import type { Handlers } from '../../plugins/endpoints.js';
import type { MarketplaceService } from './service.js';

type MarketplaceCalls =
  'marketplaceSettlementList' | 'marketplaceSettlementFile' | 'orderMasterList' | 'orderMasterFile';

export function marketplaceHandlers(marketplace: MarketplaceService): Handlers<MarketplaceCalls> {
  return {
    marketplaceSettlementList: async (request) => {
      const { results, totalRecords, totals } = await marketplace.listSettlementRows(
        request.auth,
        request.query,
      );
      return { data: { results }, metadata: { pagination: { totalRecords } }, totals };
    },
    marketplaceSettlementFile: (request) =>
      Promise.resolve(marketplace.settlementFile(request.auth, request.query)),
    orderMasterList: async (request) => {
      const { results, totals } = await marketplace.listOrders(request.auth, request.query);
      return { data: { results }, metadata: { pagination: { totalRecords: results.length } }, totals };
    },
    orderMasterFile: (request) => Promise.resolve(marketplace.orderFile(request.auth, request.query)),
  };
}
