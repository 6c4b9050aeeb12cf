// Creates a user of the merchant; the server appends @merchantCode.
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import type { CreateUserBody } from '@merchant-portal/contracts/schemas/merchant-users';
import { call } from '../../../lib/http';
import { useUsersChange } from './get-merchant-users';

export async function createMerchantUser(body: CreateUserBody): Promise<string> {
  return (await call(ENDPOINTS.createMerchantUser, { body })).data.message;
}

export const useCreateMerchantUser = () => useUsersChange(createMerchantUser);
