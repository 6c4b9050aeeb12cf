// The advanced dashboard's charts: branches, customers, months beside last year, hour × weekday, weeks.
import {
  WEEKDAYS,
  type AdvancedFilterInput,
  type CustomerAnalysis,
} from '@merchant-portal/contracts/schemas/advanced-dashboard';
import { parseDay } from '@merchant-portal/contracts/dates';
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import Box from '@mui/material/Box';
import type { UseQueryResult } from '@tanstack/react-query';
import Typography from '@mui/material/Typography';
import { HeatmapChart } from 'echarts/charts';
import { VisualMapComponent } from 'echarts/components';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
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
import { HOUR_LABELS, WEEKDAY_LABELS } from '../../lib/calendar-labels';
import { isolated, translateText } from '../../lib/i18n';
import {
  useBranchComparison,
  useCustomerAnalysis,
  useMonthComparison,
  useTimeHeatMap,
  useWeekSeries,
} from './api';
import { amountText, countText, dateIn, figure, numberText } from '../../lib/figures';

echarts.use([HeatmapChart, VisualMapComponent]);

type Filter = AdvancedFilterInput;
const money = (value: number) => value.toFixed(3);
/** Days from one DD-MM-YYYY to another. */
const daysBetween = (from: string, to: string) => {
  const day = (text: string) => parseDay(text) ?? Number.NaN;
  return day(to) - day(from);
};

type Spender = CustomerAnalysis['topSpenders'][number];

/** A top spender's card in words: new or returning, the bank's card or another's. */
const SPENDER_KINDS = {
  newBank: phrase('New, bank card'),
  newOther: phrase('New, other card'),
  returningBank: phrase('Returning, bank card'),
  returningOther: phrase('Returning, other card'),
} as const;

const spenderKind = (spender: Spender) =>
  SPENDER_KINDS[
    `${spender.isNew ? 'new' : 'returning'}${spender.isBankCustomer ? 'Bank' : 'Other'}` as const
  ];

const SPENDER_COLUMNS: DataColumn<Spender>[] = [
  { header: phrase('Card'), cell: (spender) => spender.pan, monospace: true },
  { header: phrase('Customer'), cell: (spender) => translateText(spenderKind(spender)) },
  { header: phrase('Transactions'), cell: (spender) => spender.count, numeric: true },
  { header: phrase('Amount (JOD)'), cell: (spender) => money(spender.amount), numeric: true },
  { header: phrase('Last visit'), cell: (spender) => spender.lastVisit, numeric: true },
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
  {
    label: phrase('New vs returning'),
    groups: { [phrase('New')]: 'newCustomers', [phrase('Returning')]: 'returningCustomers' },
  },
  {
    label: phrase('Bank vs other cards'),
    groups: { [phrase('Bank')]: 'bankCustomers', [phrase('Other')]: 'otherCustomers' },
  },
];

const CHART_FAILED = phrase('Could not load this chart, please try again later.');
const HEADLINE_FAILED = phrase('Could not load the headline figures, please try again later.');

/** A failed call's sentence and Retry, in place of what it would have shown; null while it has not failed. */
function failureOf(query: UseQueryResult<unknown>, text: string = CHART_FAILED) {
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

const BASKET_HINT = phrase(
  'The amount of these weeks divided by their customers: what one customer spent on average.',
);
const BASKET_HINT_WITH_TICKET = phrase(
  "The amount of these weeks divided by their customers: what one customer spent on average. The same weeks' average ticket is {{ticket}}, so a customer paid {{times}} times on average.",
);

const FIGURE_COLUMNS = { xs: 'repeat(2, minmax(0, 1fr))', md: 'repeat(3, 1fr)' };

/**
 * The period's headline figures, in two groups that say what they cover: sales of the chosen branches over
 * the period, and customers of the merchant over the whole weeks the period touches (a customer is a card).
 */
export function Headline({ filter }: { filter: Filter }) {
  const { t } = useTranslation();
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
      <Box component="section" aria-label={t('Sales')}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {t('Sales from {{from}} to {{to}}, the chosen branches', {
            from: dateIn(filter.fromDate ?? ''),
            to: dateIn(filter.toDate ?? ''),
          })}
        </Typography>
        <FigureList label={t('Sales figures')} columns={FIGURE_COLUMNS}>
          <Figure
            label={phrase('Transactions')}
            value={branches ? countText(branches.totals.count) : loading}
          />
          <Figure
            label={phrase('Amount (JOD)')}
            value={branches ? amountText(branches.totals.amount, 'JOD') : loading}
          />
          <Figure
            label={phrase('Average ticket')}
            value={branches ? amountText(branches.totals.averageTicket, 'JOD') : loading}
            hint={phrase('The amount divided by the transactions: what one payment came to on average.')}
          />
        </FigureList>
      </Box>
      <Box component="section" aria-label={t('Customers of the weeks')}>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {weeks
            ? t('Customers in the whole weeks {{from}} to {{to}}, every branch', {
                from: dateIn(weeks.from),
                to: dateIn(weeks.to),
              })
            : t('Customers in the whole weeks of the period, every branch')}
        </Typography>
        <FigureList label={t('Customer figures')} columns={FIGURE_COLUMNS}>
          <Figure
            label={phrase('Customers')}
            value={customers ? countText(customers.totals.customers) : loading}
            hint={phrase('Cards that paid at least once in these weeks, each counted once.')}
          />
          <Figure
            label={phrase('New customers')}
            value={customers ? countText(customers.newCustomers.customers) : loading}
            hint={phrase('Of those, the cards whose first payment at your merchant fell in these weeks.')}
          />
          <Figure
            label={phrase('Average basket')}
            value={customers ? amountText(customers.totals.averageBasket, 'JOD') : loading}
            hint={
              customers
                ? t(BASKET_HINT_WITH_TICKET, {
                    ticket: isolated(amountText(weekTicket, 'JOD')),
                    times: numberText(
                      Math.round((customers.totals.count / Math.max(1, customers.totals.customers)) * 100) /
                        100,
                    ),
                  })
                : BASKET_HINT
            }
          />
        </FigureList>
      </Box>
    </Box>
  );
}

export function BranchComparison({ filter }: { filter: Filter }) {
  const { t } = useTranslation();
  const query = useBranchComparison(filter);
  const data = query.data;
  const branches = data?.branches ?? [];
  return (
    <ChartSection
      title={phrase('Branch comparison')}
      query={query}
      label={phrase('Amount by branch (JOD)')}
      hasData={branches.length > 0}
      height={Math.max(240, branches.length * 30)}
      option={barOption(
        branches.map((branch) => branch.branchName),
        [{ name: t('Amount (JOD)'), values: branches.map((branch) => branch.amount) }],
        t('Amount (JOD)'),
        true,
      )}
      table={{
        columns: [
          phrase('Branch'),
          phrase('Transactions'),
          phrase('Amount (JOD)'),
          phrase('Average ticket'),
          phrase('Share of amount'),
        ],
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
  const { t } = useTranslation();
  const query = useCustomerAnalysis(filter);
  const data = query.data;
  const failure = failureOf(query, phrase('Could not load the customers, please try again later.'));
  if (failure) return <SectionCard title={phrase('Customers')}>{failure}</SectionCard>;
  return (
    <SectionCard title={phrase('Customers')}>
      {data && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
          {t('Whole weeks {{from}} to {{to}}, every branch of the merchant.', {
            from: dateIn(data.customerPeriod.from),
            to: dateIn(data.customerPeriod.to),
          })}
        </Typography>
      )}
      <DonutGrid
        unit={phrase('Customers')}
        donuts={CUSTOMER_DONUTS.map(({ label, groups }) => ({
          label,
          // No slices while the figures load.
          slices: data
            ? Object.entries(groups).map(([name, group]) => ({ name, value: data[group].customers }))
            : [],
        }))}
      />
      <Typography variant="h4" component="h3" sx={{ mt: 3, mb: 1 }}>
        {t('Top spenders')}
      </Typography>
      <DataTable
        label={phrase('Top spenders')}
        columns={SPENDER_COLUMNS}
        rows={data?.topSpenders ?? []}
        rowKey={(spender) => spender.pan + spender.lastVisit}
      />
    </SectionCard>
  );
}

export function MonthsAgainstLastYear({ filter }: { filter: Filter }) {
  const { t } = useTranslation();
  const query = useMonthComparison(filter);
  const months = query.data?.months ?? [];
  return (
    <ChartSection
      title={phrase('Months against last year')}
      query={query}
      label={phrase('Amount by month, this period and a year before (JOD)')}
      hasData={months.length > 0}
      option={barOption(
        months.map((month) => figure(month.month)),
        [
          { name: t('This period'), values: months.map((month) => month.amount) },
          { name: t('A year before'), values: months.map((month) => month.previousYear.amount) },
        ],
        t('Amount (JOD)'),
      )}
      table={{
        columns: [
          phrase('Month'),
          phrase('Transactions'),
          phrase('Amount (JOD)'),
          phrase('A year before (JOD)'),
          phrase('Change'),
        ],
        rows: months.map((month) => [
          figure(month.month),
          month.count,
          money(month.amount),
          money(month.previousYear.amount),
          month.amountGrowth === null ? t('n/a') : `${month.amountGrowth.toFixed(2)}%`,
        ]),
      }}
    />
  );
}

function heatMapOption(
  cells: { weekday: number; hour: number; count: number }[],
  t: (text: string) => string,
): EChartsCoreOption {
  const highest = Math.max(1, ...cells.map((cell) => cell.count));
  return {
    tooltip: { position: 'top' },
    grid: { left: 8, right: 8, top: 8, bottom: 56, containLabel: true },
    xAxis: { type: 'category', data: HOUR_LABELS.map(translateText), splitArea: { show: true } },
    yAxis: { type: 'category', data: WEEKDAY_LABELS.map(t), inverse: true, splitArea: { show: true } },
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
        name: t('Transactions'),
        data: cells.map((cell) => [cell.hour, cell.weekday - 1, cell.count]),
      },
    ],
  };
}

export function HourByWeekday({ filter }: { filter: Filter }) {
  const { t } = useTranslation();
  const query = useTimeHeatMap(filter);
  const cells = query.data?.cells ?? [];
  return (
    <ChartSection
      title={phrase('Hour by weekday')}
      query={query}
      label={phrase('Transactions by hour of the day and weekday')}
      hasData={cells.some((cell) => cell.count > 0)}
      height={340}
      option={heatMapOption(cells, t)}
      table={{
        columns: [phrase('Hour'), ...WEEKDAY_LABELS],
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
  const { t } = useTranslation();
  const query = useWeekSeries(filter);
  const weeks = query.data?.weeks ?? [];
  // A week the period cuts (its first or last) holds fewer than seven days: its label says so.
  const labels = weeks.map((week) =>
    week.days.from === week.weekStart && daysBetween(week.days.from, week.days.to) === 6
      ? week.weekStart
      : t('{{week}} (part week)', { week: week.weekStart }),
  );
  const line = {
    name: t('Amount (JOD)'),
    counts: weeks.map((week) => week.count),
    amounts: weeks.map((week) => week.amount),
  };
  return (
    <ChartSection
      title={phrase('Weeks')}
      query={query}
      label={phrase('Amount by week (JOD)')}
      hasData={weeks.length > 0}
      option={areaOption(labels, [line], 'amounts', t('Amount (JOD)'))}
      table={countAmountTable(
        phrase('Week of'),
        weeks.map((week, index) => ({
          name: labels[index] ?? week.weekStart,
          count: week.count,
          amount: week.amount,
        })),
        { name: phrase('Total') },
      )}
    />
  );
}
