// Disables a user of the merchant (userName is the full name@merchantCode).
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import { call } from '../../../lib/http';

export async function disableMerchantUser(userName: string): Promise<string> {
  return (await call(ENDPOINTS.disableMerchantUser, { body: { userName } })).data.message;
}
