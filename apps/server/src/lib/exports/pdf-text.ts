// Lines of text in a PDF, in either language. pdfkit draws a string left to right as it is given, so an
// Arabic line is cut into its directional runs (the Unicode bidi algorithm, bidi-js), the runs are put in the
// order a reader sees them, and each is drawn on its own: an Arabic run in Noto Sans Arabic, whose shaping
// (fontkit) joins its letters and lays it out right to left, anything else in Helvetica as in English files.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import bidiModule from 'bidi-js';
import type { Language } from '@merchant-portal/contracts/i18n/languages';
import { LATIN_RUN } from '../figures.js';

// bidi-js is CommonJS whose types declare an ES default export: Node hands the factory itself to the import.
const bidi = (bidiModule as unknown as typeof bidiModule.default)();

/** A piece of a line that reads one way, in the order it is drawn (left to right on the page). */
export interface VisualRun {
  /** The text in reading order; a right-to-left run's brackets already mirrored. */
  text: string;
  rtl: boolean;
}

/** Letters of the Arabic script, which the Arabic font shapes (and lays out right to left). */
const ARABIC = /[\u0600-\u06FF\u0750-\u077F\u08A0-\u08FF\uFB50-\uFDFF\uFE70-\uFEFF]/;

/** Whether a text needs the right-to-left drawing at all. */
export const hasArabic = (text: string) => ARABIC.test(text);

/** The invisible marks that steer the bidi algorithm (isolates, embeddings, LRM/RLM): never drawn. */
const BIDI_CONTROLS = /[\u200E\u200F\u202A-\u202E\u2066-\u2069]/;

/**
 * The runs of one line of a paragraph in `direction`, in the order they are seen from left to right. A run of
 * Latin text (a date, a code, a name) reads left to right as one piece whatever is around it, as the screens
 * show such values in isolates (`lib/figures.ts`).
 */
export function visualRuns(line: string, direction: 'ltr' | 'rtl'): VisualRun[] {
  const text = line.replace(LATIN_RUN, (run) => `\u2066${run}\u2069`);
  const embedding = bidi.getEmbeddingLevels(text, direction);
  const { levels } = embedding;
  const mirrored = bidi.getMirroredCharactersMap(text, levels);
  const runs: VisualRun[] = [];
  let group: number[] = [];
  const close = () => {
    const first = group[0];
    if (first === undefined) return;
    const rtl = (levels[first] ?? 0) % 2 === 1;
    const logical = rtl ? [...group].reverse() : group;
    const chars = logical
      .map((index) => mirrored.get(index) ?? text[index] ?? '')
      .filter((char) => !BIDI_CONTROLS.test(char));
    // The font lays out a run of Arabic letters right to left itself; a right-to-left run without any (a
    // bracket or a space between two runs) is put in its order here.
    const runText = (rtl && !hasArabic(chars.join('')) ? chars.reverse() : chars).join('');
    const last = runs.at(-1);
    // Two left-to-right runs side by side (an isolated run and the text after it) draw as one.
    if (!rtl && last && !last.rtl) last.text += runText;
    else runs.push({ text: runText, rtl });
    group = [];
  };
  for (const index of bidi.getReorderedIndices(text, embedding)) {
    const previous = group.at(-1);
    const sameRun =
      previous !== undefined &&
      levels[previous] === levels[index] &&
      index === previous + ((levels[index] ?? 0) % 2 === 1 ? -1 : 1);
    if (!sameRun) close();
    group.push(index);
  }
  close();
  return runs.filter((run) => run.text !== '');
}

const require = createRequire(import.meta.url);
const ARABIC_FONT_FILES = {
  regular: '@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf',
  bold: '@expo-google-fonts/noto-sans-arabic/700Bold/NotoSansArabic_700Bold.ttf',
};
let arabicFonts: { regular: Buffer; bold: Buffer } | undefined;

/** The Arabic font's files, read once. */
function arabicFontData() {
  arabicFonts ??= {
    regular: readFileSync(require.resolve(ARABIC_FONT_FILES.regular)),
    bold: readFileSync(require.resolve(ARABIC_FONT_FILES.bold)),
  };
  return arabicFonts;
}

/** Helvetica's ascent: where the baseline of a line whose box starts at y lies (y + ascent × size). */
const ASCENT = 0.718;
/** Any feature makes pdfkit lay out a text whole; by default it cuts it at spaces, which breaks an Arabic run. */
const WHOLE_RUN: PDFKit.Mixins.OpenTypeFeatures[] = ['kern'];

export type Weight = 'regular' | 'bold';

export interface LineOptions {
  x: number;
  y: number;
  width: number;
  size: number;
  weight: Weight;
  align: 'left' | 'right';
}

/**
 * Draws lines of one document in one language. Arabic text can come in either (a branch's name), so the
 * Arabic font is embedded in a document when its first Arabic text is drawn.
 */
export class PdfText {
  private readonly latin = { regular: 'Helvetica', bold: 'Helvetica-Bold' };
  private hasArabicFont = false;

  constructor(
    private readonly doc: PDFKit.PDFDocument,
    readonly language: Language,
  ) {}

  private arabicFont(weight: Weight): string {
    if (!this.hasArabicFont) {
      const fonts = arabicFontData();
      this.doc.registerFont('Arabic', fonts.regular);
      this.doc.registerFont('Arabic-Bold', fonts.bold);
      this.hasArabicFont = true;
    }
    return weight === 'bold' ? 'Arabic-Bold' : 'Arabic';
  }

  /** Where a line of the page starts: the right edge in Arabic. */
  get start(): 'left' | 'right' {
    return this.language === 'ar' ? 'right' : 'left';
  }

  /** Where figures line up: the end of a line (the left edge in Arabic). */
  get end(): 'left' | 'right' {
    return this.language === 'ar' ? 'left' : 'right';
  }

  /** One line, cut with an ellipsis (English) or at the box's far edge (Arabic) when it does not fit. */
  line(text: string, options: LineOptions): void {
    const { doc } = this;
    const latinFont = this.latin[options.weight];
    if (!hasArabic(text)) {
      doc
        .font(latinFont)
        .fontSize(options.size)
        .text(text, options.x, options.y, {
          width: options.width,
          height: options.size * 1.75,
          lineBreak: false,
          ellipsis: true,
          align: options.align,
        });
      return;
    }
    const arabicFont = this.arabicFont(options.weight);
    const runs = visualRuns(text, this.language === 'ar' ? 'rtl' : 'ltr').map((run) => ({
      ...run,
      font: hasArabic(run.text) ? arabicFont : latinFont,
    }));
    const widths = runs.map((run) =>
      doc.font(run.font).fontSize(options.size).widthOfString(run.text, { features: WHOLE_RUN }),
    );
    const total = widths.reduce((sum, width) => sum + width, 0);
    const fits = total <= options.width;
    // A line too long keeps its start: its right end in Arabic.
    const alignRight = fits ? options.align === 'right' : this.language === 'ar';
    let x = alignRight ? options.x + options.width - total : options.x;
    if (!fits)
      doc
        .save()
        .rect(options.x, options.y - 2, options.width, options.size * 2)
        .clip();
    // The fonts' ascents differ, so the runs share a baseline rather than a top.
    const baseline = options.y + ASCENT * options.size;
    runs.forEach((run, index) => {
      // Arabic letters share glyphs, so a reader copying the text would get the wrong ones from the glyphs
      // alone: the run carries its text (ActualText).
      if (run.rtl) doc.markContent('Span', { actual: run.text });
      doc
        .font(run.font)
        .fontSize(options.size)
        .text(run.text, x, baseline, { lineBreak: false, baseline: 'alphabetic', features: WHOLE_RUN });
      if (run.rtl) doc.endMarkedContent();
      x += widths[index] ?? 0;
    });
    if (!fits) doc.restore();
  }
}
