// The portal's language on this browser (docs/i18n.md): one i18next instance whose keys are the English texts,
// the Arabic catalogue and the right-to-left styling loaded only when Arabic is chosen, and the choice kept
// here before sign-in (the server keeps a signed-in user's).
import { EN } from '@merchant-portal/contracts/i18n/en';
import { inDigits } from '@merchant-portal/contracts/format';
import { I18N_OPTIONS, type Catalogue } from '@merchant-portal/contracts/i18n/catalogue';
import { textTranslator } from '@merchant-portal/contracts/i18n/templates';
import {
  DEFAULT_DIGITS,
  DEFAULT_LANGUAGE,
  directionOf,
  isLanguage,
  type Digits,
  type Language,
} from '@merchant-portal/contracts/i18n/languages';
import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { prepareRightToLeft } from './direction';
import { loadChunk } from './load-chunk';

const LANGUAGE_KEY = 'language';
const DIGITS_CHANGED = 'digitsChanged';

void i18next.use(initReactI18next).init({
  ...I18N_OPTIONS,
  lng: DEFAULT_LANGUAGE,
  initAsync: false,
  resources: { en: { translation: EN } },
  // A change of digits draws every text again, as a change of language does.
  react: { useSuspense: false, bindI18n: `languageChanged ${DIGITS_CHANGED}` },
});

export { i18next as i18n };

let toArabic: ((text: string) => string) | null = null;
/** The Arabic catalogue as written (Latin digits), once loaded. */
let arabicCatalogue: Catalogue | null = null;
/** The digits the signed-in user chose for Arabic. */
let userDigits: Digits = DEFAULT_DIGITS;

/**
 * An English text given as a value (a reply's message, a field's error, a filled template) in the portal's
 * language. A text already in it, or not in the catalogue (a name, a code), stays as it is.
 */
export function translateText(text: string): string {
  return currentLanguage() === 'ar' && toArabic ? toArabic(text) : text;
}

/**
 * A value inside a sentence (a date, a card, a branch) kept in its own order: right to left, the digits of
 * `28-11-2026` after an Arabic word would be read as Arabic figures and reordered around the dashes. Wrapped
 * in a first-strong isolate (U+2068 … U+2069), which takes the value's own direction; left to right, as it is.
 */
export function isolated(value: string): string {
  return directionOf(currentLanguage()) === 'rtl' && value !== '' ? `\u2068${value}\u2069` : value;
}

/** The language the screens speak now. */
export function currentLanguage(): Language {
  return isLanguage(i18next.language) ? i18next.language : DEFAULT_LANGUAGE;
}

/** The language chosen on this browser, if any. */
export function storedLanguage(): Language | null {
  try {
    const stored = localStorage.getItem(LANGUAGE_KEY);
    return isLanguage(stored) ? stored : null;
  } catch {
    return null;
  }
}

function storeLanguage(language: Language): void {
  try {
    localStorage.setItem(LANGUAGE_KEY, language);
  } catch {
    // A browser that keeps nothing still shows the language until the page is left.
  }
}

/**
 * Speaks the language from now on: its catalogue loaded first (Arabic is a chunk of its own), then the
 * screens and the document's `lang` and `dir`; a choice (not the bank's default) is kept on this browser.
 */
export async function switchLanguage(language: Language, { isChoice = true } = {}): Promise<void> {
  if (language === 'ar' && !i18next.hasResourceBundle('ar', 'translation')) {
    const [{ AR }] = await Promise.all([
      loadChunk(() => import('@merchant-portal/contracts/i18n/ar/index')),
      prepareRightToLeft(),
    ]);
    arabicCatalogue = AR;
    i18next.addResourceBundle('ar', 'translation', arabicTexts(AR, userDigits));
    toArabic = textTranslator(i18next.getFixedT('ar'), AR, EN);
  }
  await i18next.changeLanguage(language);
  document.documentElement.lang = language;
  document.documentElement.dir = directionOf(language);
  if (isChoice) storeLanguage(language);
}

/** The digits figures and dates are shown in now: the user's choice while the portal speaks Arabic. */
export function currentDigits(): Digits {
  return currentLanguage() === 'ar' ? userDigits : DEFAULT_DIGITS;
}

/** Shows figures and dates in these digits from now on (in Arabic), drawing the screens again. */
export function switchDigits(digits: Digits): void {
  if (digits === userDigits) return;
  userDigits = digits;
  if (arabicCatalogue)
    i18next.addResourceBundle('ar', 'translation', arabicTexts(arabicCatalogue, digits), true, true);
  i18next.emit(DIGITS_CHANGED, digits);
}

/**
 * The Arabic texts in these digits: a figure a text says itself ('آخر 7 أيام', '404') is written in them; a
 * value put into it (`{{…}}`, a code or a figure already in the reader's digits) is left to its caller.
 */
function arabicTexts(catalogue: Catalogue, digits: Digits): Catalogue {
  if (digits === 'latn') return catalogue;
  return Object.fromEntries(
    Object.entries(catalogue).map(([key, text]) => [
      key,
      text
        .split(/({{[^}]*}})/)
        .map((part, at) => (at % 2 === 1 ? part : inDigits(part, digits)))
        .join(''),
    ]),
  );
}
