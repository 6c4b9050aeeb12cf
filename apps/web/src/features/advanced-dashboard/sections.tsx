// The advanced dashboard's charts: branches, customers, months beside last year, hour × weekday, weeks.
import {
  WEEKDAYS,
  type AdvancedFilterInput,
  type CustomerAnalysis,
} from '@merchant-portal/contracts/schemas/advanced-dashboard';
import { parseDay } from '@merchant-portal/contracts/dates';
import { formatAmount, formatCount, formatNumber } from '@merchant-portal/contracts/format';
import Box from '@mui/material/Box';
import type { UseQueryResult } from '@tanstack/react-query';
import Typography from '@mui/material/Typography';
import { HeatmapChart } from 'echarts/charts';
import { VisualMapComponent } from 'echarts/components';
import type { ComponentProps } from 'react';
import { ChartFigure } from '../../components/charts/chart-figure';
import { echarts, type EChartsCoreOption } from '../../components/charts/echarts';
import { DataTable, type DataColumn } from '../../components/data-table';
import { FigureList, FigureTile } from '../../components/figure-list';
import { LabelledFigure } from '../../components/labelled-figure';
import { LoadFailure } from '../../components/load-failure';
import { SectionCard } from '../../components/section-card';
import { areaOption, barOption } from '../../components/charts/chart-options';
import { countAmountTable } from '../../components/charts/count-amount-table';
import { DonutGrid } from '../../components/charts/donut';
import { HOUR_LABELS } from '../../components/charts/labels';
import {
  useBranchComparison,
  useCustomerAnalysis,
  useMonthComparison,
  useTimeHeatMap,
  useWeekSeries,
} from './api';

echarts.use([HeatmapChart, VisualMapComponent]);

type Filter = AdvancedFilterInput;
const money = (value: number) => value.toFixed(3);
/** Days from one DD-MM-YYYY to another. */
const daysBetween = (from: string, to: string) => {
  const day = (text: string) => parseDay(text) ?? Number.NaN;
  return day(to) - day(from);
};

const SPENDER_COLUMNS: DataColumn<CustomerAnalysis['topSpenders'][number]>[] = [
  { header: 'Card', cell: (spender) => spender.pan, monospace: true },
  {
    header: 'Customer',
    cell: (spender) =>
      `${spender.isNew ? 'New' : 'Returning'}, ${spender.isBankCustomer ? 'bank' : 'other'} card`,
  },
  { header: 'Transactions', cell: (spender) => spender.count, numeric: true },
  { header: 'Amount (JOD)', cell: (spender) => money(spender.amount), numeric: true },
  { header: 'Last visit', cell: (spender) => spender.lastVisit, numeric: true },
];

function Figure({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <FigureTile label={label}>
      <LabelledFigure label={label} value={value} hint={hint} />
    </FigureTile>
  );
}

type CustomerGroup = 'newCustomers' | 'returningCustomers' | 'bankCustomers' | 'otherCustomers';

/** The customers split two ways: each donut's slices name a group of them. */
const CUSTOMER_DONUTS: { label: string; groups: Record<string, CustomerGroup> }[] = [
  { label: 'New vs returning', groups: { New: 'newCustomers', Returning: 'returningCustomers' } },
  { label: 'Bank vs other cards', groups: { Bank: 'bankCustomers', Other: 'otherCustomers' } },
];

const CHART_FAILED = 'Could not load this chart, please try again later.';
const HEADLINE_FAILED = 'Could not load the headline figures, please try again later.';

/** A failed call's sentence and Retry, in place of what it would have shown; null while it has not failed. */
function failureOf(query: UseQueryResult<unknown>, text = CHART_FAILED) {
  return query.isError ? (
    <LoadFailure text={text} isRetrying={query.isFetching} onRetry={() => void query.refetch()} />
  ) : null;
}

/** A section that is one chart of one call: its failure with Retry in place of the chart. */
function ChartSection({
  title,
  query,
  ...figure
}: { title: string; query: UseQueryResult<unknown> } & ComponentProps<typeof ChartFigure>) {
  return <SectionCard title={title}>{failureOf(query) ?? <ChartFigure {...figure} />}</SectionCard>;
}

const FIGURE_COLUMNS = { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, 1fr)' };

/**
 * The period's headline figures, in two groups that say what they cover: sales of the chosen branches over
 * the period, and customers of the merchant over the whole weeks the period touches (a customer is a card).
 */
export function Headline({ filter }: { filter: Filter }) {
  const branchQuery = useBranchComparison(filter);
  const customerQuery = useCustomerAnalysis(filter);
  if (branchQuery.isError || customerQuery.isError) {
    return (
      <LoadFailure
        text={HEADLINE_FAILED}
        isRetrying={branchQuery.isFetching || customerQuery.isFetching}
        onRetry={() => {
          if (branchQuery.isError) void branchQuery.refetch();
          if (customerQuery.isError) void customerQuery.refetch();
        }}
      />
    );
  }
  const branches = branchQuery.data;
  const customers = customerQuery.data;
  const loading = '–';
  const weeks = customers?.customerPeriod;
  const weekTicket =
    customers && customers.totals.count > 0 ? customers.totals.amount / customers.totals.count : 0;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', xl: '1fr 1fr' } }}>
      <Box component="section" aria-label="Sales">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {`Sales from ${filter.fromDate ?? ''} to ${filter.toDate ?? ''}, the chosen branches`}
        </Typography>
        <FigureList label="Sales figures" columns={FIGURE_COLUMNS}>
          <Figure label="Transactions" value={branches ? formatCount(branches.totals.count) : loading} />
          <Figure
            label="Amount (JOD)"
            value={branches ? formatAmount(branches.totals.amount, 'JOD') : loading}
          />
          <Figure
            label="Average ticket"
            value={branches ? formatAmount(branches.totals.averageTicket, 'JOD') : loading}
            hint="The amount divided by the transactions: what one payment came to on average."
          />
        </FigureList>
      </Box>
      <Box component="section" aria-label="Customers of the weeks">
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {weeks
            ? `Customers in the whole weeks ${weeks.from} to ${weeks.to}, every branch`
            : 'Customers in the whole weeks of the period, every branch'}
        </Typography>
        <FigureList label="Customer figures" columns={FIGURE_COLUMNS}>
          <Figure
            label="Customers"
            value={customers ? formatCount(customers.totals.customers) : loading}
            hint="Cards that paid at least once in these weeks, each counted once."
          />
          <Figure
            label="New customers"
            value={customers ? formatCount(customers.newCustomers.customers) : loading}
            hint="Of those, the cards whose first payment at your merchant fell in these weeks."
          />
          <Figure
            label="Average basket"
            value={customers ? formatAmount(customers.totals.averageBasket, 'JOD') : loading}
            hint={
              customers
                ? `The amount of these weeks divided by their customers: what one customer spent on average. The same weeks' average ticket is ${formatAmount(weekTicket, 'JOD')}, so a customer paid ${formatNumber(Math.round((customers.totals.count / Math.max(1, customers.totals.customers)) * 100) / 100)} times on average.`
                : 'The amount of these weeks divided by their customers: what one customer spent on average.'
            }
          />
        </FigureList>
      </Box>
    </Box>
  );
}

export function BranchComparison({ filter }: { filter: Filter }) {
  const query = useBranchComparison(filter);
  const data = query.data;
  const branches = data?.branches ?? [];
  return (
    <ChartSection
      title="Branch comparison"
      query={query}
      label="Amount by branch (JOD)"
      hasData={branches.length > 0}
      height={Math.max(240, branches.length * 30)}
      option={barOption(
        branches.map((branch) => branch.branchName),
        [{ name: 'Amount (JOD)', values: branches.map((branch) => branch.amount) }],
        'Amount (JOD)',
        true,
      )}
      table={{
        columns: ['Branch', 'Transactions', 'Amount (JOD)', 'Average ticket', 'Share of amount'],
        rows: branches.map((branch) => [
          branch.branchName,
          branch.count,
          money(branch.amount),
          money(branch.averageTicket),
          `${branch.amountShare.toFixed(2)}%`,
        ]),
      }}
    />
  );
}

export function Customers({ filter }: { filter: Filter }) {
  const query = useCustomerAnalysis(filter);
  const data = query.data;
  const failure = failureOf(query, 'Could not load the customers, please try again later.');
  if (failure) return <SectionCard title="Customers">{failure}</SectionCard>;
  return (
    <SectionCard title="Customers">
      {data && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {`Whole weeks ${data.customerPeriod.from} to ${data.customerPeriod.to}, every branch of the merchant.`}
        </Typography>
      )}
      <DonutGrid
        unit="Customers"
        donuts={CUSTOMER_DONUTS.map(({ label, groups }) => ({
          label,
          // No slices while the figures load.
          slices: data
            ? Object.entries(groups).map(([name, group]) => ({ name, value: data[group].customers }))
            : [],
        }))}
      />
      <Typography variant="h4" component="h3" sx={{ mt: 3, mb: 1 }}>
        Top spenders
      </Typography>
      <DataTable
        label="Top spenders"
        columns={SPENDER_COLUMNS}
        rows={data?.topSpenders ?? []}
        rowKey={(spender) => spender.pan + spender.lastVisit}
      />
    </SectionCard>
  );
}

export function MonthsAgainstLastYear({ filter }: { filter: Filter }) {
  const query = useMonthComparison(filter);
  const months = query.data?.months ?? [];
  return (
    <ChartSection
      title="Months against last year"
      query={query}
      label="Amount by month, this period and a year before (JOD)"
      hasData={months.length > 0}
      option={barOption(
        months.map((month) => month.month),
        [
          { name: 'This period', values: months.map((month) => month.amount) },
          { name: 'A year before', values: months.map((month) => month.previousYear.amount) },
        ],
        'Amount (JOD)',
      )}
      table={{
        columns: ['Month', 'Transactions', 'Amount (JOD)', 'A year before (JOD)', 'Change'],
        rows: months.map((month) => [
          month.month,
          month.count,
          money(month.amount),
          money(month.previousYear.amount),
          month.amountGrowth === null ? 'n/a' : `${month.amountGrowth.toFixed(2)}%`,
        ]),
      }}
    />
  );
}

function heatMapOption(cells: { weekday: number; hour: number; count: number }[]): EChartsCoreOption {
  const highest = Math.max(1, ...cells.map((cell) => cell.count));
  return {
    tooltip: { position: 'top' },
    grid: { left: 8, right: 8, top: 8, bottom: 56, containLabel: true },
    xAxis: { type: 'category', data: HOUR_LABELS, splitArea: { show: true } },
    yAxis: { type: 'category', data: [...WEEKDAYS], inverse: true, splitArea: { show: true } },
    visualMap: {
      min: 0,
      max: highest,
      calculable: true,
      orient: 'horizontal',
      left: 'center',
      bottom: 0,
      inRange: { color: ['#eef3f9', '#0b3d6e'] },
    },
    series: [
      {
        type: 'heatmap',
        name: 'Transactions',
        data: cells.map((cell) => [cell.hour, cell.weekday - 1, cell.count]),
      },
    ],
  };
}

export function HourByWeekday({ filter }: { filter: Filter }) {
  const query = useTimeHeatMap(filter);
  const cells = query.data?.cells ?? [];
  return (
    <ChartSection
      title="Hour by weekday"
      query={query}
      label="Transactions by hour of the day and weekday"
      hasData={cells.some((cell) => cell.count > 0)}
      height={340}
      option={heatMapOption(cells)}
      table={{
        columns: ['Hour', ...WEEKDAYS],
        rows: HOUR_LABELS.map((label, hour) => [
          label,
          ...WEEKDAYS.map(
            (_day, index) =>
              cells.find((cell) => cell.hour === hour && cell.weekday === index + 1)?.count ?? 0,
          ),
        ]),
      }}
    />
  );
}

export function Weeks({ filter }: { filter: Filter }) {
  const query = useWeekSeries(filter);
  const weeks = query.data?.weeks ?? [];
  // A week the period cuts (its first or last) holds fewer than seven days: its label says so.
  const labels = weeks.map((week) =>
    week.days.from === week.weekStart && daysBetween(week.days.from, week.days.to) === 6
      ? week.weekStart
      : `${week.weekStart} (part week)`,
  );
  const line = {
    name: 'Amount (JOD)',
    counts: weeks.map((week) => week.count),
    amounts: weeks.map((week) => week.amount),
  };
  return (
    <ChartSection
      title="Weeks"
      query={query}
      label="Amount by week (JOD)"
      hasData={weeks.length > 0}
      option={areaOption(labels, [line], 'amounts', 'Amount (JOD)')}
      table={countAmountTable(
        'Week of',
        weeks.map((week, index) => ({
          name: labels[index] ?? week.weekStart,
          count: week.count,
          amount: week.amount,
        })),
        { name: 'Total' },
      )}
    />
  );
}
