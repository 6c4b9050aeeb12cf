// The loan gauge's ECharts option (spec part 1 §2).
import type { EChartsCoreOption } from '../../../components/charts/echarts';
import type { GaugeScale } from './rules';
import { shortText } from '../../../lib/figures';

/** The loan gauge (spec part 1 §2): its scale and labelled steps from gaugeScale; `name` names the value. */
export function gaugeOption(value: number, scale: GaugeScale, name: string): EChartsCoreOption {
  const span = scale.max - scale.min;
  return {
    series: [
      {
        type: 'gauge',
        min: scale.min,
        max: scale.max,
        // One split per 100,000 puts ticks on every step of 500,000; only the steps are labelled.
        splitNumber: Math.round(span / 100_000),
        progress: { show: true, width: 14 },
        axisLine: { lineStyle: { width: 14 } },
        splitLine: { length: 10 },
        axisTick: { show: false },
        axisLabel: {
          distance: 18,
          color: '#55606e',
          formatter: (tick: number) => (scale.steps.includes(Math.round(tick)) ? shortText(tick) : ''),
        },
        pointer: { width: 5 },
        detail: { valueAnimation: false, formatter: (shown: number) => shortText(shown), fontSize: 20 },
        data: [{ value, name }],
      },
    ],
  };
}
