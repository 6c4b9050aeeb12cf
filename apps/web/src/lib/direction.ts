// The styling cache of each writing direction: Emotion's <style> elements carry the per-request nonce the CSP
// allows (style-src 'nonce-…'); right to left, every rule is mirrored as it is written (left ↔ right), by
// stylis-plugin-rtl. With it come MUI's own Arabic texts (the pagination's, the grid's menus) and the date
// pickers' (arabic-pickers.ts): all load only when Arabic is first chosen.
import createCache, { type EmotionCache } from '@emotion/cache';
import { cspNonce } from './csp-nonce';
import { loadChunk } from './load-chunk';

const nonce = cspNonce ? { nonce: cspNonce } : {};
const ltrCache = createCache({ key: 'mui', ...nonce });
let rtlCache: EmotionCache | null = null;
/** MUI's Arabic texts, as theme arguments (createTheme merges them). */
let arabicComponentTexts: readonly object[] = [];

/** Loads the right-to-left styling, once. */
export async function prepareRightToLeft(): Promise<void> {
  if (rtlCache) return;
  // Each locale destructured where it is imported, so the bundler keeps the Arabic alone of each package's list.
  const [{ default: rtlPlugin }, { prefixer }, arSA, arSD, { ARABIC_PICKERS }] = await Promise.all([
    loadChunk(() => import('stylis-plugin-rtl')),
    loadChunk(() => import('stylis')),
    loadChunk(async () => {
      const { arSA: material } = await import('@mui/material/locale');
      return material;
    }),
    loadChunk(async () => {
      const { arSD: grid } = await import('@mui/x-data-grid/locales');
      return grid;
    }),
    loadChunk(() => import('./arabic-pickers')),
  ]);
  arabicComponentTexts = [arSA, arSD, ARABIC_PICKERS];
  rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin], ...nonce });
}

/** The cache of the direction; left to right until the right-to-left styling has loaded. */
export function emotionCacheFor(direction: 'ltr' | 'rtl'): EmotionCache {
  return direction === 'rtl' && rtlCache ? rtlCache : ltrCache;
}

/** MUI's own texts of the direction's language, once loaded (English is MUI's default). */
export function componentTextsFor(direction: 'ltr' | 'rtl'): readonly object[] {
  return direction === 'rtl' ? arabicComponentTexts : [];
}
