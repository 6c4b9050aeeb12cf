// Deletes a user of the merchant (the body names it `username`).
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import { call } from '../../../lib/http';

export async function deleteMerchantUser(username: string): Promise<string> {
  return (await call(ENDPOINTS.deleteMerchantUser, { body: { username } })).data.message;
}
