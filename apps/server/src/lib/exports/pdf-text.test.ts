// How a PDF line in Arabic is cut into runs and ordered for drawing, and whether the Arabic font can draw
// every text the catalogue has.
import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';
import { describe, expect, it } from 'vitest';
import { AR } from '@merchant-portal/contracts/i18n/ar/index';
import { visualRuns } from './pdf-text.js';

describe('visualRuns', () => {
  it('keeps an Arabic line one run, in its logical order, for the font to lay out right to left', () => {
    expect(visualRuns('اسم الفرع', 'rtl')).toEqual([{ text: 'اسم الفرع', rtl: true }]);
  });

  it('orders the runs of a right-to-left line from the left, figures read left to right', () => {
    expect(visualRuns('الحركات 01-11-2026 إلى 30-11-2026', 'rtl')).toEqual([
      { text: '30-11-2026', rtl: false },
      { text: ' إلى ', rtl: true },
      { text: '01-11-2026', rtl: false },
      { text: 'الحركات ', rtl: true },
    ]);
  });

  it('never draws the marks that isolate a value, and keeps a masked card number whole', () => {
    const runs = visualRuns('البطاقة \u2068421234******1234\u2069', 'rtl');
    expect(runs).toEqual([
      { text: '421234******1234', rtl: false },
      { text: 'البطاقة ', rtl: true },
    ]);
  });

  it('mirrors brackets in a right-to-left run, which stays in logical order for the font', () => {
    expect(visualRuns('Branch فرع عمان (الرئيسي)', 'ltr')).toEqual([
      { text: 'Branch ', rtl: false },
      { text: 'فرع عمان )الرئيسي(', rtl: true },
    ]);
    expect(visualRuns('المبلغ (JOD)', 'rtl')).toEqual([
      { text: '(', rtl: true },
      { text: 'JOD', rtl: false },
      { text: 'المبلغ )', rtl: true },
    ]);
  });

  it('keeps a Latin run whole beside Arabic: an address does not swap its parts', () => {
    expect(visualRuns('اسم المستخدم: zahran.admin@4000000101', 'rtl')).toEqual([
      { text: 'zahran.admin@4000000101', rtl: false },
      { text: 'اسم المستخدم: ', rtl: true },
    ]);
  });

  it('leaves an English line as it is', () => {
    expect(visualRuns('4000000101 - Zahran Market', 'ltr')).toEqual([
      { text: '4000000101 - Zahran Market', rtl: false },
    ]);
  });
});

describe('the Arabic font of the PDF files', () => {
  it('has a glyph for every character of every Arabic text', () => {
    const require = createRequire(import.meta.url);
    const font = fontkit.openSync(
      require.resolve('@expo-google-fonts/noto-sans-arabic/400Regular/NotoSansArabic_400Regular.ttf'),
    ) as fontkit.Font;
    const missing = new Set<string>();
    for (const text of Object.values(AR))
      for (const char of text.replace(/[\u2066-\u2069\u200E\u200F]/g, ''))
        if (!font.hasGlyphForCodePoint(char.codePointAt(0) ?? 0)) missing.add(char);
    expect([...missing]).toEqual([]);
  });
});
