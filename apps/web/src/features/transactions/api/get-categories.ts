// GET /merchant/transaction/v1/categories: the ride-hailing categories of the Careem picker.
import { categoriesReply, type CategoryItem } from '@merchant-portal/contracts/schemas/transactions';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { request } from '../../../lib/http';

export async function getCategories(signal?: AbortSignal): Promise<CategoryItem[]> {
  const reply = await request<z.infer<typeof categoriesReply>>({
    method: 'GET',
    path: '/merchant/transaction/v1/categories',
    service: 'category-read',
    signal,
    schema: categoriesReply,
  });
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
