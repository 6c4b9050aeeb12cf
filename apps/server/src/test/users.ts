// Users for tests: the body an administrator sends to create one of Zahran's users, a row as the users
// table stores it, for tests that write the table directly, and a group given to an existing user.
import { eq } from 'drizzle-orm';
import type { Executor } from '../db/client.js';
import { userGroups, users } from '../db/schema/users.js';

/** A valid create-user body for Zahran (4000000101); `overrides` change any field. */
export const newUserBody = (overrides: Record<string, unknown> = {}) => ({
  username: 'cashier.one',
  merchantId: '4000000101',
  password: 'Branch#Staff2026',
  userType: 'FRONT',
  countryCode: 'JO',
  firstname: 'Huda',
  lastname: 'Amawi',
  email: 'huda.amawi@zahran.example.jo',
  mobile: '962791234567',
  groupList: ['MERCHANT_USERS'],
  ...overrides,
});

/** A users row of Zahran's as stored (the password hash is no real one: it never signs in). */
export const storedUser = (username: string, overrides: Partial<typeof users.$inferInsert> = {}) => ({
  username,
  merchantCode: '4000000101',
  firstName: 'Stored',
  lastName: 'User',
  email: 'stored.user@zahran.example.jo',
  mobile: '962791234567',
  userType: 'FRONT',
  countryCode: 'JO',
  passwordHash: 'x',
  createdBy: 'test',
  modifiedBy: 'test',
  ...overrides,
});

/** Puts the user `username` in the group `groupName` (a role their merchant's data may not need). */
export async function grantGroup(db: Executor, username: string, groupName: string): Promise<void> {
  const [user] = await db.select({ id: users.id }).from(users).where(eq(users.username, username));
  if (!user) throw new Error(`no user ${username}`);
  await db.insert(userGroups).values({ userId: user.id, groupName });
}
