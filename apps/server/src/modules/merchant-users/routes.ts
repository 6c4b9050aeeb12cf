// Handlers of merchant-user administration (spec part 1 §7 "user list", "user details", "user signup",
// "user update", "user enable/disable", "user delete").
import { MERCHANT_USER_MESSAGES as TEXT } from '@merchant-portal/contracts/schemas/merchant-users';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import type { Handlers } from '../../plugins/endpoints.js';
import { requestContext, requireAuth } from '../../plugins/authorize.js';
import { MerchantUserService } from './service.js';

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

export function merchantUserHandlers(db: Database, now: Clock): Handlers<UserCalls> {
  const service = new MerchantUserService(db, { now });
  return {
    merchantUsers: async (request) => {
      const all = await service.list(requireAuth(request));
      const { page, size } = request.body;
      return {
        data: { results: all.slice(page * size, (page + 1) * size) },
        metadata: { pagination: { totalRecords: all.length } },
      };
    },
    merchantUser: async (request) => ({
      data: await service.details(requireAuth(request), request.body.userName),
    }),
    userGroups: async (request) => ({ data: { results: await service.groupOptions(requireAuth(request)) } }),
    createMerchantUser: async (request) => {
      await service.create(requireAuth(request), request.body, requestContext(request));
      return done(TEXT.created);
    },
    updateMerchantUser: async (request) => {
      await service.update(requireAuth(request), request.body, requestContext(request));
      return done(TEXT.updated);
    },
    enableMerchantUser: async (request) => {
      await service.setEnabled(requireAuth(request), request.body.userName, true, requestContext(request));
      return done('User was enabled');
    },
    disableMerchantUser: async (request) => {
      await service.setEnabled(requireAuth(request), request.body.userName, false, requestContext(request));
      return done('User was disabled');
    },
    deleteMerchantUser: async (request) => {
      await service.remove(requireAuth(request), request.body.username, requestContext(request));
      return done('User was deleted');
    },
  };
}
