// What a user keeps across sessions and browsers (a grid's column visibility per screen, the portal's language
// and digits):
// always the signed-in user's own, whatever the request says.
import type {
  ColumnPreference,
  ColumnScreen,
  DigitsPreference,
  LanguagePreference,
} from '@merchant-portal/contracts/schemas/preferences';
import type { Database } from '../../db/client.js';
import type { AuthContext } from '../../lib/request-context.js';
import * as repo from './repository.js';

export class PreferenceService {
  constructor(private readonly db: Database) {}

  /** The user's column visibility of the screen; empty (every column as the screen shows it) when never saved. */
  async columnPreference(auth: AuthContext, screen: ColumnScreen): Promise<ColumnPreference> {
    return { visibility: (await repo.findVisibility(this.db, auth.userId, screen)) ?? {} };
  }

  /** Keeps the user's column visibility of the screen, replacing what was kept. */
  async saveColumnPreference(
    auth: AuthContext,
    screen: ColumnScreen,
    preference: ColumnPreference,
  ): Promise<ColumnPreference> {
    await repo.saveVisibility(this.db, auth.userId, screen, preference.visibility);
    return { visibility: preference.visibility };
  }

  /** Keeps the language the user chose; every browser they sign in from then opens in it. */
  async saveLanguage(auth: AuthContext, preference: LanguagePreference): Promise<LanguagePreference> {
    await repo.saveLanguage(this.db, auth.userId, preference.language);
    return preference;
  }

  /** Keeps the digits the user reads figures and dates in, on every browser they sign in from. */
  async saveDigits(auth: AuthContext, preference: DigitsPreference): Promise<DigitsPreference> {
    await repo.saveDigits(this.db, auth.userId, preference.digits);
    return preference;
  }
}
