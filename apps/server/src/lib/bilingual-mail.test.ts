// A message in Arabic and English: the order of its parts, its HTML's directions and its escaping.
import { describe, expect, it } from 'vitest';
import { bilingual } from './bilingual-mail.js';

const arabic = {
  subject: 'تأكيد حجزك',
  lines: ['عزيزنا <Lina>،', '', 'اسم المستخدم: zahran.admin@4000000101'],
};
const english = {
  subject: 'Your booking RJ123',
  lines: ['Dear <Lina>,', '', 'Username: zahran.admin@4000000101'],
};

describe('bilingual', () => {
  const mail = bilingual(arabic, english);

  it('says the subject English first, as a mail program shows it left to right', () => {
    expect(mail.subject).toBe('Your booking RJ123 | تأكيد حجزك');
  });

  it('writes the text Arabic first, then English', () => {
    expect(mail.text.indexOf('عزيزنا')).toBe(0);
    expect(mail.text.indexOf('Dear')).toBeGreaterThan(mail.text.indexOf('اسم المستخدم'));
  });

  it('writes the Arabic HTML right to left, each Latin run whole and left to right, every text escaped', () => {
    expect(mail.html).toContain(
      '<div dir="rtl" lang="ar" style="text-align: right">\n<p>عزيزنا &#60;<span dir="ltr">Lina</span>&#62;،</p>',
    );
    expect(mail.html).toContain('<p>اسم المستخدم: <span dir="ltr">zahran.admin@4000000101</span></p>');
    expect(mail.html).toContain('<p>Dear &#60;Lina&#62;,</p>');
    expect(mail.html).not.toContain('<Lina>');
  });
});
