// ECharts, tree-shaken (docs/architecture.md): only the chart kinds and parts the dashboards draw (a screen that
// needs another kind registers it itself with `echarts.use`), on the SVG
// renderer (crisp at any zoom, and it draws in tests without a canvas).
import { BarChart, GaugeChart, LineChart, PieChart } from 'echarts/charts';
import { GridComponent, LegendComponent, TooltipComponent } from 'echarts/components';
import * as echarts from 'echarts/core';
import { SVGRenderer } from 'echarts/renderers';

echarts.use([
  BarChart,
  GaugeChart,
  LineChart,
  PieChart,
  GridComponent,
  LegendComponent,
  TooltipComponent,
  SVGRenderer,
]);

export { echarts };
export type { EChartsCoreOption } from 'echarts/core';

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
