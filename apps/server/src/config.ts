// The only reader of process.env: every setting, validated once at boot.
import { fileURLToPath } from 'node:url';
import { isIP } from 'node:net';
import path from 'node:path';
import { z } from 'zod';

export const SERVER_ROOT = fileURLToPath(new URL('../', import.meta.url));

const bool = z.enum(['true', 'false', '1', '0']).transform((v) => v === 'true' || v === '1');
const int = (fallback: number) => z.coerce.number().int().min(0).default(fallback);

/** proxy-addr's names for address ranges, usable in TRUST_PROXY's list. */
const RANGE_NAMES = new Set(['loopback', 'linklocal', 'uniquelocal']);
const isAddressOrRange = (item: string) => {
  if (RANGE_NAMES.has(item)) return true;
  const [address = '', prefix, ...rest] = item.split('/');
  return rest.length === 0 && isIP(address) !== 0 && (prefix === undefined || /^\d{1,3}$/.test(prefix));
};

/**
 * Which proxies' X-Forwarded-For entries are believed: `false` (none: the socket's address is the client's),
 * a hop count (the load balancers in front of us: each appends one entry, and entries a client wrote itself
 * lie further left, where they are ignored), or the proxies' addresses and ranges. `true` would believe
 * every entry, spoofed ones included, so it is refused.
 */
const trustProxy = z
  .string()
  .default('false')
  .transform((value, ctx): false | number | string[] => {
    const text = value.trim();
    if (text === 'false' || text === '0') return false;
    if (/^\d+$/.test(text)) return Number(text);
    const items = text.split(',').map((item) => item.trim());
    if (text !== 'true' && items.every(isAddressOrRange)) return items;
    ctx.addIssue({
      code: 'custom',
      message:
        'must be false, the number of proxies in front of the server, or their addresses (true would trust spoofed X-Forwarded-For entries)',
    });
    return z.NEVER;
  });

/** The web client's secret of the demo: in the README and the sources, so never a production secret. */
export const DEMO_CLIENT_SECRET = 'demo-merchant-portal-web-secret';

const settings = z.object({
  // Not production unless said: `npm start` is the newcomer's demo; a real deployment sets NODE_ENV=production,
  // which refuses the demo's secret, data and users (below and production-check.ts).
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080),
  HOST: z.string().default('127.0.0.1'),
  /**
   * Where GET /metrics (Prometheus) is served, on HOST; unset: nowhere. A port of its own, never the API's, so
   * a load balancer in front of the API does not make it public. 0 is refused: a scraper needs a known port.
   */
  METRICS_PORT: z.coerce.number().int().min(1).max(65535).optional(),
  DATA_DIR: z.string().default('./data'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'must be a postgres:// URL')
    .optional(),
  /** Unset: `full` on the embedded database, `none` on PostgreSQL (a real database gets no demo by default). */
  DEMO_DATA: z.enum(['full', 'small', 'none']).optional(),
  DEMO_SEED: z.coerce.number().int().default(20260101),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WEB_DIST_DIR: z.string().default(path.join(SERVER_ROOT, '../web/dist')),
  PUBLIC_API_BASE_URL: z.string().default(''),
  BANK_NAME: z.string().min(1).default('Jordan Acquiring Bank'),
  SUPPORT_EMAIL: z.email().default('merchant.support@example.com'),
  OAUTH_CLIENT_ID: z.string().min(8).default('merchant-portal-web'),
  OAUTH_CLIENT_SECRET: z.string().min(16).default(DEMO_CLIENT_SECRET),
  CLIENT_TOKEN_TTL_SECONDS: int(3600),
  SESSION_IDLE_MINUTES: int(15),
  SESSION_MAX_HOURS: int(8),
  /** How long a process keeps a session it read between requests (the change feed ends it sooner); 0: off. */
  SESSION_CACHE_SECONDS: int(30),
  PASSWORD_MAX_AGE_DAYS: int(90),
  LOCKOUT_THRESHOLD: int(10),
  LOCKOUT_MINUTES: int(30),
  RSA_KEY_TTL_SECONDS: int(300),
  RATE_LIMIT_SIGN_IN_PER_MINUTE: int(20),
  RATE_LIMIT_KEY_GENERATOR_PER_MINUTE: int(30),
  RATE_LIMIT_TOKEN_PER_MINUTE: int(30),
  RATE_LIMIT_PASSWORD_CHANGE_PER_MINUTE: int(5),
  /** Dashboard e-mails to one merchant's account manager in any hour, whichever of its users asks. */
  MAIL_ACTIONS_PER_MERCHANT_PER_HOUR: int(10),
  /** Files (exports) one user may have in preparation at once, and this process in all. */
  FILES_PER_USER: int(2),
  FILES_AT_ONCE: int(4),
  TRUST_PROXY: trustProxy,
  /** Rate-limit counters shared by every server process (without it each process counts on its own). */
  REDIS_URL: z
    .string()
    .regex(/^rediss?:\/\//, 'must be a redis:// or rediss:// URL')
    .optional(),
  REDIS_KEY_PREFIX: z.string().min(1).default('merchant-portal:'),
  /** PostgreSQL: how long to wait for a connection, and for one statement, before failing the request. */
  DB_CONNECT_TIMEOUT_MS: int(5000),
  DB_STATEMENT_TIMEOUT_MS: int(30_000),
  /** /ready answers 503 when the database has not answered within this. */
  HEALTH_TIMEOUT_MS: int(1500),
  COOKIE_SECURE: bool.optional(),
  /** Outgoing mail: `smtp://` / `smtps://` (user and password in the URL); unset writes .eml files instead. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/?#]+/, 'must be an smtp:// or smtps:// URL')
    .optional(),
  MAIL_FROM: z.string().min(3).default('Merchant Portal <merchant.portal@example.com>'),
  /** How often an idle job worker looks for work (pg-boss polls; 0.5 is its minimum). */
  JOB_POLLING_INTERVAL_SECONDS: z.coerce.number().min(0.5).default(2),
  /** A failed delivery is tried again this many times, first after this delay, doubling each time. */
  MAIL_RETRY_LIMIT: int(10),
  MAIL_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(30),
  /**
   * What this process does: `all` serves the API and runs the job workers; `web` serves the API only (jobs it
   * queues are run by other processes); `jobs` runs the workers at a lower CPU priority (`JOBS_NICE`), so
   * report files never slow the API of a machine it shares. A `jobs` process still answers /health and /ready.
   */
  PROCESS_ROLE: z.enum(['all', 'web', 'jobs']).default('all'),
  JOBS_NICE: z.coerce.number().int().min(0).max(19).default(10),
  /** Where written files (report files) are kept; `DATA_DIR/files` unless said. */
  FILES_DIR: z.string().optional(),
  /** Report jobs one server process writes at once. */
  REPORT_WORKERS: z.coerce.number().int().min(1).default(2),
  /** A failed report is tried again this many times, first after this delay, doubling each time. */
  REPORT_RETRY_LIMIT: int(3),
  REPORT_RETRY_DELAY_SECONDS: z.coerce.number().int().min(1).default(15),
  /**
   * A report's worker proves it is alive this often; a claim silent for three beats is taken for a worker
   * that stopped (its process was killed), and its job is retried.
   */
  REPORT_HEARTBEAT_SECONDS: z.coerce.number().int().min(1).default(10),
  /**
   * While the API is answering requests, a report being written pauses this long every 64 rows, so the
   * people waiting get the CPU and the database first (0: never pause).
   */
  REPORT_PAUSE_MS: z.coerce.number().int().min(0).max(1000).default(30),
  /** Report requests one merchant may have waiting or in progress; more are refused until some finish. */
  REPORT_PENDING_PER_MERCHANT: z.coerce.number().int().min(1).default(20),
  /** Report files are removed this many days after they were written, by a job at this cron time (Amman). */
  REPORT_RETENTION_DAYS: z.coerce.number().int().min(1).default(30),
  REPORT_RETENTION_CRON: z.string().min(9).default('30 2 * * *'),
  /**
   * Card transactions are kept this many whole months before the current one (Amman's calendar), with what is
   * derived from them; older months are dropped by a job at this cron time (docs/architecture.md "Retention").
   */
  RETENTION_MONTHS: z.coerce.number().int().min(1).default(25),
  RETENTION_CRON: z.string().min(9).default('0 3 * * *'),
  /**
   * A folder the bank's transfer drops import files into; a job loads them at this cron time (every minute
   * unless said), moving each to done/ or failed/ with its report (docs/import.md "The inbox"). Unset: off.
   */
  IMPORT_INBOX_DIR: z.string().min(1).optional(),
  IMPORT_INBOX_CRON: z.string().min(9).default('* * * * *'),
});

const schema = settings
  .superRefine((config, ctx) => {
    if (config.METRICS_PORT === config.PORT) {
      ctx.addIssue({
        code: 'custom',
        path: ['METRICS_PORT'],
        message: 'must differ from PORT: the metrics are served apart from the API',
      });
    }
    if (config.NODE_ENV !== 'production') return;
    if (config.OAUTH_CLIENT_SECRET === DEMO_CLIENT_SECRET) {
      ctx.addIssue({
        code: 'custom',
        path: ['OAUTH_CLIENT_SECRET'],
        message: 'is the demo value: set your own secret (NODE_ENV=production)',
      });
    }
    if (config.DEMO_DATA !== undefined && config.DEMO_DATA !== 'none') {
      ctx.addIssue({
        code: 'custom',
        path: ['DEMO_DATA'],
        message: `${config.DEMO_DATA} loads the demo users, whose password is public: use none with NODE_ENV=production`,
      });
    }
  })
  .transform((config) => ({
    ...config,
    DEMO_DATA:
      config.DEMO_DATA ??
      (config.DATABASE_URL === undefined && config.NODE_ENV !== 'production' ? 'full' : 'none'),
  }));

export type Config = z.infer<typeof schema>;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = schema.safeParse(env);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed.data;
}
