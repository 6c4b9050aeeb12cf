// The portal's language and digits (issue 31): kept per user, and the language of the server's replies.
import { describe, expect, it } from 'vitest';
import { formatDay, todayInAmman } from '@merchant-portal/contracts/dates';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { useHarness } from '../../test/harness.js';
import { defaultSearch } from '../../test/search-filter.js';

const ADMIN = 'zahran.admin@4000000101';
const TELLER = 'zahran.teller@4000000101';

const h = useHarness({ users: [ADMIN, TELLER] });

const save = (user: string, body: unknown, lang = 'en') =>
  h.call('languagePreferenceSave', { headers: { ...h.sessions[user], lang }, body: body as never });
const languageOf = async (user: string) =>
  (await h.call('selfInfo', { headers: h.sessions[user] })).json<{ data: { language: string | null } }>().data
    .language;

describe("a user's language", () => {
  it('is not chosen until the user chooses it, then follows them, and theirs alone', async () => {
    expect(await languageOf(ADMIN)).toBeNull();
    const saved = await save(ADMIN, { language: 'ar' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ language: 'ar' });
    expect(await languageOf(ADMIN)).toBe('ar');
    expect(await languageOf(TELLER)).toBeNull();
    expect((await save(ADMIN, { language: 'en' })).statusCode).toBe(200);
    expect(await languageOf(ADMIN)).toBe('en');
  });

  it('refuses a language the portal does not speak, in the language asked for, and keeps the last one', async () => {
    expect((await save(TELLER, { language: 'ar' })).statusCode).toBe(200);
    for (const body of [{ language: 'fr' }, { language: '' }, {}, { language: 'AR' }]) {
      const refused = await save(TELLER, body, 'ar');
      expect(refused.statusCode).toBe(400);
      expect(refused.json()).toMatchObject({ code: '400', message: 'أخطاء في البيانات المدخلة' });
    }
    expect(await languageOf(TELLER)).toBe('ar');
  });

  it('is kept only for a signed-in user', async () => {
    const anonymous = await h.call('languagePreferenceSave', {
      headers: await h.headers(),
      body: { language: 'ar' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

const saveDigits = (user: string, body: unknown) =>
  h.call('digitsPreferenceSave', { headers: h.sessions[user], body: body as never });
const digitsOf = async (user: string) =>
  (await h.call('selfInfo', { headers: h.sessions[user] })).json<{ data: { digits: string } }>().data.digits;

describe("a user's digits", () => {
  it('are Latin until the user chooses, then follow them, and theirs alone', async () => {
    expect(await digitsOf(ADMIN)).toBe('latn');
    const saved = await saveDigits(ADMIN, { digits: 'arab' });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ digits: 'arab' });
    expect(await digitsOf(ADMIN)).toBe('arab');
    expect(await digitsOf(TELLER)).toBe('latn');
    expect((await saveDigits(ADMIN, { digits: 'latn' })).statusCode).toBe(200);
    expect(await digitsOf(ADMIN)).toBe('latn');
  });

  it('refuse digits the portal does not write, keeping the last ones, and only for a signed-in user', async () => {
    expect((await saveDigits(TELLER, { digits: 'arab' })).statusCode).toBe(200);
    for (const body of [{ digits: 'hindi' }, { digits: '' }, {}, { digits: 'ARAB' }]) {
      expect((await saveDigits(TELLER, body)).statusCode).toBe(400);
    }
    expect(await digitsOf(TELLER)).toBe('arab');
    const anonymous = await h.call('digitsPreferenceSave', {
      headers: await h.headers(),
      body: { digits: 'arab' },
    });
    expect(anonymous.statusCode).toBe(401);
  });
});

describe("the replies' language", () => {
  it('is Arabic with lang: ar, English with lang: en, for a refusal and for each field of a bad body', async () => {
    const signIn = async (lang: string, username: string) =>
      h.call('signIn', {
        headers: { ...(await h.headers()), lang },
        body: { username, password: 'Wrong#Pass1' },
      });
    expect((await signIn('en', 'nobody@4000000101')).json()).toMatchObject({
      message: MESSAGES.accessTokenNotFound,
    });
    expect((await signIn('ar', 'nobody@4000000101')).json()).toMatchObject({
      message: 'رمز الدخول غير موجود',
    });
    const tooLong = await signIn('ar', 'n'.repeat(65));
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toEqual({
      code: '400',
      message: 'أخطاء في البيانات المدخلة',
      errors: [{ param: 'username', msg: 'يجب ألا يتجاوز عدد الخانات 64' }],
    });
  });

  it("fills a template in Arabic with the English reply's values", async () => {
    const { country: _country, ...withoutCountry } = h.sessions[TELLER] ?? {};
    const missing = await h.call('selfInfo', { headers: { ...withoutCountry, lang: 'ar' } });
    expect(missing.statusCode).toBe(400);
    expect(missing.json()).toEqual({ code: '400', message: 'معاملات غير صالحة: country' });
    const unknown = await h.app.inject({
      method: 'GET',
      url: '/merchant/v1/nothing-here',
      headers: { lang: 'ar' },
    });
    expect(unknown.json()).toEqual({ code: '404', message: 'غير موجود' });
  });

  it("says a transaction search's period and search rules in Arabic", async () => {
    const today = todayInAmman();
    const reply = await h.app.inject({
      method: 'POST',
      url: '/merchant/transaction/v1/read?currency=',
      headers: { ...h.sessions[TELLER], lang: 'ar' },
      payload: {
        ...defaultSearch(formatDay(today - 2), formatDay(today - 5)),
        search: 'not a payment',
        maxCount: 10,
        offset: 0,
      },
    });
    expect(reply.statusCode).toBe(400);
    const { errors } = reply.json<{ errors: { param: string; msg: string }[] }>();
    expect(errors).toEqual(
      expect.arrayContaining([
        { param: 'fromDate', msg: 'يجب ألا يكون "من تاريخ" بعد "إلى تاريخ"' },
        { param: 'search', msg: expect.stringMatching(/^ابحث بآخر 4 أرقام من البطاقة/) as unknown },
      ]),
    );
  });

  it('is refused for a language the portal does not speak', async () => {
    const refused = await h.call('selfInfo', { headers: { ...h.sessions[TELLER], lang: 'fr' } });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: 'Invalid params: lang' });
  });
});
