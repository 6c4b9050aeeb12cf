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
