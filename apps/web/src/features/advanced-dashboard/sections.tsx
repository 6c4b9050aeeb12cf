// The advanced dashboard's charts: branches, customers, months beside last year, hour × weekday, weeks.
import {
  WEEKDAYS,
  type AdvancedFilterInput,
  type CustomerAnalysis,
} from '@merchant-portal/contracts/schemas/advanced-dashboard';
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Typography from '@mui/material/Typography';
import { HeatmapChart } from 'echarts/charts';
import { VisualMapComponent } from 'echarts/components';
import { ChartFigure } from '../../components/charts/chart-figure';
import { echarts, type EChartsCoreOption } from '../../components/charts/echarts';
import { DataTable, type DataColumn } from '../../components/data-table';
import { LabelledFigure } from '../../components/labelled-figure';
import { SectionCard } from '../../components/section-card';
import { areaOption, barOption } from '../../components/charts/chart-options';
import { Donut, DonutGrid } from '../../components/charts/donut';
import { HOUR_LABELS } from '../../components/charts/labels';
import { shortenNumber } from '../../lib/numbers';
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

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} aria-label={label}>
      <LabelledFigure label={label} value={value} />
    </Paper>
  );
}

/** The period's headline figures: sales of the chosen branches, customers of the merchant. */
export function Headline({ filter }: { filter: Filter }) {
  const branches = useBranchComparison(filter).data;
  const customers = useCustomerAnalysis(filter).data;
  const figures: [string, string][] = [
    ['Transactions', branches ? shortenNumber(branches.totals.count) : '–'],
    ['Amount (JOD)', branches ? shortenNumber(branches.totals.amount) : '–'],
    ['Average ticket', branches ? shortenNumber(branches.totals.averageTicket) : '–'],
    ['Customers', customers ? shortenNumber(customers.totals.customers) : '–'],
    ['New customers', customers ? shortenNumber(customers.newCustomers.customers) : '–'],
    ['Average basket', customers ? shortenNumber(customers.totals.averageBasket) : '–'],
  ];
  return (
    <Box
      component="ul"
      aria-label="Headline figures"
      sx={{
        listStyle: 'none',
        p: 0,
        m: 0,
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, 1fr)', xl: 'repeat(6, 1fr)' },
      }}
    >
      {figures.map(([label, value]) => (
        <Figure key={label} label={label} value={value} />
      ))}
    </Box>
  );
}

export function BranchComparison({ filter }: { filter: Filter }) {
  const data = useBranchComparison(filter).data;
  const branches = data?.branches ?? [];
  return (
    <SectionCard title="Branch comparison">
      <ChartFigure
        label="Amount by branch (JOD)"
        hasData={branches.length > 0}
        height={Math.max(240, branches.length * 30)}
        option={barOption(
          branches.map((branch) => branch.branchName),
          [{ name: 'Amount (JOD)', values: branches.map((branch) => branch.amount) }],
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
    </SectionCard>
  );
}

export function Customers({ filter }: { filter: Filter }) {
  const data = useCustomerAnalysis(filter).data;
  return (
    <SectionCard title="Customers">
      {data && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {`Whole weeks ${data.customerPeriod.from} to ${data.customerPeriod.to}, every branch of the merchant.`}
        </Typography>
      )}
      <DonutGrid>
        <Donut
          unit="Customers"
          label="New vs returning"
          slices={
            data
              ? [
                  { name: 'New', value: data.newCustomers.customers },
                  { name: 'Returning', value: data.returningCustomers.customers },
                ]
              : []
          }
        />
        <Donut
          unit="Customers"
          label="Bank vs other cards"
          slices={
            data
              ? [
                  { name: 'Bank', value: data.bankCustomers.customers },
                  { name: 'Other', value: data.otherCustomers.customers },
                ]
              : []
          }
        />
      </DonutGrid>
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
  const months = useMonthComparison(filter).data?.months ?? [];
  return (
    <SectionCard title="Months against last year">
      <ChartFigure
        label="Amount by month, this period and a year before (JOD)"
        hasData={months.length > 0}
        option={barOption(
          months.map((month) => month.month),
          [
            { name: 'This period', values: months.map((month) => month.amount) },
            { name: 'A year before', values: months.map((month) => month.previousYear.amount) },
          ],
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
    </SectionCard>
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
  const cells = useTimeHeatMap(filter).data?.cells ?? [];
  return (
    <SectionCard title="Hour by weekday">
      <ChartFigure
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
    </SectionCard>
  );
}

export function Weeks({ filter }: { filter: Filter }) {
  const weeks = useWeekSeries(filter).data?.weeks ?? [];
  const line = {
    name: 'Amount (JOD)',
    counts: weeks.map((week) => week.count),
    amounts: weeks.map((week) => week.amount),
  };
  return (
    <SectionCard title="Weeks">
      <ChartFigure
        label="Amount by week (JOD)"
        hasData={weeks.length > 0}
        option={areaOption(
          weeks.map((week) => week.weekStart),
          [line],
          'amounts',
        )}
        table={{
          columns: ['Week of', 'Transactions', 'Amount (JOD)'],
          rows: weeks.map((week) => [week.weekStart, week.count, money(week.amount)]),
        }}
      />
    </SectionCard>
  );
}
