// Changes a user of the merchant, named without @merchantCode.
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import type { UpdateUserBody } from '@merchant-portal/contracts/schemas/merchant-users';
import { call } from '../../../lib/http';
import { useUsersChange } from './get-merchant-users';

export async function updateMerchantUser(body: UpdateUserBody): Promise<string> {
  return (await call(ENDPOINTS.updateMerchantUser, { body })).data.message;
}

export const useUpdateMerchantUser = () => useUsersChange(updateMerchantUser);
