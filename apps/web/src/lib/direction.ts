// The styling cache of each writing direction: Emotion's <style> elements carry the per-request nonce the CSP
// allows (style-src 'nonce-…'); right to left, every rule is mirrored as it is written (left ↔ right), by
// stylis-plugin-rtl, which loads only when Arabic is first chosen.
import createCache, { type EmotionCache } from '@emotion/cache';
import { cspNonce } from './csp-nonce';
import { loadChunk } from './load-chunk';

const nonce = cspNonce ? { nonce: cspNonce } : {};
const ltrCache = createCache({ key: 'mui', ...nonce });
let rtlCache: EmotionCache | null = null;

/** Loads the right-to-left styling, once. */
export async function prepareRightToLeft(): Promise<void> {
  if (rtlCache) return;
  const [{ default: rtlPlugin }, { prefixer }] = await Promise.all([
    loadChunk(() => import('stylis-plugin-rtl')),
    loadChunk(() => import('stylis')),
  ]);
  rtlCache = createCache({ key: 'muirtl', stylisPlugins: [prefixer, rtlPlugin], ...nonce });
}

/** The cache of the direction; left to right until the right-to-left styling has loaded. */
export function emotionCacheFor(direction: 'ltr' | 'rtl'): EmotionCache {
  return direction === 'rtl' && rtlCache ? rtlCache : ltrCache;
}
