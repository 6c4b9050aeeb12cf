// PUT /merchant/user/v1/update: changes a user of the merchant, named without @merchantCode.
import {
  MERCHANT_USER_PATHS,
  userActionReply,
  type UpdateUserBody,
} from '@merchant-portal/contracts/schemas/merchant-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { MERCHANT_USERS_KEY } from './get-merchant-users';

export async function updateMerchantUser(body: UpdateUserBody): Promise<string> {
  const reply = await request<{ data: { message: string } }>({
    method: 'PUT',
    path: MERCHANT_USER_PATHS.update,
    service: 'merchant-user-update',
    json: body,
    schema: userActionReply,
  });
  return reply.data.message;
}

export function useUpdateMerchantUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateMerchantUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MERCHANT_USERS_KEY }),
  });
}
