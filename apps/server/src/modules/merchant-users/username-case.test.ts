// Usernames in one canonical case: what an administrator types is stored lower-case, signs in however it is
// typed, and a name that differs from another only by case is the same name. Migration 0007 brought the rows
// made before this into that form.
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import { MERCHANT_USER_MESSAGES as TEXT } from '@merchant-portal/contracts/schemas/merchant-users';
import { asc, eq, like, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/users.js';
import { createHarness, type Harness } from '../../test/harness.js';
import { runMigration } from '../../test/migrations.js';
import { newUserBody, storedUser } from '../../test/users.js';

const ADMIN = 'zahran.admin@4000000101';
const PASSWORD = 'Branch#Staff2026';

let h: Harness;
let admin: Record<string, string>;
beforeAll(async () => {
  h = await createHarness();
  admin = await h.headers(await h.signIn(ADMIN));
});
afterAll(() => h.close());

const create = (username: string) =>
  h.app.inject({
    method: 'POST',
    url: ENDPOINTS.createMerchantUser.path,
    headers: admin,
    payload: newUserBody({ username, password: PASSWORD }),
  });

describe('one canonical case', () => {
  it('stores Mixed.One as mixed.one, who then signs in however the name is typed', async () => {
    expect((await create('Mixed.One')).statusCode).toBe(201);
    const stored = await h.database.db
      .select({ username: users.username })
      .from(users)
      .where(like(users.username, '%ixed.%ne@4000000101'));
    expect(stored).toEqual([{ username: 'mixed.one@4000000101' }]);

    const signIn = await h.app.inject({
      method: 'POST',
      url: ENDPOINTS.signIn.path,
      headers: await h.headers(),
      payload: { username: 'Mixed.One@4000000101', password: PASSWORD },
    });
    // First sign-in of an administrator-made user: the reset is required, which proves the password matched.
    expect(signIn.json().code).toBe('010');
  });

  it('refuses a name that differs only by case, and finds a user by any case', async () => {
    const again = await create('MIXED.one');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe(TEXT.usernameTaken);

    const details = await h.app.inject({
      method: 'POST',
      url: ENDPOINTS.merchantUser.path,
      headers: admin,
      payload: { userName: 'MIXED.ONE' },
    });
    expect(details.statusCode).toBe(200);
    expect(details.json().data.username).toBe('mixed.one@4000000101');
  });

  it('the database refuses a username with a capital', async () => {
    const error = await h.database.db
      .update(users)
      .set({ username: 'Mixed.One@4000000101' })
      .where(eq(users.username, 'mixed.one@4000000101'))
      .then(
        () => null,
        (failure: unknown) => failure,
      );
    expect(String((error as Error & { cause?: unknown })?.cause ?? error)).toMatch(/users_username_lower_ck/);
  });
});

describe('migration 0007', () => {
  it('lower-cases names, keeps the lower-case one of a clash and retires the others with their history', async () => {
    const db = h.database.db;
    await db.execute(sql`alter table users drop constraint users_username_lower_ck`);
    const template = (username: string, createdOn: string) =>
      storedUser(username, { createdOn: new Date(createdOn) });
    await db
      .insert(users)
      .values([
        template('Only.Capital@4000000101', '2026-01-01'),
        template('Case.X@4000000101', '2026-01-01'),
        template('case.x@4000000101', '2026-02-01'),
        template('Both.Mixed@4000000101', '2026-01-01'),
        template('BOTH.mixed@4000000101', '2026-02-01'),
      ]);

    await runMigration(db, '0007_usernames_lower_case');

    const rows = await db
      .select({ username: users.username, enabled: users.enabled, deletedAt: users.deletedAt })
      .from(users)
      .where(sql`${users.username} similar to '(only.capital|case.x|both.mixed)%'`)
      .orderBy(asc(users.username));
    const summary = rows.map((row) => [
      row.username.replace(/~[0-9a-f]{8}@/, '~…@'),
      row.enabled,
      row.deletedAt !== null,
    ]);
    expect(summary).toEqual([
      ['both.mixed@4000000101', true, false],
      ['both.mixed~…@4000000101', false, true],
      ['case.x@4000000101', true, false],
      ['case.x~…@4000000101', false, true],
      ['only.capital@4000000101', true, false],
    ]);
  });
});
