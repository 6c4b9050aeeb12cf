// Creates a user of the merchant; the server appends @merchantCode.
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import type { CreateUserBody } from '@merchant-portal/contracts/schemas/merchant-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { MERCHANT_USERS_KEY } from './get-merchant-users';

export async function createMerchantUser(body: CreateUserBody): Promise<string> {
  return (await call(ENDPOINTS.createMerchantUser, { body })).data.message;
}

export function useCreateMerchantUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMerchantUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MERCHANT_USERS_KEY }),
  });
}
