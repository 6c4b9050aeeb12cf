import { z } from 'zod';
import { MAX_COLUMNS, columnField } from '../file-columns.js';
import { DIGITS, LANGUAGES } from '../i18n/languages.js';

// What a user keeps across sessions and browsers: which columns of a screen's grid they show.

/** Screens whose column visibility a user keeps across sessions: every list grid, named as its page. */
export const COLUMN_SCREENS = [
  'transactions',
  'modee-transactions',
  'mofa-transactions',
  'pre-auth-transactions',
  'marketplace-settlement',
  'order-master',
  'rj-booking-payments',
  'rj-booking-refunds',
] as const;
export type ColumnScreen = (typeof COLUMN_SCREENS)[number];
export const columnPreferenceParams = z.object({ screen: z.enum(COLUMN_SCREENS) });
/**
 * The columns the user has hidden or shown, by field: false hides, true shows (the grid's own model). A column
 * not named shows as the screen has it by default.
 */
export const columnPreference = z.object({
  visibility: z
    .record(columnField, z.boolean())
    .refine((value) => Object.keys(value).length <= MAX_COLUMNS, 'Too many columns'),
});
export type ColumnPreference = z.infer<typeof columnPreference>;

/** The language a user keeps for the portal, whichever browser they sign in from. */
export const languagePreference = z.object({ language: z.enum(LANGUAGES) });
export type LanguagePreference = z.infer<typeof languagePreference>;

/** The digits a user reads figures and dates in while the portal speaks Arabic. */
export const digitsPreference = z.object({ digits: z.enum(DIGITS) });
export type DigitsPreference = z.infer<typeof digitsPreference>;
