// A production start refuses a database holding demo users: their password is in the README.
import { inArray } from 'drizzle-orm';
import type { Config } from '../config.js';
import type { Database } from '../db/client.js';
import { users } from '../db/schema/users.js';
import { DEMO_USERS } from './catalogue.js';

/** Throws, naming them, when `NODE_ENV=production` and any demo user is in the database. */
export async function refuseDemoUsersInProduction(
  db: Database,
  config: Pick<Config, 'NODE_ENV'>,
): Promise<void> {
  if (config.NODE_ENV !== 'production') return;
  const present = await db
    .select({ username: users.username })
    .from(users)
    .where(
      inArray(
        users.username,
        DEMO_USERS.map((user) => user.username),
      ),
    )
    .orderBy(users.username);
  if (present.length === 0) return;
  const names = present.map((row) => row.username).join(', ');
  throw new Error(
    `NODE_ENV=production refuses the demo users, whose password is public: remove ${names} ` +
      'from the users table, or run this database as a demo (without NODE_ENV=production)',
  );
}
