import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { metadata, moment, uuidKey } from './columns.js';
import { sql } from 'drizzle-orm';
import { merchantRef } from './merchants.js';
import { embassies } from './mofa.js';

// Portal users, their groups and the roles each group bundles, and password history.

export const users = pgTable(
  'users',
  {
    id: uuidKey(),
    // Stored as name@merchantCode (spec part 1 §3 "Merchant user").
    username: text('username').notNull(),
    merchantCode: merchantRef(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    userType: text('user_type').notNull(),
    countryCode: text('country_code').notNull(),
    enabled: boolean('enabled').notNull().default(true),
    deletedAt: moment('deleted_at'),
    passwordHash: text('password_hash').notNull(),
    passwordChangedAt: moment('password_changed_at').notNull().defaultNow(),
    mustResetPassword: boolean('must_reset_password').notNull().default(false),
    failedAttempts: integer('failed_attempts').notNull().default(0),
    lockedUntil: moment('locked_until'),
    ...metadata(),
    /**
     * The embassy an embassy user reads (spec part 2 §4), fixed from the username when the user is created
     * and never read from the username again; null: every embassy.
     */
    embassyCode: text('embassy_code').references(() => embassies.code),
    /**
     * The username's underscore part names no embassy (only users from before migration 0021; creation
     * refuses such a name): as an embassy user they read nothing until an administrator fixes it.
     */
    embassyUnresolved: boolean('embassy_unresolved').notNull().default(false),
    /** The language the user chose for the portal; null: not chosen, the browser's or the bank's default. */
    language: text('language'),
    /** The digits the user reads figures and dates in while the portal speaks Arabic (docs/i18n.md). */
    digits: text('digits').notNull().default('latn'),
  },
  (t) => [
    uniqueIndex('users_username_uq').on(t.username),
    index('users_merchant_idx').on(t.merchantCode),
    // One canonical case: sign-in lower-cases what is typed, so a name with a capital could never sign in.
    check('users_username_lower_ck', sql`${t.username} = lower(${t.username})`),
    check('users_embassy_binding_ck', sql`not (${t.embassyUnresolved} and ${t.embassyCode} is not null)`),
    check('users_language_ck', sql`${t.language} in ('en', 'ar')`),
    check('users_digits_ck', sql`${t.digits} in ('latn', 'arab')`),
  ],
);

/** The user a row belongs to. */
export const userRef = () =>
  uuid('user_id')
    .notNull()
    .references(() => users.id);

export const groups = pgTable('groups', {
  name: text('name').primaryKey(),
  description: text('description').notNull(),
});

/** The group a row grants, by its name. */
const groupRef = () =>
  text('group_name')
    .notNull()
    .references(() => groups.name);

export const groupRoles = pgTable(
  'group_roles',
  {
    groupName: groupRef(),
    role: text('role').notNull(),
  },
  (t) => [primaryKey({ columns: [t.groupName, t.role] })],
);

export const userGroups = pgTable(
  'user_groups',
  {
    userId: userRef(),
    groupName: groupRef(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.groupName] })],
);

export const passwordHistory = pgTable(
  'password_history',
  {
    id: uuidKey(),
    userId: userRef(),
    passwordHash: text('password_hash').notNull(),
    createdAt: moment('created_at').notNull().defaultNow(),
  },
  (t) => [index('password_history_user_idx').on(t.userId, t.createdAt)],
);

/**
 * The groups a merchant's administrators may grant (the user form's groupList choices): the bank decides
 * per merchant, e.g. only the airline gets the booking groups.
 */
export const merchantAllowedGroups = pgTable(
  'merchant_allowed_groups',
  {
    merchantCode: merchantRef(),
    groupName: groupRef(),
  },
  (t) => [primaryKey({ columns: [t.merchantCode, t.groupName] })],
);
