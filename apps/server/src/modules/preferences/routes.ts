// Handlers of the kept preferences: a screen's column visibility, read and saved by its user; the language and
// the digits.
import type { Handlers } from '../../plugins/endpoints.js';
import type { PreferenceService } from './service.js';

type PreferenceCalls =
  'columnPreferenceRead' | 'columnPreferenceSave' | 'languagePreferenceSave' | 'digitsPreferenceSave';

export function preferenceHandlers(preferences: PreferenceService): Handlers<PreferenceCalls> {
  return {
    columnPreferenceRead: async (request) =>
      preferences.columnPreference(request.auth, request.params.screen),
    columnPreferenceSave: async (request) =>
      preferences.saveColumnPreference(request.auth, request.params.screen, request.body),
    languagePreferenceSave: async (request) => preferences.saveLanguage(request.auth, request.body),
    digitsPreferenceSave: async (request) => preferences.saveDigits(request.auth, request.body),
  };
}
