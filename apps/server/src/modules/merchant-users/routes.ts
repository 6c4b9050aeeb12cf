// Handlers of merchant-user administration (spec part 1 §7 "user list", "user details", "user signup",
// "user update", "user enable/disable", "user delete").
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import { MERCHANT_USER_MESSAGES as TEXT } from '@merchant-portal/contracts/schemas/merchant-users';
import type { Handlers } from '../../plugins/endpoints.js';
import { requestContext } from '../../plugins/authorize.js';
import type { MerchantUserService } from './service.js';

type UserCalls =
  | 'merchantUsers'
  | 'merchantUser'
  | 'userGroups'
  | 'createMerchantUser'
  | 'updateMerchantUser'
  | 'enableMerchantUser'
  | 'disableMerchantUser'
  | 'deleteMerchantUser';

const done = (message: string) => ({ data: { message } });

export function merchantUserHandlers(users: MerchantUserService): Handlers<UserCalls> {
  return {
    merchantUsers: async (request) => {
      const all = await users.list(request.auth);
      const { page, size } = request.body;
      return {
        data: { results: all.slice(page * size, (page + 1) * size) },
        metadata: { pagination: { totalRecords: all.length } },
      };
    },
    merchantUser: async (request) => ({
      data: await users.details(request.auth, request.body.userName),
    }),
    userGroups: async (request) => ({ data: { results: await users.groupOptions(request.auth) } }),
    createMerchantUser: async (request) => {
      await users.create(request.auth, request.body, requestContext(request));
      return done(TEXT.created);
    },
    updateMerchantUser: async (request) => {
      await users.update(request.auth, request.body, requestContext(request));
      return done(TEXT.updated);
    },
    enableMerchantUser: async (request) => {
      await users.setEnabled(request.auth, request.body.userName, true, requestContext(request));
      return done(phrase('User was enabled'));
    },
    disableMerchantUser: async (request) => {
      await users.setEnabled(request.auth, request.body.userName, false, requestContext(request));
      return done(phrase('User was disabled'));
    },
    deleteMerchantUser: async (request) => {
      await users.remove(request.auth, request.body.username, requestContext(request));
      return done(phrase('User was deleted'));
    },
  };
}
