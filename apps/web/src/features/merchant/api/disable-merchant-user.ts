// POST /merchant/user/v1/disable: disables a user of the merchant (userName is the full name@merchantCode).
import { MERCHANT_USER_PATHS, userActionReply } from '@merchant-portal/contracts/schemas/merchant-users';
import { request } from '../../../lib/http';

export async function disableMerchantUser(userName: string): Promise<string> {
  const reply = await request<{ data: { message: string } }>({
    method: 'POST',
    path: MERCHANT_USER_PATHS.disable,
    service: 'merchant-user-disable',
    json: { userName },
    schema: userActionReply,
  });
  return reply.data.message;
}
