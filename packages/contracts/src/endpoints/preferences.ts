// What a user keeps across sessions: a grid's column visibility per screen, the portal's language and digits.
import {
  columnPreference,
  columnPreferenceParams,
  digitsPreference,
  languagePreference,
} from '../schemas/preferences.js';
import { endpoint } from './types.js';

export const PREFERENCE_ENDPOINTS = {
  columnPreferenceRead: endpoint({
    method: 'GET',
    path: '/merchant/v1/preferences/columns/:screen',
    access: 'signed-in',
    service: 'column-preference-read',
    summary: "The caller's column visibility of a screen (empty when never changed)",
    tag: 'preferences',
    params: columnPreferenceParams,
    reply: columnPreference,
  }),
  columnPreferenceSave: endpoint({
    method: 'PUT',
    path: '/merchant/v1/preferences/columns/:screen',
    access: 'signed-in',
    service: 'column-preference-save',
    summary: "Keeps the caller's column visibility of a screen",
    tag: 'preferences',
    params: columnPreferenceParams,
    body: columnPreference,
    reply: columnPreference,
  }),
  languagePreferenceSave: endpoint({
    method: 'PUT',
    path: '/merchant/v1/preferences/language',
    access: 'signed-in',
    service: 'language-preference-save',
    summary: "Keeps the caller's language for the portal",
    tag: 'preferences',
    body: languagePreference,
    reply: languagePreference,
  }),
  digitsPreferenceSave: endpoint({
    method: 'PUT',
    path: '/merchant/v1/preferences/digits',
    access: 'signed-in',
    service: 'digits-preference-save',
    summary: 'Keeps the digits the caller reads figures and dates in',
    tag: 'preferences',
    body: digitsPreference,
    reply: digitsPreference,
  }),
} as const;
