// POST /merchant/user/v1/signup: creates a user of the merchant; the server appends @merchantCode.
import {
  MERCHANT_USER_PATHS,
  userActionReply,
  type CreateUserBody,
} from '@merchant-portal/contracts/schemas/merchant-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { request } from '../../../lib/http';
import { MERCHANT_USERS_KEY } from './get-merchant-users';

export async function createMerchantUser(body: CreateUserBody): Promise<string> {
  const reply = await request<{ data: { message: string } }>({
    method: 'POST',
    path: MERCHANT_USER_PATHS.signup,
    service: 'merchant-user-signup',
    json: body,
    schema: userActionReply,
  });
  return reply.data.message;
}

export function useCreateMerchantUser() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createMerchantUser,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: MERCHANT_USERS_KEY }),
  });
}
