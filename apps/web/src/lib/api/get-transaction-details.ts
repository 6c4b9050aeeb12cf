// One payment whole (its fields, the payments linked to it, its MOFA record), for the details panel of the
// Transactions, MoDEE and MOFA screens.
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import type { TransactionDetails } from '@merchant-portal/contracts/schemas/transaction-details';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { call } from '../http';

export async function getTransactionDetails(id: string, signal?: AbortSignal): Promise<TransactionDetails> {
  const reply = await call(ENDPOINTS.transactionDetails, { params: { id }, signal });
  return reply.data;
}

// No failure notice in `meta`: the panel says in place what went wrong, with Retry.
export const transactionDetailsQueryOptions = (id: string) =>
  queryOptions({
    queryKey: ['transaction-details', id],
    queryFn: ({ signal }) => getTransactionDetails(id, signal),
  });

/** The payment of that id; nothing is asked while `id` is null. */
export function useTransactionDetails(id: string | null) {
  return useQuery({ ...transactionDetailsQueryOptions(id ?? ''), enabled: id !== null });
}
