// POST /merchant/user/v1/enable: enables a user of the merchant (userName is the full name@merchantCode).
import { MERCHANT_USER_PATHS, userActionReply } from '@merchant-portal/contracts/schemas/merchant-users';
import { request } from '../../../lib/http';

export async function enableMerchantUser(userName: string): Promise<string> {
  const reply = await request<{ data: { message: string } }>({
    method: 'POST',
    path: MERCHANT_USER_PATHS.enable,
    service: 'merchant-user-enable',
    json: { userName },
    schema: userActionReply,
  });
  return reply.data.message;
}
