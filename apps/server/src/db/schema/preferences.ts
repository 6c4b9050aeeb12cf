import { jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { moment } from './columns.js';
import { users } from './users.js';

/**
 * What a user keeps across sessions and browsers: which columns of a screen's grid they show. Keyed by the
 * user's id, so a user deleted takes their preferences along and a new user of the same name starts afresh.
 */
export const userColumnPreferences = pgTable(
  'user_column_preferences',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    screen: text('screen').notNull(),
    visibility: jsonb('visibility').$type<Record<string, boolean>>().notNull(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [primaryKey({ name: 'user_column_preferences_pk', columns: [t.userId, t.screen] })],
);
