// The languages the portal speaks: English as the spec writes it, and Arabic, right to left.

export const LANGUAGES = ['en', 'ar'] as const;
export type Language = (typeof LANGUAGES)[number];
export const DEFAULT_LANGUAGE: Language = 'en';

export const isLanguage = (value: unknown): value is Language =>
  typeof value === 'string' && (LANGUAGES as readonly string[]).includes(value);

/** The language a `lang` header or parameter names; anything else is the default. */
export const languageOf = (value: unknown): Language => (isLanguage(value) ? value : DEFAULT_LANGUAGE);

export const directionOf = (language: Language): 'ltr' | 'rtl' => (language === 'ar' ? 'rtl' : 'ltr');

/** Each language's name in itself, as its switch shows it. */
export const LANGUAGE_NAMES: Readonly<Record<Language, string>> = { en: 'English', ar: 'العربية' };

/**
 * The digits figures and dates are shown in: Latin (0–9), as Jordanian banks print their statements and the
 * default, or Arabic-Indic (٠–٩), a user's choice while the portal speaks Arabic. Codes and what is typed keep
 * Latin digits (docs/i18n.md).
 */
export const DIGITS = ['latn', 'arab'] as const;
export type Digits = (typeof DIGITS)[number];
export const DEFAULT_DIGITS: Digits = 'latn';
