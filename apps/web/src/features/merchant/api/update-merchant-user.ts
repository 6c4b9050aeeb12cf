// Changes a user of the merchant, named without @merchantCode.
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import type { UpdateUserBody } from '@merchant-portal/contracts/schemas/merchant-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { call } from '../../../lib/http';
import { MERCHANT_USERS_KEY } from './get-merchant-users';

export async function updateMerchantUser(body: UpdateUserBody): Promise<string> {
  return (await call(ENDPOINTS.updateMerchantUser, { body })).data.message;
}

export function useUpdateMerchantUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMerchantUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MERCHANT_USERS_KEY }),
  });
}
