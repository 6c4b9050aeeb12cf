// ECharts, tree-shaken (docs/architecture.md): only the chart kinds and parts the dashboards draw (a screen that
// needs another kind registers it itself with `echarts.use`), on the SVG
// renderer (crisp at any zoom, and it draws in tests without a canvas). A chart loads it when it first has
// figures to draw (chart-figure.tsx), so a dashboard's first figures and a screen opened meanwhile do not
// share the link with it.
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
