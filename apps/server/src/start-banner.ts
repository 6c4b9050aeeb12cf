// What a terminal shows once the server answers (issue "The first start a newcomer sees"): where the portal
// is, which database it runs on (never a password), and, with the demo data, whom to sign in as.
import path from 'node:path';
import { APP_BASE_PATH } from '@merchant-portal/contracts/schemas/config';
import type { Config } from './config.js';

/** Three demo users a newcomer can try, each seeing a different part of the portal (docs/demo-data.md). */
const DEMO_USERS: readonly (readonly [username: string, sees: string])[] = [
  ['zahran.admin@4000000101', "dashboards, transactions, reports and the merchant's users"],
  ['zahran.teller@4000000101', 'the card transactions of a supermarket chain'],
  ['wings.maker@4000000301', "an airline's bookings and refund requests (wings.checker approves them)"],
];

/** The database in words: the embedded one's folder, or PostgreSQL's host and database without credentials. */
export function databaseText(config: Pick<Config, 'DATABASE_URL' | 'DATA_DIR'>): string {
  if (config.DATABASE_URL === undefined) return `embedded (PGlite) at ${path.resolve(config.DATA_DIR)}`;
  const url = new URL(config.DATABASE_URL);
  return `PostgreSQL ${url.hostname}${url.port ? `:${url.port}` : ''}/${url.pathname.replace(/^\//, '')}`;
}

/** The address a browser opens: a server listening on every interface is opened on this machine. */
export function portalUrl(config: Pick<Config, 'HOST' | 'PORT'>): string {
  const host = ['0.0.0.0', '::', ''].includes(config.HOST) ? '127.0.0.1' : config.HOST;
  return `http://${host.includes(':') ? `[${host}]` : host}:${config.PORT}${APP_BASE_PATH}/`;
}

export function startBanner(
  config: Pick<Config, 'HOST' | 'PORT' | 'DATABASE_URL' | 'DATA_DIR' | 'DEMO_DATA'>,
) {
  const lines = [
    '',
    `  Merchant Portal is ready:  ${portalUrl(config)}`,
    `  Database:                  ${databaseText(config)}`,
  ];
  if (config.DEMO_DATA !== 'none') {
    const width = Math.max(...DEMO_USERS.map(([username]) => username.length));
    lines.push(
      '',
      '  Sign in as one of the demo users (their password is in README.md, "Demo users"):',
      ...DEMO_USERS.map(([username, sees]) => `    ${username.padEnd(width)}  ${sees}`),
    );
  }
  lines.push('', '  Stop with Ctrl+C.', '');
  return `${lines.join('\n')}\n`;
}
