// The server's translation of its English texts into the language a request asks for (docs/i18n.md).
import { createInstance } from 'i18next';
import { AR } from './ar/index.js';
import { I18N_OPTIONS } from './catalogue.js';
import { EN } from './en.js';
import type { Language } from './languages.js';
import { textTranslator } from './templates.js';

let toArabic: ((text: string) => string) | undefined;

/** Made on first use: one i18next instance for the process, with both catalogues. */
function arabic(): (text: string) => string {
  if (toArabic) return toArabic;
  const instance = createInstance();
  void instance.init({
    ...I18N_OPTIONS,
    lng: 'ar',
    initAsync: false,
    resources: { en: { translation: EN }, ar: { translation: AR } },
  });
  toArabic = textTranslator(instance.getFixedT('ar'), AR, EN);
  return toArabic;
}

/** The English text in the language asked for (texts the catalogue does not hold stay as they are). */
export const translateText = (language: Language, text: string): string =>
  language === 'en' ? text : arabic()(text);
