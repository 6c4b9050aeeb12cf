import { z } from 'zod';
import { MESSAGES, atLeast, atMost } from '../messages.js';

// Spec part 1 §5: sign-in, password change and first-login reset.

const requiredText = (max: number) =>
  z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(max, atMost(max));

export const signInBody = z.object({
  username: requiredText(64),
  password: requiredText(128),
});
export type SignInBody = z.infer<typeof signInBody>;

/**
 * What the sign-in call accepts: the plain form, or the second variant whose password is base64
 * RSA-OAEP-SHA-256 ciphertext under key `kid` (longer than the plain limit, checked once decrypted).
 */
export const signInRequest = z
  .object({
    username: requiredText(64),
    password: z.string({ error: MESSAGES.required }).min(1, MESSAGES.required).max(1024, atMost(1024)),
    kid: z.uuid().optional(),
  })
  .superRefine((value, ctx) => {
    if (!value.kid && value.password.length > 128) {
      ctx.addIssue({ code: 'custom', path: ['password'], message: atMost(128) });
    }
  });

/** The sign-in error code of a first login or an expired password: the reset dialog opens (docs/api.md "Session calls"). */
export const RESET_REQUIRED_CODE = '010';

export const signInReply = z.object({ data: z.object({ username: z.string() }) });

/** The locale query of the breach check (`?country=JO&lang=en`). */
export const localeQuery = z.object({ country: z.string().min(1), lang: z.string().min(1) });

export const keyGeneratorBody = z.object({ scope: z.string().min(1), country: z.string().min(1) });
export const keyGeneratorReply = z.object({
  data: z.object({ kid: z.string(), kty: z.literal('RSA'), e: z.string(), n: z.string() }),
});
export type PublicKeyReply = z.infer<typeof keyGeneratorReply>['data'];

const COMPLEX = /^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[!@#$%^&*]).{8,}$/;

export function isComplexPassword(value: string): boolean {
  return COMPLEX.test(value);
}

/** The username, and the username with 123! or 123@ appended, may not appear in the password. */
export function containsUsername(password: string, username: string): boolean {
  const lower = password.toLowerCase();
  const localPart = username.split('@')[0] ?? '';
  const names = [username, localPart].filter((name) => name.length >= 3).map((name) => name.toLowerCase());
  return names.some((name) => [name, `${name}123!`, `${name}123@`].some((form) => lower.includes(form)));
}

const passwordField = z
  .string({ error: MESSAGES.required })
  .min(1, MESSAGES.required)
  .min(4, atLeast(4))
  .max(64, atMost(64));

/**
 * A new password, wherever one is chosen (the password change, the first-login reset, the merchant user
 * form): one rule, stated to the user as MESSAGES.passwordRule (part 1 §5).
 */
export const newPasswordField = z
  .string({ error: MESSAGES.required })
  .min(1, MESSAGES.required)
  .max(64, atMost(64))
  .refine(isComplexPassword, MESSAGES.passwordComplexity);

export const passwordChangeBody = z
  .object({
    username: requiredText(150),
    currentPassword: passwordField,
    newPassword1: newPasswordField,
    newPassword2: passwordField,
  })
  .superRefine((value, ctx) => {
    if (value.newPassword1 !== value.newPassword2) {
      ctx.addIssue({ code: 'custom', path: ['newPassword2'], message: MESSAGES.passwordMismatch });
    }
    if (containsUsername(value.newPassword1, value.username)) {
      ctx.addIssue({ code: 'custom', path: ['newPassword1'], message: MESSAGES.passwordContainsUsername });
    }
  });
export type PasswordChangeBody = z.infer<typeof passwordChangeBody>;

/**
 * What the breach check hashes: the common-password list is lower case, so both sides compare the
 * lower-cased password (SHA-256, hex).
 */
export function breachCheckInput(password: string): string {
  return password.toLowerCase();
}

export const breachCheckBody = z.object({
  value: z.string().regex(/^[0-9a-f]{64}$/, 'must be a hex SHA-256 digest'),
});
export const breachCheckReply = z.object({ data: z.object({ exist: z.boolean() }) });

export const messageReply = z.object({ data: z.object({ message: z.string() }) });

export const tokenRequest = z.object({
  grant_type: z.literal('client_credentials', { error: 'unsupported_grant_type' }),
  scope: z.literal('merchantapp', { error: 'invalid_scope' }),
  client_id: z.string().min(1).max(200),
  client_secret: z.string().min(1).max(200),
});
export const tokenReply = z.object({
  access_token: z.string(),
  token_type: z.literal('Bearer'),
  expires_in: z.number(),
  scope: z.string(),
});
