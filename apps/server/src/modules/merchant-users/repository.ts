// SQL of merchant-user administration. Every read takes the merchant code; deleted users stay in the
// table (their audit history and username stay theirs) but are never listed or found. Writes run in the
// transaction of the service that called them.
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.js';
import {
  groupRoles,
  groups,
  merchantAllowedGroups,
  passwordHistory,
  userGroups,
  users,
} from '../../db/schema/users.js';

export type MerchantUserRow = typeof users.$inferSelect & { groups: string[] };

const groupNames = sql<string[]>`coalesce(
  (select array_agg(${userGroups.groupName} order by ${userGroups.groupName}) from ${userGroups}
   where ${userGroups.userId} = ${users.id}), '{}')`;

export async function listMerchantUsers(db: Executor, merchantCode: string): Promise<MerchantUserRow[]> {
  const rows = await db
    .select({ user: users, groups: groupNames })
    .from(users)
    .where(and(eq(users.merchantCode, merchantCode), isNull(users.deletedAt)))
    .orderBy(asc(users.username));
  return rows.map((row) => ({ ...row.user, groups: row.groups }));
}

/**
 * A live user of the merchant. With `lock`, the user's row stays locked for the rest of the transaction:
 * concurrent changes of one user run one after the other, and one that waited sees the user as the one
 * before it left them (deleted: not found).
 */
export async function findMerchantUser(
  db: Executor,
  merchantCode: string,
  username: string,
  { lock = false } = {},
): Promise<MerchantUserRow | undefined> {
  const query = db
    .select({ user: users, groups: groupNames })
    .from(users)
    .where(and(eq(users.merchantCode, merchantCode), eq(users.username, username), isNull(users.deletedAt)))
    .limit(1);
  const [row] = await (lock ? query.for('update', { of: users }) : query);
  return row && { ...row.user, groups: row.groups };
}

/** Deleted users keep their names: a new account can never inherit someone's history. */
export async function usernameTaken(db: Executor, username: string): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.username, username)).limit(1);
  return Boolean(row);
}

export async function allowedGroups(db: Executor, merchantCode: string) {
  return db
    .select({ name: groups.name, description: groups.description })
    .from(merchantAllowedGroups)
    .innerJoin(groups, eq(groups.name, merchantAllowedGroups.groupName))
    .where(eq(merchantAllowedGroups.merchantCode, merchantCode))
    .orderBy(asc(groups.name));
}

/** The roles the groups bundle. */
export async function rolesOfGroups(db: Executor, groupNames: string[]): Promise<string[]> {
  if (groupNames.length === 0) return [];
  const rows = await db
    .selectDistinct({ role: groupRoles.role })
    .from(groupRoles)
    .where(inArray(groupRoles.groupName, groupNames));
  return rows.map((row) => row.role);
}

/** What an administrator sets of a user, on creation and on every update. */
export interface UserProfile {
  firstName: string;
  lastName: string;
  email: string;
  mobile: string;
  userType: string;
  countryCode: string;
}

export interface NewMerchantUser extends UserProfile {
  username: string;
  merchantCode: string;
  passwordHash: string;
  groups: string[];
  by: string;
  /** The embassy binding its username gives (spec part 2 §4), stored once here. */
  embassyCode: string | null;
  embassyUnresolved: boolean;
}

const profileColumns = (profile: UserProfile) => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  email: profile.email,
  mobile: profile.mobile,
  userType: profile.userType,
  countryCode: profile.countryCode,
});

/** The user, their groups and the first row of their password history. */
export async function insertMerchantUser(tx: Executor, user: NewMerchantUser, at: Date): Promise<void> {
  const [row] = await tx
    .insert(users)
    .values({
      username: user.username,
      merchantCode: user.merchantCode,
      ...profileColumns(user),
      passwordHash: user.passwordHash,
      passwordChangedAt: at,
      mustResetPassword: true,
      embassyCode: user.embassyCode,
      embassyUnresolved: user.embassyUnresolved,
      createdOn: at,
      createdBy: user.by,
      modifiedOn: at,
      modifiedBy: user.by,
    })
    .returning({ id: users.id });
  if (!row) throw new Error(`could not insert ${user.username}`);
  await tx.insert(userGroups).values(user.groups.map((groupName) => ({ userId: row.id, groupName })));
  await tx.insert(passwordHistory).values({ userId: row.id, passwordHash: user.passwordHash, createdAt: at });
}

export interface UserChanges extends UserProfile {
  groups: string[];
  /** A new password set by the administrator: the user must change it at the next sign-in. */
  passwordHash?: string | undefined;
  by: string;
}

/** The profile, the groups (replaced) and, when set, the new password and its history row. */
export async function updateMerchantUser(
  tx: Executor,
  userId: string,
  changes: UserChanges,
  at: Date,
): Promise<void> {
  await tx
    .update(users)
    .set({
      ...profileColumns(changes),
      modifiedOn: at,
      modifiedBy: changes.by,
      ...(changes.passwordHash && {
        passwordHash: changes.passwordHash,
        passwordChangedAt: at,
        mustResetPassword: true,
        failedAttempts: 0,
        lockedUntil: null,
      }),
    })
    .where(eq(users.id, userId));
  await tx.delete(userGroups).where(eq(userGroups.userId, userId));
  await tx.insert(userGroups).values(changes.groups.map((groupName) => ({ userId, groupName })));
  if (changes.passwordHash) {
    await tx.insert(passwordHistory).values({ userId, passwordHash: changes.passwordHash, createdAt: at });
  }
}

export async function setUserEnabled(db: Executor, userId: string, enabled: boolean, by: string, at: Date) {
  await db.update(users).set({ enabled, modifiedOn: at, modifiedBy: by }).where(eq(users.id, userId));
}

export async function markUserDeleted(db: Executor, userId: string, by: string, at: Date) {
  await db
    .update(users)
    .set({ enabled: false, deletedAt: at, modifiedOn: at, modifiedBy: by })
    .where(eq(users.id, userId));
}
