// ECharts options of the dashboards' chart kinds, in the portal's look; numbers shortened as spec part 1 §9
// says.
import type { EChartsCoreOption } from './echarts';
import { shortText } from '../../lib/figures';

const AXIS_LABEL = {
  color: '#55606e',
  hideOverlap: true,
  formatter: (value: number) => shortText(value),
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

const TOOLTIP_VALUE = (value: unknown) => (typeof value === 'number' ? shortText(value) : String(value));

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
        label: { show: true, position: 'center', formatter: () => shortText(total), fontSize: 18 },
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

type AxisOption = Record<string, unknown> & { type?: string; inverse?: boolean };
const axesOf = (axis: unknown): AxisOption[] =>
  (Array.isArray(axis) ? axis : axis === undefined ? [] : [axis]) as AxisOption[];

/** A category's label read right to left inside the chart's left-to-right drawing ('12 ص', not 'ص 12'). */
const rightToLeftLabels = (axis: AxisOption): AxisOption =>
  Array.isArray(axis.data)
    ? {
        ...axis,
        data: axis.data.map((label: unknown) => (typeof label === 'string' ? `\u2067${label}\u2069` : label)),
      }
    : axis;

/**
 * A chart drawn right to left: the horizontal axis runs from the right (its order reversed), the vertical
 * axis stands on the right, the plot's margins swap and the legend starts on the right; each category's
 * label is a right-to-left isolate (U+2067 … U+2069). A donut or a gauge has no axes and keeps its shape.
 */
export function mirroredOption(option: EChartsCoreOption): EChartsCoreOption {
  const { xAxis, yAxis, grid, legend } = option as Record<string, unknown>;
  if (xAxis === undefined && yAxis === undefined) {
    return legend === undefined ? option : { ...option, legend: { ...(legend as object), right: 0 } };
  }
  const plot = grid as { left?: number; right?: number } | undefined;
  return {
    ...option,
    xAxis: axesOf(xAxis).map((axis) => rightToLeftLabels({ ...axis, inverse: !axis.inverse })),
    yAxis: axesOf(yAxis).map((axis) => rightToLeftLabels({ ...axis, position: 'right' })),
    ...(plot && { grid: { ...plot, left: plot.right, right: plot.left } }),
    ...(legend !== undefined && { legend: { ...(legend as object), right: 0 } }),
  };
}
