// A message to someone whose language the portal does not know (a bank's account manager, an airline's
// customer): in Arabic, then in English, as Jordanian banks write to their customers. It goes as plain text
// and as HTML, where the Arabic part reads right to left and its Latin runs (names, codes, dates) left to right.
import { LATIN_RUN } from './figures.js';

/**
 * One language's version: its subject and its lines ('' between paragraphs). A mail program shows a subject
 * left to right, so it reads the English first: the Arabic subject needs not repeat its names.
 */
export interface Letter {
  subject: string;
  lines: readonly string[];
}

export interface BilingualMail {
  subject: string;
  text: string;
  html: string;
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.codePointAt(0) ?? 0};`);

/** A letter's paragraphs as HTML; in Arabic each Latin run keeps its order in a left-to-right span. */
function htmlOf(letter: Letter, language: 'ar' | 'en'): string {
  const paragraphs: string[][] = [[]];
  for (const line of letter.lines) {
    if (line === '') paragraphs.push([]);
    else paragraphs.at(-1)?.push(line);
  }
  const lineHtml = (line: string) => {
    if (language === 'en') return escapeHtml(line);
    let html = '';
    let last = 0;
    for (const run of line.matchAll(LATIN_RUN)) {
      html += `${escapeHtml(line.slice(last, run.index))}<span dir="ltr">${escapeHtml(run[0])}</span>`;
      last = run.index + run[0].length;
    }
    return html + escapeHtml(line.slice(last));
  };
  const body = paragraphs
    .filter((lines) => lines.length > 0)
    .map((lines) => `<p>${lines.map(lineHtml).join('<br>')}</p>`)
    .join('\n');
  const direction = language === 'ar' ? 'rtl' : 'ltr';
  return `<div dir="${direction}" lang="${language}" style="text-align: ${language === 'ar' ? 'right' : 'left'}">\n${body}\n</div>`;
}

/** The message in both languages, Arabic first (the subject English first). */
export function bilingual(arabic: Letter, english: Letter): BilingualMail {
  return {
    subject: `${english.subject} | ${arabic.subject}`,
    text: [...arabic.lines, '', '—'.repeat(24), '', ...english.lines].join('\n'),
    html: [
      '<!doctype html>',
      '<html><head><meta charset="utf-8"></head>',
      '<body style="font-family: Arial, Tahoma, sans-serif; font-size: 14px">',
      htmlOf(arabic, 'ar'),
      '<hr>',
      htmlOf(english, 'en'),
      '</body></html>',
      '',
    ].join('\n'),
  };
}
