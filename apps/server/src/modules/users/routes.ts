// The signed-in user's own record (docs/api.md "current user").
import type { Handlers } from '../../plugins/endpoints.js';
import type { UserService } from './service.js';

export function userHandlers(users: UserService): Handlers<'selfInfo'> {
  return { selfInfo: async (request) => ({ data: await users.selfInfo(request.auth) }) };
}
