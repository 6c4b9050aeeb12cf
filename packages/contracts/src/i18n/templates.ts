// Translating a text that is already written in English (a reply's message, a field's error) into a
// catalogue's language: the exact key first, then the templates, whose values are read back out of the English.
import type { TFunction } from 'i18next';
import { PLURAL_SUFFIX, baseKey, type Catalogue } from './catalogue.js';

interface Template {
  key: string;
  pattern: RegExp;
  names: string[];
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** An English form of a template as a pattern whose groups are its values (`{{field}}` → `(.+?)`). */
function templateOf(key: string, english: string): Template {
  const names: string[] = [];
  const source = english
    .split(/(\{\{\w+\}\})/)
    .map((part) => {
      const name = /^\{\{(\w+)\}\}$/.exec(part)?.[1];
      if (name === undefined) return escapeRegExp(part);
      names.push(name);
      return '(.+?)';
    })
    .join('');
  return { key, pattern: new RegExp(`^${source}$`, 's'), names };
}

/** Every template's English forms, the longest first, so that the most specific matches. */
function templatesOf(catalogue: Catalogue, english: Catalogue): Template[] {
  const keys = new Set(Object.keys(catalogue).map(baseKey));
  const forms = [...keys]
    .filter((key) => key.includes('{{'))
    .flatMap((key) => [
      templateOf(key, key),
      ...Object.entries(english)
        .filter(([form]) => PLURAL_SUFFIX.test(form) && baseKey(form) === key)
        .map(([, text]) => templateOf(key, text)),
    ]);
  return forms.sort((a, b) => b.pattern.source.length - a.pattern.source.length);
}

/**
 * The translator of English texts into the catalogue's language (`t` speaks it): a catalogue key or a filled
 * template; any other text (a name, a code, a text already translated) as it is.
 */
export function textTranslator(
  t: TFunction,
  catalogue: Catalogue,
  english: Catalogue,
): (text: string) => string {
  const templates = templatesOf(catalogue, english);
  return (text) => {
    if (text === '') return text;
    if (Object.hasOwn(catalogue, text)) return t(text);
    for (const { key, pattern, names } of templates) {
      const match = pattern.exec(text);
      if (!match) continue;
      const values = Object.fromEntries(
        names.map((name, at) => {
          const value = match[at + 1] ?? '';
          return [name, name === 'count' ? Number(value) : value];
        }),
      );
      return t(key, values);
    }
    return text;
  };
}
