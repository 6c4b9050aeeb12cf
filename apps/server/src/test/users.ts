// Users for tests: the body an administrator sends to create one of Zahran's users, and a row as the users
// table stores it, for tests that write the table directly.
import type { users } from '../db/schema/users.js';

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
