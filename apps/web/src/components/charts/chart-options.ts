// ECharts options of the dashboards' chart kinds, in the portal's look; numbers shortened as spec part 1 §9
// says.
import { shortenNumber } from '../../lib/numbers';
import type { EChartsCoreOption } from './echarts';

const AXIS_LABEL = {
  color: '#55606e',
  hideOverlap: true,
  formatter: (value: number) => shortenNumber(value),
};
const AXIS_TITLE_STYLE = { color: '#55606e', fontWeight: 500 } as const;

/**
 * The axis of the figures, titled with what they count ('Transactions', 'Amount (JOD)'): a chart's numbers
 * say what they are without the table beside it. Along the axis, clear of its labels.
 */
function valueAxis(title: string, horizontal: boolean) {
  return {
    type: 'value',
    name: title,
    nameLocation: 'middle',
    nameGap: horizontal ? 28 : 44,
    nameTextStyle: AXIS_TITLE_STYLE,
    axisLabel: AXIS_LABEL,
  };
}

/** The plot's room: labels and the axis title inside the chart's box (ECharts 6's outer bounds). */
function gridWith(hasLegend: boolean) {
  return {
    left: 8,
    right: 16,
    top: hasLegend ? 32 : 12,
    bottom: 8,
    outerBoundsMode: 'same',
    outerBoundsContain: 'all',
  };
}

const TOOLTIP_VALUE = (value: unknown) => (typeof value === 'number' ? shortenNumber(value) : String(value));

/** One line of a chart over buckets: its transactions and amounts per bucket. */
export interface ChartSeries {
  name: string;
  counts: number[];
  amounts: number[];
}

export interface Slice {
  name: string;
  value: number;
}

/** The fields of a record that hold numbers. */
type NumberField<T> = { [K in keyof T]: T[K] extends number ? K : never }[keyof T];

/** A donut's slices out of one record: each slice's name and the number field that holds its figure. */
export type SliceFields<T> = Record<string, NumberField<T>>;

/** A donut's slices from figures of one record, in the order `fields` names them; none without the record. */
export function slicesOf<T>(record: T | undefined, fields: SliceFields<T>): Slice[] {
  return record
    ? Object.entries(fields).map(([name, field]) => ({ name, value: record[field] as number }))
    : [];
}

/** A donut with its total in the middle. */
export function donutOption(slices: Slice[]): EChartsCoreOption {
  const total = slices.reduce((sum, slice) => sum + slice.value, 0);
  return {
    tooltip: { trigger: 'item', valueFormatter: TOOLTIP_VALUE },
    legend: { bottom: 0, type: 'scroll' },
    series: [
      {
        type: 'pie',
        radius: ['48%', '72%'],
        center: ['50%', '44%'],
        avoidLabelOverlap: true,
        label: { show: true, position: 'center', formatter: () => shortenNumber(total), fontSize: 18 },
        labelLine: { show: false },
        data: slices,
      },
    ],
  };
}

/** Bars, one category per bar, the figures' axis titled `valueTitle`; horizontal suits long names (branches). */
export function barOption(
  categories: string[],
  series: { name: string; values: number[] }[],
  valueTitle: string,
  horizontal = false,
): EChartsCoreOption {
  const categoryAxis = { type: 'category', data: categories, axisLabel: { color: '#55606e' } };
  const figures = valueAxis(valueTitle, horizontal);
  return {
    tooltip: { trigger: 'axis', valueFormatter: TOOLTIP_VALUE },
    legend: series.length > 1 ? { top: 0, type: 'scroll' } : undefined,
    grid: gridWith(series.length > 1),
    xAxis: horizontal ? figures : categoryAxis,
    yAxis: horizontal ? { ...categoryAxis, inverse: true } : figures,
    series: series.map(({ name, values }) => ({ type: 'bar', name, data: values, barMaxWidth: 28 })),
  };
}

/** Lines over buckets (weeks, hours), filled beneath: the area charts, the figures' axis titled `valueTitle`. */
export function areaOption(
  categories: string[],
  lines: ChartSeries[],
  metric: 'counts' | 'amounts',
  valueTitle: string,
) {
  return {
    tooltip: { trigger: 'axis', valueFormatter: TOOLTIP_VALUE },
    legend: lines.length > 1 ? { top: 0, type: 'scroll' } : undefined,
    grid: gridWith(lines.length > 1),
    xAxis: { type: 'category', data: categories, boundaryGap: false, axisLabel: { color: '#55606e' } },
    yAxis: valueAxis(valueTitle, false),
    series: lines.map((line) => ({
      type: 'line',
      name: line.name,
      data: line[metric],
      smooth: true,
      showSymbol: false,
      areaStyle: { opacity: lines.length > 1 ? 0.12 : 0.25 },
    })),
  } satisfies EChartsCoreOption;
}
