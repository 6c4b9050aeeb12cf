// The order-master report: every order of one scheme in the applied period (spec part 2 §7 "getMerchant").
import type { MarketplaceScheme } from '@merchant-portal/contracts/schemas/marketplace';
import { ENDPOINTS, type EndpointReply } from '@merchant-portal/contracts/endpoints';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export interface OrderMasterFilter {
  schemeType: MarketplaceScheme;
  fromDate: string;
  toDate: string;
}

export type OrderMasterList = EndpointReply<typeof ENDPOINTS.orderMasterList>;

export async function getOrderMaster(
  filter: OrderMasterFilter,
  signal?: AbortSignal,
): Promise<OrderMasterList> {
  return call(ENDPOINTS.orderMasterList, { query: filter, signal });
}

export const orderMasterQueryOptions = (filter: OrderMasterFilter) =>
  queryOptions({
    queryKey: ['order-master', filter],
    queryFn: ({ signal }) => getOrderMaster(filter, signal),
    staleTime: 0,
  });

export function useOrderMaster(filter: OrderMasterFilter) {
  return useQuery(orderMasterQueryOptions(filter));
}
