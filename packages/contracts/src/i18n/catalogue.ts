// A language's texts: the English text (the key, as the spec writes it) → its words in that language.

export type Catalogue = Readonly<Record<string, string>>;

/** i18next's plural suffixes: a key with one of them is a form of the key without it. */
export const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

/** The key a plural form belongs to. */
export const baseKey = (key: string): string => key.replace(PLURAL_SUFFIX, '');

/**
 * The options every i18next instance of the portal takes: the English text is the key, so neither '.' nor ':'
 * splits it, and a key without a translation is shown as it is (English). React escapes; so does the server's
 * JSON.
 */
export const I18N_OPTIONS = {
  keySeparator: false,
  nsSeparator: false,
  fallbackLng: false,
  returnEmptyString: false,
  interpolation: { escapeValue: false },
} as const;

/**
 * Marks an English text kept in a value and translated where it is shown (`t(value)`), so that the catalogue
 * check finds it as it finds `t('…')`.
 */
export const phrase = <T extends string>(text: T): T => text;
