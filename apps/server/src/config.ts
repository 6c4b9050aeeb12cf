// The only reader of process.env: every setting, validated once at boot.
import { fileURLToPath } from 'node:url';
import path from 'node:path';
import { z } from 'zod';

export const SERVER_ROOT = fileURLToPath(new URL('../', import.meta.url));

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const int = (fallback: number) => z.coerce.number().int().min(0).default(fallback);

const schema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('production'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  DEMO_DATA: z.enum(['full', 'small', 'none']).default('full'),
  DEMO_SEED: z.coerce.number().int().default(20260101),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().default(path.join(SERVER_ROOT, '../web/dist')),
  PUBLIC_API_BASE_URL: z.string().default(''),
  BANK_NAME: z.string().min(1).default('Jordan Acquiring Bank'),
  SUPPORT_EMAIL: z.email().default('merchant.support@example.com'),
  OAUTH_CLIENT_ID: z.string().min(8).default('merchant-portal-web'),
  OAUTH_CLIENT_SECRET: z.string().min(16).default('demo-merchant-portal-web-secret'),
  CLIENT_TOKEN_TTL_SECONDS: int(3600),
  SESSION_IDLE_MINUTES: int(15),
  SESSION_MAX_HOURS: int(8),
  PASSWORD_MAX_AGE_DAYS: int(90),
  LOCKOUT_THRESHOLD: int(10),
  LOCKOUT_MINUTES: int(30),
  RSA_KEY_TTL_SECONDS: int(300),
  RATE_LIMIT_SIGN_IN_PER_MINUTE: int(20),
  RATE_LIMIT_KEY_GENERATOR_PER_MINUTE: int(30),
  RATE_LIMIT_TOKEN_PER_MINUTE: int(30),
  TRUST_PROXY: bool.default(false),
  COOKIE_SECURE: bool.optional(),
});

export type Config = z.infer<typeof schema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
