// The ride-hailing categories of the Careem picker.
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import type { CategoryItem } from '@merchant-portal/contracts/schemas/transactions';
import { useQuery } from '@tanstack/react-query';
import { call } from '../../../lib/http';

export async function getCategories(signal?: AbortSignal): Promise<CategoryItem[]> {
  const reply = await call(ENDPOINTS.categories, { signal });
  return reply.data.results;
}

export function useCategories(enabled: boolean) {
  return useQuery({
    queryKey: ['ride-categories'],
    queryFn: ({ signal }) => getCategories(signal),
    staleTime: Infinity,
    enabled,
  });
}
