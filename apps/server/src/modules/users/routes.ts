// The signed-in user's own record (API.md "current user").
import type { Database } from '../../db/client.js';
import type { Handlers } from '../../plugins/endpoints.js';
import { requireAuth } from '../../plugins/authorize.js';
import { selfInfo } from './service.js';

export function userHandlers(db: Database): Handlers<'selfInfo'> {
  return { selfInfo: async (request) => ({ data: await selfInfo(db, requireAuth(request)) }) };
}
