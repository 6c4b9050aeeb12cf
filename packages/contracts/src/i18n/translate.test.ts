import { describe, expect, it } from 'vitest';
import { MESSAGES, accountLocked, atMost, invalidParams } from '../messages.js';
import { AR, AR_PARTS } from './ar/index.js';
import { translateText } from './translate.js';

describe('translateText', () => {
  it('gives a reply message in Arabic, and English as it is', () => {
    expect(translateText('ar', MESSAGES.wrongCredentials)).toBe(
      'عذرًا، اسم المستخدم أو كلمة المرور غير صحيحة، يرجى المحاولة مرة أخرى',
    );
    expect(translateText('en', MESSAGES.wrongCredentials)).toBe(MESSAGES.wrongCredentials);
  });

  it('reads a filled template back and fills its Arabic with the same values', () => {
    expect(translateText('ar', invalidParams('lang'))).toBe('معاملات غير صالحة: lang');
    expect(translateText('ar', atMost(64))).toBe('يجب ألا يتجاوز عدد الخانات 64');
  });

  it('agrees a count in Arabic: one, two, three to ten, eleven and more', () => {
    const locked = 'تم قفل الحساب بعد عدة محاولات دخول فاشلة، حاول مرة أخرى بعد';
    expect(translateText('ar', accountLocked(1))).toBe(`${locked} دقيقة واحدة`);
    expect(translateText('ar', accountLocked(2))).toBe(`${locked} دقيقتين`);
    expect(translateText('ar', accountLocked(5))).toBe(`${locked} 5 دقائق`);
    expect(translateText('ar', accountLocked(15))).toBe(`${locked} 15 دقيقة`);
  });

  it('leaves a text the catalogue does not hold (a name, a code) as it is', () => {
    expect(translateText('ar', 'Cafe Amman')).toBe('Cafe Amman');
    expect(translateText('ar', '')).toBe('');
  });
});

describe('the Arabic catalogue', () => {
  it('holds each key in one part only', () => {
    const sizes = AR_PARTS.reduce((total, part) => total + Object.keys(part).length, 0);
    expect(Object.keys(AR)).toHaveLength(sizes);
  });
});
