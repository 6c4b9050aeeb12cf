import { z } from 'zod';
import { DIGITS, LANGUAGES } from '../i18n/languages.js';

/**
 * The one form of a username the portal stores and compares: trimmed and lower-case (the database refuses any
 * other), so `Mixed.One@4000000101` as typed is `mixed.one@4000000101`.
 */
export const canonicalUsername = (username: string): string => username.trim().toLowerCase();

export const USER_TYPES = ['FRONT', 'SYSTEM'] as const;
export const COUNTRY_CODES = ['JO', 'UAE'] as const;

export const selfInfo = z.object({
  id: z.string(),
  username: z.string(),
  userType: z.enum(USER_TYPES),
  userProfile: z.object({
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    mobile: z.string(),
  }),
  groups: z.array(z.object({ name: z.string(), description: z.string() })),
  roles: z.array(z.object({ name: z.string() })),
  /** The language the user chose; null until they choose one. */
  language: z.enum(LANGUAGES).nullable(),
  /** The digits the user reads figures and dates in, in Arabic ('latn' until they choose). */
  digits: z.enum(DIGITS),
});
export type SelfInfo = z.infer<typeof selfInfo>;
export const selfInfoReply = z.object({ data: selfInfo });
