// The embassy an embassy user reads (spec part 2 §4) is fixed on the user when the user is created and
// enforced from the stored value, never from the username again; migration 0021 bound the users made before
// it and refuses to guess. Runs on PGlite and, with TEST_DATABASE_URL, on PostgreSQL.
import { eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDay, todayInAmman } from '@merchant-portal/contracts/dates';
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import { MOFA_MESSAGES, type EmbassyItem } from '@merchant-portal/contracts/schemas/mofa';
import { merchantAllowedGroups, userGroups, users } from '../../db/schema/users.js';
import { createHarness, type Harness } from '../../test/harness.js';
import { runMigration } from '../../test/migrations.js';
import { defaultSearch } from '../../test/search-filter.js';
import { newUserBody } from '../../test/users.js';

const ADMIN = 'zahran.admin@4000000101';
const ALL = 'consular.all@4000000401';
const BOUND = 'consular_12@4000000401';
const EMBASSIES = '/merchant/v1/mofa/embassy-list';
const SEARCH = '/merchant/transaction/v1/read';
const today = todayInAmman();

let h: Harness;
let sessions: Record<string, Record<string, string>> = {};

beforeAll(async () => {
  h = await createHarness();
  // Zahran's administrator may grant the MOFA group here, so a new user can be an embassy user.
  await h.database.db
    .insert(merchantAllowedGroups)
    .values({ merchantCode: '4000000101', groupName: 'MOFA_USERS' });
  sessions = await h.signedIn([ADMIN, ALL, BOUND]);
});
afterAll(() => h.close());

const createEmbassyUser = (username: string) =>
  h.app.inject({
    method: 'POST',
    url: ENDPOINTS.createMerchantUser.path,
    headers: sessions[ADMIN],
    payload: newUserBody({ username, groupList: ['MOFA_USERS'] }),
  });

async function bindingOf(username: string) {
  const [row] = await h.database.db
    .select({ code: users.embassyCode, unresolved: users.embassyUnresolved })
    .from(users)
    .where(eq(users.username, username));
  return row;
}

async function embassyList(user: string) {
  return h.app.inject({ method: 'GET', url: EMBASSIES, headers: sessions[user] });
}

const codesOf = (reply: { json: () => { data: { results: EmbassyItem[] } } }) =>
  reply.json().data.results.map((item) => item.embassyCode);

const mofaSearch = (user: string, embassy: string) =>
  h.app.inject({
    method: 'POST',
    url: `${SEARCH}?currency=JOD`,
    headers: sessions[user],
    payload: {
      ...defaultSearch(formatDay(today - 30), formatDay(today - 1)),
      transactionName: 'CS',
      merchantCode: '4000000401',
      maxCount: 10,
      offset: 0,
      embassy,
    },
  });

async function setBinding(username: string, code: string | null, unresolved: boolean) {
  await h.database.db
    .update(users)
    .set({ embassyCode: code, embassyUnresolved: unresolved })
    .where(eq(users.username, username));
}

describe('creating an embassy user', () => {
  it('refuses a username whose underscore part is no embassy code, creating nothing', async () => {
    for (const name of ['consular_12a', 'consular_desk', 'consular_999']) {
      const reply = await createEmbassyUser(name);
      expect(reply.statusCode, name).toBe(400);
      expect(reply.json().errors).toEqual([{ param: 'username', msg: MOFA_MESSAGES.usernameNamesNoEmbassy }]);
      expect(await bindingOf(`${name}@4000000101`)).toBeUndefined();
    }
  });

  it('stores the embassy of consular_12 as 12, and none for a name without an underscore', async () => {
    expect((await createEmbassyUser('consular_12')).statusCode).toBe(201);
    expect(await bindingOf('consular_12@4000000101')).toEqual({ code: '12', unresolved: false });
    expect((await createEmbassyUser('consular.every')).statusCode).toBe(201);
    expect(await bindingOf('consular.every@4000000101')).toEqual({ code: null, unresolved: false });
  });

  it('lets a non-embassy user have any underscore, but never makes them an embassy user later', async () => {
    const created = await h.app.inject({
      method: 'POST',
      url: ENDPOINTS.createMerchantUser.path,
      headers: sessions[ADMIN],
      payload: newUserBody({ username: 'huda_amawi' }),
    });
    expect(created.statusCode).toBe(201);
    expect(await bindingOf('huda_amawi@4000000101')).toEqual({ code: null, unresolved: true });

    const {
      password: _password,
      merchantId: _merchant,
      ...update
    } = newUserBody({
      username: 'huda_amawi',
      groupList: ['MOFA_USERS'],
    });
    const promoted = await h.app.inject({
      method: 'PUT',
      url: ENDPOINTS.updateMerchantUser.path,
      headers: sessions[ADMIN],
      payload: update,
    });
    expect(promoted.statusCode).toBe(400);
    expect(promoted.json().errors).toEqual([
      { param: 'groupList', msg: MOFA_MESSAGES.usernameNamesNoEmbassy },
    ]);
    const [user] = await h.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'huda_amawi@4000000101'));
    const groups = await h.database.db.select().from(userGroups).where(eq(userGroups.userId, user!.id));
    expect(groups.map((group) => group.groupName)).toEqual(['MERCHANT_USERS']);
  });
});

describe('the stored binding', () => {
  it('keeps the demo users as they were: 12 sees Cairo only, consular.all every embassy', async () => {
    expect(await bindingOf(BOUND)).toEqual({ code: '12', unresolved: false });
    expect(codesOf(await embassyList(BOUND))).toEqual(['12']);
    expect(codesOf(await embassyList(ALL)).length).toBeGreaterThan(30);
  });

  it('is what counts, whatever the username says', async () => {
    await setBinding(BOUND, '7', false);
    try {
      expect(codesOf(await embassyList(BOUND))).toEqual(['7']);
      expect((await mofaSearch(BOUND, '7')).statusCode).toBe(200);
      const other = await mofaSearch(BOUND, '12');
      expect(other.statusCode).toBe(403);
      expect(other.json().message).toBe(MOFA_MESSAGES.otherEmbassy);
    } finally {
      await setBinding(BOUND, '12', false);
    }
  });

  it('unresolved, shows an embassy user nothing: a 403 that says why, on the list and the search', async () => {
    await setBinding(BOUND, null, true);
    try {
      for (const reply of [await embassyList(BOUND), await mofaSearch(BOUND, '')]) {
        expect(reply.statusCode).toBe(403);
        expect(reply.json().message).toBe(MOFA_MESSAGES.unresolvedEmbassy);
      }
    } finally {
      await setBinding(BOUND, '12', false);
    }
  });
});

// Last in the file: it takes the columns away and brings them back, under the sessions' prepared reads.
describe('migration 0021', () => {
  it('binds existing users from their usernames and marks a part that is no embassy unresolved', async () => {
    const db = h.database.db;
    // The change feed's trigger (0024) watches the columns: kept aside while they are gone.
    const trigger = (await db.execute(sql`select pg_get_triggerdef(oid) as def from pg_trigger
      where tgname = 'users_auth_changed'`)) as { rows: { def: string }[] };
    const triggerDef = trigger.rows[0]!.def;
    await db.execute(sql`drop trigger users_auth_changed on users`);
    await db.execute(sql`drop index mail_outbox_merchant_idx`);
    await db.execute(sql`alter table users drop constraint users_embassy_binding_ck`);
    await db.execute(sql`alter table users drop column embassy_code, drop column embassy_unresolved`);
    const names = ['old_12@4000000101', 'old_7@4000000101', 'old_12a@4000000101', 'old_desk@4000000101'];
    const more = ['old_999@4000000101', 'old.all@4000000101', 'old_a_7@4000000101'];
    for (const username of [...names, ...more]) {
      await db.execute(sql`insert into users (username, merchant_code, first_name, last_name, email, mobile,
        user_type, country_code, password_hash, created_by, modified_by)
        values (${username}, '4000000101', 'Old', 'User', 'old@zahran.example.jo',
        '962791234567', 'FRONT', 'JO', 'x', 'test', 'test')`);
    }

    await runMigration(db, '0021_embassy_binding_mail_cap');
    await db.execute(sql.raw(triggerDef));

    const rows = await db
      .select({ username: users.username, code: users.embassyCode, unresolved: users.embassyUnresolved })
      .from(users)
      .where(inArray(users.username, [...names, ...more, BOUND, ALL]));
    // Sorted here: the database's collation may order '.' and '_' otherwise.
    rows.sort((a, b) => (a.username < b.username ? -1 : 1));
    expect(rows).toEqual([
      { username: ALL, code: null, unresolved: false },
      { username: BOUND, code: '12', unresolved: false },
      { username: 'old.all@4000000101', code: null, unresolved: false },
      { username: 'old_12@4000000101', code: '12', unresolved: false },
      { username: 'old_12a@4000000101', code: null, unresolved: true },
      { username: 'old_7@4000000101', code: '7', unresolved: false },
      { username: 'old_999@4000000101', code: null, unresolved: true },
      { username: 'old_a_7@4000000101', code: '7', unresolved: false },
      { username: 'old_desk@4000000101', code: null, unresolved: true },
    ]);
  });
});
