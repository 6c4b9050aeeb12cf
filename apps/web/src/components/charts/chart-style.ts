// How the portal's charts look, apart from ECharts itself (which loads with the first chart).

/** The portal's palette for series: the theme's navy and gold first, then calm distinct hues. */
export const CHART_COLORS = [
  '#0b3d6e',
  '#c8962d',
  '#2e7d9a',
  '#7a4fa0',
  '#3f8f4f',
  '#c05746',
  '#5b6b80',
  '#d4a017',
  '#1f6f8b',
  '#8c5a3c',
];

/**
 * Animation only for a person watching: off for reduced motion and in automated browsers (screenshots and
 * tests see the final frame at once).
 */
export function chartAnimation(): boolean {
  if (typeof window === 'undefined' || navigator.webdriver) return false;
  return !window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
}
