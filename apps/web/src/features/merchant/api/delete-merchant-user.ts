// POST /merchant/user/v1/delete: deletes a user of the merchant (the body names it `username`).
import { MERCHANT_USER_PATHS, userActionReply } from '@merchant-portal/contracts/schemas/merchant-users';
import { request } from '../../../lib/http';

export async function deleteMerchantUser(username: string): Promise<string> {
  const reply = await request<{ data: { message: string } }>({
    method: 'POST',
    path: MERCHANT_USER_PATHS.delete,
    service: 'merchant-user-delete',
    json: { username },
    schema: userActionReply,
  });
  return reply.data.message;
}
