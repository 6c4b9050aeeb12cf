import { createHash } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { createHarness, type Harness } from '../../test/harness.js';
import { DEMO_PASSWORD, NEW_USER_PASSWORD } from '@merchant-portal/demo/catalogue';
import { auditLog } from '../../db/schema/auth.js';
import { users } from '../../db/schema/users.js';

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(() => h.close());

const sha256 = (value: string) => createHash('sha256').update(value).digest('hex');
const change = (username: string, currentPassword: string, newPassword: string, confirm = newPassword) => ({
  username,
  currentPassword,
  newPassword1: newPassword,
  newPassword2: confirm,
});
const reset = async (payload: ReturnType<typeof change>) =>
  h.call('resetPassword', { headers: await h.headers(), body: payload });
const update = async (token: string, payload: ReturnType<typeof change>) =>
  h.call('updatePassword', { headers: await h.headers(token), body: payload });
const signInStatus = async (username: string, password: string) =>
  (await h.call('signIn', { headers: await h.headers(), body: { username, password } })).statusCode;

describe('breach check (POST /merchant/auth/v1/password/validate)', () => {
  const validate = async (value: string, query = '?country=JO&lang=en') =>
    h.app.inject({
      method: 'POST',
      url: `/merchant/auth/v1/password/validate${query}`,
      headers: await h.headers(),
      payload: { value },
    });

  it('knows common passwords by their SHA-256 digest', async () => {
    expect((await validate(sha256('p@ssw0rd'))).json()).toEqual({ data: { exist: true } });
    expect((await validate(sha256('123456'))).json()).toEqual({ data: { exist: true } });
    expect((await validate(sha256('quiet-harbour-lantern-71#'))).json()).toEqual({ data: { exist: false } });
  });

  it('needs country and lang in the query and a hex digest in the body', async () => {
    const noCountry = await validate(sha256('x'), '?lang=en');
    expect(noCountry.statusCode).toBe(400);
    expect(noCountry.json().message).toBe('Invalid params: country');
    const notDigest = await validate('password');
    expect(notDigest.statusCode).toBe(400);
    expect(notDigest.json().errors[0].param).toBe('value');
  });
});

describe('first-login reset (POST /merchant/auth/v1/resetPassword)', () => {
  const username = 'zahran.newuser@4000000101';

  it('enforces every rule of the shared schema on the server', async () => {
    const cases: [ReturnType<typeof change>, string, string][] = [
      [change(username, NEW_USER_PASSWORD, 'weakpass'), 'newPassword1', MESSAGES.passwordComplexity],
      [
        change(username, NEW_USER_PASSWORD, 'Str0ng!Pass', 'Str0ng!Pasz'),
        'newPassword2',
        MESSAGES.passwordMismatch,
      ],
      [
        change(username, NEW_USER_PASSWORD, 'Zahran.newuser123!'),
        'newPassword1',
        MESSAGES.passwordContainsUsername,
      ],
      [change(username, 'abc', 'Str0ng!Pass'), 'currentPassword', 'Must be at least 4 characters'],
      [
        { ...change(username, NEW_USER_PASSWORD, 'Str0ng!Pass'), newPassword2: '' },
        'newPassword2',
        MESSAGES.required,
      ],
    ];
    for (const [payload, param, msg] of cases) {
      const response = await reset(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().message).toBe(MESSAGES.validationErrors);
      expect(response.json().errors).toContainEqual({ param, msg });
    }
  });

  it('refuses a common password, whatever its case', async () => {
    const response = await reset(change(username, NEW_USER_PASSWORD, 'P@ssw0rd'));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ param: 'newPassword1', msg: MESSAGES.passwordTooCommon }]);
  });

  it('refuses a wrong current password with 401 and the spec text', async () => {
    const response = await reset(change(username, 'Not#Current1', 'Str0ng!Pass'));
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ code: '401', message: MESSAGES.incorrectCurrentPassword });
  });

  it('refuses to reuse the current password', async () => {
    const response = await reset(change(username, NEW_USER_PASSWORD, NEW_USER_PASSWORD));
    expect(response.json().errors).toEqual([{ param: 'newPassword1', msg: MESSAGES.passwordReused }]);
  });

  it('sets the new password; the old one stops working and the reset is audited', async () => {
    expect(await signInStatus(username, NEW_USER_PASSWORD)).toBe(403);
    const response = await reset(change(username, NEW_USER_PASSWORD, 'Fresh#Start2026'));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { message: MESSAGES.passwordChanged } });
    expect(await signInStatus(username, 'Fresh#Start2026')).toBe(200);
    expect(await signInStatus(username, NEW_USER_PASSWORD)).toBe(401);
    const rows = await h.database.db.select().from(auditLog).where(eq(auditLog.targetUsername, username));
    expect(rows.map((row) => `${row.action}:${row.outcome}`)).toContain('password-reset:success');
  });
});

describe('password change (PUT /merchant/auth/v1/updatePassword)', () => {
  const username = 'zahran.analyst@4000000101';

  // Passwords that pass every composition rule yet fall to the first guesses of an attacker.
  it.each(['Password1!', 'Passw0rd!', 'Welcome1!', 'Qwerty123!', 'Admin@123', 'Jordan@123', 'Zahran@2026'])(
    'refuses %s as too easy to guess, and changes nothing',
    async (guessable) => {
      const token = await h.signIn(username);
      const response = await update(token, change(username, DEMO_PASSWORD, guessable));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ param: 'newPassword1', msg: MESSAGES.passwordTooCommon }]);
      expect(await signInStatus(username, DEMO_PASSWORD)).toBe(200);
    },
  );

  it("counts the user's own names as easy guesses", async () => {
    const token = await h.signIn(username);
    const [analyst] = await h.database.db
      .select({ lastName: users.lastName })
      .from(users)
      .where(eq(users.username, username));
    const response = await update(token, change(username, DEMO_PASSWORD, `${analyst?.lastName}@2026`));
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual([{ param: 'newPassword1', msg: MESSAGES.passwordTooCommon }]);
  });

  it('changes the password, keeps this session and ends the others', async () => {
    const other = await h.signIn(username);
    const mine = await h.signIn(username);
    const response = await update(mine, change(username, DEMO_PASSWORD, 'Second#Pass2026'));
    expect(response.statusCode).toBe(200);
    const info = async (token: string) =>
      (await h.call('selfInfo', { headers: await h.headers(token) })).statusCode;
    expect(await info(mine)).toBe(200);
    expect(await info(other)).toBe(401);
    expect(await signInStatus(username, 'Second#Pass2026')).toBe(200);
  });

  it('answers a wrong current password with 401 and keeps the session', async () => {
    const token = await h.signIn(username, 'Second#Pass2026');
    const response = await update(token, change(username, 'Wrong#Current1', 'Third#Pass2026'));
    expect(response.statusCode).toBe(401);
    expect(response.json().message).toBe(MESSAGES.incorrectCurrentPassword);
    const info = await h.call('selfInfo', { headers: await h.headers(token) });
    expect(info.statusCode).toBe(200);
  });

  it('refuses any of the last 4 passwords', async () => {
    let current = 'Second#Pass2026';
    const token = await h.signIn(username, current);
    for (const next of ['Third#Pass2026', 'Fourth#Pass2026']) {
      expect((await update(token, change(username, current, next))).statusCode).toBe(200);
      current = next;
    }
    // History now: Fourth (current), Third, Second, Portal#Demo2026.
    for (const old of ['Third#Pass2026', 'Second#Pass2026', DEMO_PASSWORD]) {
      const response = await update(token, change(username, current, old));
      expect(response.statusCode).toBe(400);
      expect(response.json().errors).toEqual([{ param: 'newPassword1', msg: MESSAGES.passwordReused }]);
    }
    expect((await update(token, change(username, current, 'Fifth#Pass2026'))).statusCode).toBe(200);
    // Portal#Demo2026 is now the fifth-latest and may come back.
    expect((await update(token, change(username, 'Fifth#Pass2026', DEMO_PASSWORD))).statusCode).toBe(200);
  });

  it("cannot change someone else's password", async () => {
    const token = await h.signIn('zahran.teller@4000000101');
    const response = await update(token, change('zahran.admin@4000000101', DEMO_PASSWORD, 'Taken#Over2026'));
    expect(response.statusCode).toBe(403);
  });

  it('needs a session', async () => {
    const response = await h.call('updatePassword', {
      headers: await h.headers(),
      body: change(username, DEMO_PASSWORD, 'Other#Pass2026'),
    });
    expect(response.statusCode).toBe(401);
  });
});
