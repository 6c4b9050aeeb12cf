// Handlers of the kept preferences: a screen's column visibility, read and saved by its user.
import type { Database } from '../../db/client.js';
import type { Handlers } from '../../plugins/endpoints.js';
import { requireAuth } from '../../plugins/authorize.js';
import { columnPreference, saveColumnPreference } from './service.js';

type PreferenceCalls = 'columnPreferenceRead' | 'columnPreferenceSave';

export function preferenceHandlers(db: Database): Handlers<PreferenceCalls> {
  return {
    columnPreferenceRead: async (request) =>
      columnPreference(db, requireAuth(request), request.params.screen),
    columnPreferenceSave: async (request) =>
      saveColumnPreference(db, requireAuth(request), request.params.screen, request.body),
  };
}
