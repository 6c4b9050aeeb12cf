import type { EndpointName } from '@merchant-portal/contracts/endpoints';
import { describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { MERCHANT_USER_MESSAGES as TEXT } from '@merchant-portal/contracts/schemas/merchant-users';
import { DEMO_PASSWORD } from '@merchant-portal/demo/catalogue';
import { useHarness } from '../../test/harness.js';
import { newUserBody } from '../../test/users.js';

const ADMIN = 'zahran.admin@4000000101';
const PETRA = 'petra.admin@4000000194';
const TELLER = 'zahran.teller@4000000101';
const NEW_PASSWORD = 'Branch#Staff2026';

const h = useHarness({ users: [ADMIN, PETRA, TELLER, 'rides.admin@4000000601'] });

/** One call by endpoint name as `user`. Its body may break the schema on purpose: the server's check is tested. */
function call(name: EndpointName, user: string, body?: object) {
  return h.call(name, { headers: h.sessions[user], body });
}

const newUser = newUserBody;

/** A create or an update of a user as `user`: the valid form, with `fields` changed. */
const createUser = (user: string, fields?: Record<string, unknown>) =>
  call('createMerchantUser', user, newUser(fields));
const updateUser = (user: string, fields?: Record<string, unknown>) =>
  call('updateMerchantUser', user, newUser(fields));

async function auditRows(action: string, target: string) {
  type AuditRow = { actor_username: string; outcome: string; merchant_code: string; ip: string };
  const result = (await h.database.db.execute(
    sql`select actor_username, outcome, merchant_code, ip, details from audit_log
        where action = ${action} and target_username = ${target} order by at`,
  )) as { rows: AuditRow[] };
  return result.rows;
}

describe('GET merchant details', () => {
  it('gives the merchant with charge rates, branches and their terminals', async () => {
    const reply = await call('merchantDetails', ADMIN);
    expect(reply.statusCode).toBe(200);
    const { data } = reply.json();
    expect(data).toMatchObject({
      merchantCode: '4000000101',
      merchantName: 'Zahran Hypermarkets',
      status: 'Active',
    });
    expect(data.chargeRates).toHaveProperty('fixedRate');
    expect(data.chargeRates).toHaveProperty('otherBankCardRate');
    expect(Object.keys(data.chargeRates).some((key) => key.endsWith('CreditRate'))).toBe(true);
    expect(data.branches).toHaveLength(12);
    for (const branch of data.branches) {
      expect(branch.merchantCode).toBe('4000000101');
      for (const terminal of branch.terminals)
        expect(terminal.terminalId.startsWith(branch.branchId)).toBe(true);
    }
  });

  it('needs merchant:read', async () => {
    expect((await call('merchantDetails', TELLER)).statusCode).toBe(403);
  });
});

describe('list, details and groups', () => {
  it("lists only the administrator's merchant's users", async () => {
    const reply = await call('merchantUsers', ADMIN, { page: 0, size: 100 });
    expect(reply.statusCode).toBe(200);
    const names = reply.json().data.results.map((user: { username: string }) => user.username);
    expect(names).toContain(TELLER);
    for (const name of names) expect(name).toMatch(/@4000000101$/);
    const petra = (await call('merchantUsers', PETRA, { page: 0, size: 100 })).json().data.results;
    expect(petra.map((user: { username: string }) => user.username)).toEqual([PETRA]);
  });

  it('details of a user of the merchant, with or without the suffix; never of another merchant', async () => {
    const reply = await call('merchantUser', ADMIN, { userName: TELLER });
    expect(reply.json().data).toMatchObject({ username: TELLER, groups: ['MERCHANT_USERS'], enabled: true });
    expect((await call('merchantUser', ADMIN, { userName: 'zahran.teller' })).statusCode).toBe(200);
    expect((await call('merchantUser', ADMIN, { userName: PETRA })).statusCode).toBe(403);
    expect((await call('merchantUser', ADMIN, { userName: 'nobody.here' })).statusCode).toBe(404);
  });

  it('offers the groups the bank allows this merchant', async () => {
    const zahran = (await call('userGroups', ADMIN)).json().data.results.map((g: { name: string }) => g.name);
    expect(zahran).toContain('MERCHANT_USERS');
    expect(zahran).not.toContain('RIDE_HAILING_USERS');
    const rides = (await call('userGroups', 'rides.admin@4000000601')).json().data.results;
    expect(rides.map((g: { name: string }) => g.name)).toContain('RIDE_HAILING_USERS');
    expect(rides[0]).toHaveProperty('description');
  });

  it('is closed to users without merchant-users:read', async () => {
    expect((await call('merchantUsers', TELLER, {})).statusCode).toBe(403);
    expect((await call('userGroups', TELLER)).statusCode).toBe(403);
  });
});

describe('create (signup)', () => {
  it('creates name@merchantCode, who must reset the password at first sign-in', async () => {
    const reply = await createUser(ADMIN);
    expect(reply.statusCode).toBe(201);
    expect(reply.json().data.message).toBe(TEXT.created);
    const details = (await call('merchantUser', ADMIN, { userName: 'cashier.one@4000000101' })).json().data;
    expect(details).toMatchObject({ mustResetPassword: true, groups: ['MERCHANT_USERS'], createdBy: ADMIN });
    const signIn = await h.call('signIn', {
      headers: await h.headers(),
      body: { username: 'cashier.one@4000000101', password: NEW_PASSWORD },
    });
    expect(signIn.statusCode).toBe(403);
    expect(signIn.json().code).toBe('010');
    expect(await auditRows('user-create', 'cashier.one@4000000101')).toEqual([
      expect.objectContaining({
        actor_username: ADMIN,
        outcome: 'success',
        merchant_code: '4000000101',
        ip: expect.any(String),
      }),
    ]);
  });

  it('refuses a taken username', async () => {
    const reply = await createUser(ADMIN, { username: 'zahran.teller' });
    expect(reply.statusCode).toBe(409);
    expect(reply.json().message).toBe(TEXT.usernameTaken);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['short username', { username: 'abc' }, 'username', 'Must be at least 8 characters'],
    ['username characters', { username: 'bad name!' }, 'username', TEXT.usernameCharacters],
    ['missing username', { username: '' }, 'username', MESSAGES.required],
    ['e-mail', { email: 'not-an-email' }, 'email', TEXT.invalidEmail],
    ['mobile digits', { mobile: '07x' }, 'mobile', TEXT.numericMobile],
    ['mobile length', { mobile: '1234567890123456' }, 'mobile', 'Must be at most 15 characters'],
    ['first name', { firstname: '' }, 'firstname', MESSAGES.required],
    ['last name length', { lastname: 'x'.repeat(51) }, 'lastname', 'Must be at most 50 characters'],
    ['password complexity', { password: 'simplepassword' }, 'password', MESSAGES.passwordComplexity],
    // One new-password rule with the password change: too short is not complex enough (part 1 §5).
    ['password length', { password: 'Ab1!' }, 'password', MESSAGES.passwordComplexity],
    ['password too long', { password: `Ab1!${'x'.repeat(61)}` }, 'password', 'Must be at most 64 characters'],
    ['user type', { userType: 'ADMIN' }, 'userType', MESSAGES.required],
    ['country', { countryCode: 'US' }, 'countryCode', MESSAGES.required],
    ['groups', { groupList: [] }, 'groupList', TEXT.groupsRequired],
  ])('validates the %s', async (_name, change, param, message) => {
    const reply = await createUser(ADMIN, { username: 'rules.check', ...change });
    expect(reply.statusCode).toBe(400);
    expect(reply.json().message).toBe(MESSAGES.validationErrors);
    expect(reply.json().errors).toContainEqual({ param, msg: message });
    expect((await call('merchantUser', ADMIN, { userName: 'rules.check' })).statusCode).toBe(404);
  });

  it('refuses another merchant by merchantId, and groups the merchant may not grant', async () => {
    const other = await createUser(ADMIN, { username: 'sneaky.user', merchantId: '4000000194' });
    expect(other.statusCode).toBe(403);
    const group = await createUser(ADMIN, { username: 'rider.user', groupList: ['RIDE_HAILING_USERS'] });
    expect(group.statusCode).toBe(400);
    expect(group.json().errors).toEqual([{ param: 'groupList', msg: TEXT.groupNotOffered }]);
    expect((await call('merchantUser', ADMIN, { userName: 'sneaky.user' })).statusCode).toBe(404);
    expect(await auditRows('user-create', 'sneaky.user@4000000101')).toEqual([
      expect.objectContaining({ outcome: 'failure' }),
    ]);
  });

  it('is refused without merchant-users:write', async () => {
    expect((await createUser(TELLER, { username: 'teller.made' })).statusCode).toBe(403);
  });
});

describe('passwords an administrator sets', () => {
  it('are held to the guessability rule on create and on update, and the refusal is audited', async () => {
    const created = await createUser(ADMIN, { username: 'weak.pass', password: 'Zahran@2026' });
    expect(created.statusCode).toBe(400);
    expect(created.json().errors).toEqual([{ param: 'password', msg: MESSAGES.passwordTooCommon }]);
    expect((await call('merchantUser', ADMIN, { userName: 'weak.pass' })).statusCode).toBe(404);
    expect((await auditRows('user-create', 'weak.pass@4000000101')).map((row) => row.outcome)).toEqual([
      'failure',
    ]);

    const updated = await call('updateMerchantUser', ADMIN, {
      ...newUser({ username: 'zahran.teller' }),
      password: 'Password1!',
    });
    expect(updated.statusCode).toBe(400);
    expect(updated.json().errors).toEqual([{ param: 'password', msg: MESSAGES.passwordTooCommon }]);
    expect(await h.signIn(TELLER)).toEqual(expect.any(String));
  });
});

describe('update', () => {
  it('changes the profile and groups by the name without suffix', async () => {
    await createUser(ADMIN, { username: 'cashier.two' });
    const reply = await call('updateMerchantUser', ADMIN, {
      ...newUser({
        username: 'cashier.two',
        firstname: 'Hala',
        groupList: ['MERCHANT_USERS', 'REPORT_USERS'],
      }),
      password: '',
    });
    expect(reply.statusCode).toBe(200);
    expect(reply.json().data.message).toBe(TEXT.updated);
    const details = (await call('merchantUser', ADMIN, { userName: 'cashier.two' })).json().data;
    expect(details).toMatchObject({
      firstName: 'Hala',
      groups: ['MERCHANT_USERS', 'REPORT_USERS'],
      modifiedBy: ADMIN,
    });
  });

  it("a password set by the administrator ends the user's sessions and must be changed", async () => {
    const analyst = 'zahran.analyst@4000000101';
    const session = await h.headers(await h.signIn(analyst));
    const reply = await call('updateMerchantUser', ADMIN, {
      ...newUser({ username: 'zahran.analyst', groupList: ['DASHBOARD_USERS', 'ADVANCED_DASHBOARD_USERS'] }),
      password: NEW_PASSWORD,
    });
    expect(reply.statusCode).toBe(200);
    const after = await h.call('selfInfo', { headers: session });
    expect(after.statusCode).toBe(401);
    expect((await call('merchantUser', ADMIN, { userName: analyst })).json().data.mustResetPassword).toBe(
      true,
    );
  });

  it('refuses users of another merchant, and changing one’s own groups', async () => {
    const other = await updateUser(ADMIN, { username: 'petra.admin@4000000194' });
    expect(other.statusCode).toBe(400); // the form's username has no @: refused before anything is read
    const suffixed = await updateUser(PETRA, { username: 'zahran.teller', merchantId: '4000000194' });
    expect(suffixed.statusCode).toBe(404);
    const self = await updateUser(ADMIN, { username: 'zahran.admin', groupList: ['MERCHANT_USERS'] });
    expect(self.statusCode).toBe(400);
    expect(self.json().message).toBe(TEXT.cannotChangeOwnGroups);
    const teller = (await call('merchantUser', ADMIN, { userName: TELLER })).json().data;
    expect(teller.firstName).toBe('Omar');
  });
});

describe('enable, disable, delete', () => {
  it("disabling ends the user's live session at once; enabling lets them back in", async () => {
    const tellerSession = await h.headers(await h.signIn(TELLER));
    const disabled = await call('disableMerchantUser', ADMIN, { userName: TELLER });
    expect(disabled.statusCode).toBe(200);
    const refused = await h.call('selfInfo', { headers: tellerSession });
    expect(refused.statusCode).toBe(401);
    await expect(h.signIn(TELLER)).rejects.toThrow(/403/);
    expect((await call('merchantUser', ADMIN, { userName: TELLER })).json().data.enabled).toBe(false);

    expect((await call('enableMerchantUser', ADMIN, { userName: TELLER })).statusCode).toBe(200);
    h.sessions[TELLER] = await h.headers(await h.signIn(TELLER));
    expect(await auditRows('user-disable', TELLER)).toEqual([
      expect.objectContaining({ outcome: 'success' }),
    ]);
    expect(await auditRows('user-enable', TELLER)).toEqual([expect.objectContaining({ outcome: 'success' })]);
  });

  it('refuses disabling or deleting oneself', async () => {
    const disable = await call('disableMerchantUser', ADMIN, { userName: ADMIN });
    expect(disable.statusCode).toBe(400);
    expect(disable.json().message).toBe(TEXT.cannotDisableSelf);
    const remove = await call('deleteMerchantUser', ADMIN, { username: ADMIN });
    expect(remove.statusCode).toBe(400);
    expect(remove.json().message).toBe(TEXT.cannotDeleteSelf);
    expect(await auditRows('user-delete', ADMIN)).toEqual([expect.objectContaining({ outcome: 'failure' })]);
  });

  it('never touches a user of another merchant', async () => {
    for (const [name, body] of [
      ['disableMerchantUser', { userName: PETRA }],
      ['enableMerchantUser', { userName: PETRA }],
      ['deleteMerchantUser', { username: PETRA }],
    ] as const) {
      expect((await call(name, ADMIN, body)).statusCode).toBe(403);
    }
    expect((await call('merchantUsers', PETRA, {})).json().data.results[0].enabled).toBe(true);
  });

  it('is refused without merchant-users:write', async () => {
    expect((await call('disableMerchantUser', TELLER, { userName: ADMIN })).statusCode).toBe(403);
    expect((await call('enableMerchantUser', TELLER, { userName: ADMIN })).statusCode).toBe(403);
    expect((await call('deleteMerchantUser', TELLER, { username: ADMIN })).statusCode).toBe(403);
    expect((await updateUser(TELLER, { username: 'zahran.teller' })).statusCode).toBe(403);
  });

  it('deleting ends the sessions for good, keeps the history and the name', async () => {
    await createUser(ADMIN, { username: 'leaving.user' });
    const username = 'leaving.user@4000000101';
    // The user sets a password of their own, then signs in.
    const reset = await h.call('resetPassword', {
      headers: await h.headers(),
      body: {
        username,
        currentPassword: NEW_PASSWORD,
        newPassword1: DEMO_PASSWORD,
        newPassword2: DEMO_PASSWORD,
      },
    });
    expect(reset.statusCode).toBe(200);
    const session = await h.headers(await h.signIn(username));

    expect((await call('deleteMerchantUser', ADMIN, { username })).statusCode).toBe(200);
    const after = await h.call('selfInfo', { headers: session });
    expect(after.statusCode).toBe(401);
    await expect(h.signIn(username)).rejects.toThrow(/401/);
    const list = (await call('merchantUsers', ADMIN, {})).json().data.results;
    expect(list.map((user: { username: string }) => user.username)).not.toContain(username);
    expect((await createUser(ADMIN, { username: 'leaving.user' })).statusCode).toBe(409);
    expect((await auditRows('user-create', username)).length).toBeGreaterThan(0);
    expect(await auditRows('user-delete', username)).toEqual([
      expect.objectContaining({ actor_username: ADMIN, outcome: 'success' }),
    ]);
  });
});
