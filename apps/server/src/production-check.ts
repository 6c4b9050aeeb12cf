// A production start refuses a database holding demo users: their password is in the README. The names are
// the server's own (the demo package, which creates them, is never loaded in production); the production
// test checks they are every demo user's.
import { inArray } from 'drizzle-orm';
import type { Config } from './config.js';
import type { Database } from './db/client.js';
import { users } from './db/schema/users.js';

const DEMO_USERNAMES = [
  'zahran.admin@4000000101',
  'zahran.teller@4000000101',
  'zahran.analyst@4000000101',
  'zahran.newuser@4000000101',
  'petra.admin@4000000194',
  'wings.maker@4000000301',
  'wings.checker@4000000301',
  'consular.all@4000000401',
  'consular_12@4000000401',
  'modee.user@4000000501',
  'rides.admin@4000000601',
  'market.reports@4000000701',
];

/** Throws, naming them, when `NODE_ENV=production` and any demo user is in the database. */
export async function refuseDemoUsersInProduction(
  db: Database,
  config: Pick<Config, 'NODE_ENV'>,
): Promise<void> {
  if (config.NODE_ENV !== 'production') return;
  const present = await db
    .select({ username: users.username })
    .from(users)
    .where(inArray(users.username, DEMO_USERNAMES))
    .orderBy(users.username);
  if (present.length === 0) return;
  const names = present.map((row) => row.username).join(', ');
  throw new Error(
    `NODE_ENV=production refuses the demo users, whose password is public: remove ${names} ` +
      'from the users table, or run this database as a demo (without NODE_ENV=production)',
  );
}
