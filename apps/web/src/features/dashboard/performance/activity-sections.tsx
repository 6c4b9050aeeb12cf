// The year-to-date sections of the performance dashboard (spec part 1 §2): the card mix, branches, weeks,
// months, hours of the day and terminals.
import type { DashboardReply } from '@merchant-portal/contracts/schemas/dashboards';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState, type ReactNode } from 'react';
import { ChartFigure } from '../../../components/charts/chart-figure';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { LabelledFigure } from '../../../components/labelled-figure';
import { LoadFailure } from '../../../components/load-failure';
import { SectionCard } from '../../../components/section-card';
import {
  areaOption,
  barOption,
  slicesOf,
  type ChartSeries,
  type SliceFields,
} from '../../../components/charts/chart-options';
import { countAmountTable } from '../../../components/charts/count-amount-table';
import { DonutGrid } from '../../../components/charts/donut';
import { HOUR_LABELS, MONTH_LABELS } from '../../../lib/calendar-labels';
import { useWeeklyActivity } from '../api/weekly-activity';
import {
  nextPage,
  pageOf,
  previousPage,
  seriesFor,
  toggleBranch,
  type BranchPoint,
  type BranchSelection,
} from './rules';
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import { useTranslation } from 'react-i18next';
import { translateText } from '../../../lib/i18n';
import type { TFunction } from 'i18next';
import { amountText, countText, dateIn, figure, shortText } from '../../../lib/figures';

type Data = DashboardReply | undefined;

/** The year's transactions split three ways: where the card is from, its kind and its scheme. */
const CARD_MIX: { label: string; fields: SliceFields<DashboardReply['ytd']> }[] = [
  { label: phrase('Local vs International'), fields: { Local: 'lclYtd', International: 'intYtd' } },
  { label: phrase('Debit vs Credit'), fields: { Debit: 'debYtd', Credit: 'crdYtd' } },
  { label: phrase('Visa vs Mastercard'), fields: { Visa: 'visaYtd', Mastercard: 'masterYtd' } },
];

export function TransactionsSummary({ data }: { data: Data }) {
  const ytd = data?.ytd;
  return (
    <SectionCard title={phrase('Transactions Summary YTD')}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 1, mb: 2 }}>
        <LabelledFigure
          label={phrase('Total transactions')}
          value={ytd ? shortText(ytd.totalTrxCountYtd) : '–'}
        />
        <LabelledFigure
          label={phrase('Total amount (JOD)')}
          value={ytd ? shortText(ytd.totalTrxAmtYtd) : '–'}
        />
      </Box>
      <DonutGrid donuts={CARD_MIX.map(({ label, fields }) => ({ label, slices: slicesOf(ytd, fields) }))} />
    </SectionCard>
  );
}

interface PageButton {
  text: string;
  disabled?: boolean;
  onClick: () => void;
}

function PageNavButton({ text, disabled, onClick }: PageButton) {
  const { t } = useTranslation();
  return (
    <Button size="small" variant="outlined" disabled={disabled} onClick={onClick}>
      {t(text)}
    </Button>
  );
}

/** A section's own paging: a button either side of a line that says which page is shown. */
function PageNav({
  label,
  status,
  back,
  forward,
}: {
  label: string;
  status: string;
  back: PageButton;
  forward: PageButton;
}) {
  const { t } = useTranslation();
  return (
    <Stack
      direction="row"
      spacing={1}
      sx={{ alignItems: 'center' }}
      component="nav"
      aria-label={t('{{label}} pages', { label: t(label) })}
    >
      <PageNavButton {...back} />
      <Typography variant="body2" aria-live="polite">
        {status}
      </Typography>
      <PageNavButton {...forward} />
    </Stack>
  );
}

export function Pager({
  page,
  onPage,
  label,
}: {
  page: number;
  onPage: (page: number) => void;
  label: string;
}) {
  const { t } = useTranslation();
  return (
    <PageNav
      label={label}
      status={t('Page {{page}}', { page })}
      back={{ text: phrase('Prev'), disabled: page === 1, onClick: () => onPage(previousPage(page)) }}
      forward={{ text: phrase('Next'), onClick: () => onPage(nextPage(page)) }}
    />
  );
}

const salesOf = (branch: DashboardReply['branches'][number]) => ({
  name: branch.brnchOfTrxYtd,
  count: branch.brnchTrxCntYtd,
  amount: branch.brnchTrxAmtYtd,
});

export function BranchesActivity({ data }: { data: Data }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const allBranches = data?.branches ?? [];
  const shown = pageOf(allBranches, page);
  const names = shown.map((branch) => branch.brnchOfTrxYtd);
  return (
    <SectionCard
      title={phrase('Branches Activity')}
      action={<Pager page={page} onPage={setPage} label={phrase('Branches Activity')} />}
    >
      <ChartFigure
        label={phrase('Branches Activity: amount year to date, by branch')}
        hasData={shown.length > 0}
        height={Math.max(240, shown.length * 34)}
        option={barOption(
          names,
          [{ name: t('Amount (JOD)'), values: shown.map((branch) => branch.brnchTrxAmtYtd) }],
          t('Amount (JOD)'),
          true,
        )}
        // The totals add up every branch, not only this page's.
        table={countAmountTable(phrase('Branch'), shown.map(salesOf), {
          name: phrase('Total, all branches'),
          rows: allBranches.map(salesOf),
        })}
      />
    </SectionCard>
  );
}

function BranchCheckboxes({
  branches,
  selection,
  onChange,
}: {
  branches: DashboardReply['branches'];
  selection: BranchSelection;
  onChange: (selection: BranchSelection) => void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const isChosen = (id: string) => selection !== 'ALL' && selection.includes(id);
  return (
    <Box role="group" aria-labelledby={labelId} sx={{ mb: 1 }}>
      <FormLabel id={labelId} sx={{ fontSize: 14 }}>
        {t('Branches')}
      </FormLabel>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1 }}>
        <FormControlLabel
          control={
            <Checkbox
              size="small"
              checked={selection === 'ALL'}
              onChange={() => onChange(toggleBranch(selection, 'ALL'))}
            />
          }
          label={t('ALL')}
        />
        {branches.map((branch) => (
          <FormControlLabel
            key={branch.branchId}
            control={
              <Checkbox
                size="small"
                checked={isChosen(branch.branchId)}
                onChange={() => onChange(toggleBranch(selection, branch.branchId))}
              />
            }
            label={branch.brnchOfTrxYtd}
          />
        ))}
      </Box>
    </Box>
  );
}

function seriesTable(categories: readonly string[], lines: ChartSeries[], t: TFunction) {
  const sum = (values: number[]) => values.reduce((total, value) => total + value, 0);
  return {
    columns: [
      '',
      ...lines.flatMap((line) => [
        t('{{name}}: transactions', { name: line.name }),
        t('{{name}}: amount (JOD)', { name: line.name }),
      ]),
    ],
    rows: categories.map((category, index) => [
      category,
      ...lines.flatMap((line) => [
        countText(line.counts[index] ?? 0),
        amountText(line.amounts[index] ?? 0, 'JOD'),
      ]),
    ]),
    totals: [
      phrase('Total'),
      ...lines.flatMap((line) => [countText(sum(line.counts)), amountText(sum(line.amounts), 'JOD')]),
    ],
  };
}

/** The title of an activity chart's figures axis. */
const METRIC_TITLES = { counts: phrase('Transactions'), amounts: phrase('Amount (JOD)') } as const;

/** One activity chart with its own branch checkboxes. */
function ActivitySection<P extends BranchPoint, K>({
  title,
  data,
  points,
  buckets,
  labels,
  bucketOf,
  metric,
  kind,
  action,
  failure,
}: {
  title: string;
  /** The section's own paging, if it has one. */
  action?: ReactNode;
  /** Shown in place of the chart when the section's own call failed. */
  failure?: ReactNode;
  data: Data;
  points: readonly P[];
  buckets: readonly K[];
  labels: string[];
  bucketOf: (point: P) => K;
  metric: 'counts' | 'amounts';
  kind: 'area' | 'bar';
}) {
  const { t } = useTranslation();
  const [selection, setSelection] = useState<BranchSelection>('ALL');
  const branches = data?.branches ?? [];
  const nameOf = (id: string) => branches.find((branch) => branch.branchId === id)?.brnchOfTrxYtd ?? id;
  const lines = seriesFor(points, buckets, bucketOf, selection, nameOf).map((line) => ({
    ...line,
    name: t(line.name),
  }));
  const measure = metric === 'counts' ? t('transactions') : t('amount (JOD)');
  return (
    <SectionCard title={title} action={action}>
      <BranchCheckboxes branches={branches} selection={selection} onChange={setSelection} />
      {failure ?? (
        <ChartFigure
          label={t('{{title}}: {{measure}}, {{branches}}', {
            title: t(title),
            measure,
            branches: selection === 'ALL' ? t('all branches') : lines.map((line) => line.name).join(', '),
          })}
          hasData={points.length > 0}
          option={
            kind === 'area'
              ? areaOption(labels, lines, metric, t(METRIC_TITLES[metric]))
              : barOption(
                  labels,
                  lines.map((line) => ({ name: line.name, values: line[metric] })),
                  t(METRIC_TITLES[metric]),
                )
          }
          table={seriesTable(labels, lines, t)}
        />
      )}
    </SectionCard>
  );
}

const MONTHS = MONTH_LABELS.map((_, index) => index + 1);
const HOURS = HOUR_LABELS.map((_, index) => index);

/** Weekly Activity pages back through whole weeks with its own call, 13 weeks a page. */
export function WeeklyActivity({ data }: { data: Data }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const weekly = useWeeklyActivity(page);
  const reply = weekly.data;
  const weeks = reply?.weeks ?? [];
  const points = weeks.flatMap((week) =>
    week.branches.map((branch) => ({ ...branch, wkOfTrxYtd: week.weekStart })),
  );
  const starts = weeks.map((week) => week.weekStart);
  // A week the merchant's figures began inside holds fewer than seven days: its label says so.
  const labels = weeks.map((week) =>
    week.isPartial ? t('{{week}} (part week)', { week: figure(week.weekStart) }) : figure(week.weekStart),
  );
  return (
    <ActivitySection
      title={phrase('Weekly Activity')}
      data={data}
      points={points}
      buckets={starts}
      labels={labels}
      bucketOf={(point) => point.wkOfTrxYtd}
      metric="amounts"
      kind="area"
      action={
        <PageNav
          label={phrase('Weekly Activity')}
          status={reply ? t('{{from}} to {{to}}', { from: dateIn(reply.from), to: dateIn(reply.to) }) : ''}
          back={{
            text: phrase('Earlier'),
            disabled: !reply?.hasEarlier || weekly.isPlaceholderData,
            onClick: () => setPage(page + 1),
          }}
          forward={{
            text: phrase('Later'),
            disabled: page === 1,
            onClick: () => setPage(previousPage(page)),
          }}
        />
      }
      failure={
        weekly.isError ? (
          <LoadFailure
            text={WEEKLY_FAILED}
            isRetrying={weekly.isFetching}
            onRetry={() => void weekly.refetch()}
          />
        ) : undefined
      }
    />
  );
}

export const WEEKLY_FAILED = phrase('Could not load the weekly activity, please try again later.');

export function MonthlyActivity({ data }: { data: Data }) {
  const { t } = useTranslation();
  return (
    <ActivitySection
      title={phrase('Monthly Activity')}
      data={data}
      points={data?.series.months ?? []}
      buckets={MONTHS}
      labels={MONTH_LABELS.map((month) => t(month))}
      bucketOf={(point) => point.mnthOfTrxYtd}
      metric="amounts"
      kind="bar"
    />
  );
}

export function TransactionsTimestamps({ data }: { data: Data }) {
  return (
    <ActivitySection
      title={phrase('Transactions Timestamps')}
      data={data}
      points={data?.series.hours ?? []}
      buckets={HOURS}
      labels={HOUR_LABELS.map((hour) => figure(translateText(hour)))}
      bucketOf={(point) => point.hrOfTrxYtd}
      metric="counts"
      kind="area"
    />
  );
}

type Terminal = DashboardReply['terminals']['branches'][number]['top3Terminals'][number];
const TERMINAL_COLUMNS: DataColumn<Terminal>[] = [
  { header: phrase('Terminal'), cell: (terminal) => terminal.terminalId },
  { header: phrase('Transactions'), cell: (terminal) => shortText(terminal.count), numeric: true },
  { header: phrase('Share'), cell: (terminal) => `${terminal.percentage.toFixed(2)}%`, numeric: true },
];

function TerminalList({ title, terminals }: { title: string; terminals: readonly Terminal[] }) {
  return (
    <DataTable
      label={title}
      caption={title}
      columns={TERMINAL_COLUMNS}
      rows={terminals}
      rowKey={(terminal) => terminal.terminalId}
    />
  );
}

export function TerminalTransactions({ data }: { data: Data }) {
  const terminals = data?.terminals;
  const [chosen, setChosen] = useState<string | null>(null);
  const { t } = useTranslation();
  const branch =
    terminals?.branches.find((candidate) => candidate.branch === chosen) ?? terminals?.branches[0];
  const labelId = useId();
  return (
    <SectionCard title={phrase('Terminal Transactions YTD')}>
      {!terminals || !branch ? (
        <Typography color="text.secondary">{t('Loading...')}</Typography>
      ) : (
        <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: '220px 1fr' } }}>
          <Box>
            <FormLabel id={labelId}>{t('Branch')}</FormLabel>
            <RadioGroup
              aria-labelledby={labelId}
              value={branch.branch}
              onChange={(event) => setChosen(event.target.value)}
              sx={{ maxHeight: 320, overflowY: 'auto', flexWrap: 'nowrap' }}
            >
              {terminals.branches.map((candidate) => (
                <FormControlLabel
                  key={candidate.branch}
                  value={candidate.branch}
                  control={<Radio size="small" />}
                  label={candidate.branchName}
                />
              ))}
            </RadioGroup>
          </Box>
          <Stack spacing={2}>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 4, rowGap: 1 }}>
              <LabelledFigure
                label={phrase('Average transactions per terminal')}
                value={shortText(terminals.avgTrxOnTerminal)}
              />
              <LabelledFigure
                label={t('Average per terminal in {{branch}}', { branch: branch.branchName })}
                value={shortText(branch.avgBrnchTrxOnTerminal)}
              />
            </Box>
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <TerminalList title={phrase('Top 3 terminals')} terminals={branch.top3Terminals} />
              {branch.low3Terminals.length > 0 ? (
                <TerminalList title={phrase('Lowest 3 terminals')} terminals={branch.low3Terminals} />
              ) : (
                <Box>
                  <Typography sx={{ fontWeight: 500, mb: 0.5 }}>{t('Lowest 3 terminals')}</Typography>
                  <Typography variant="body2" color="text.secondary">
                    {t('Every terminal of {{branch}} is among its top 3.', { branch: branch.branchName })}
                  </Typography>
                </Box>
              )}
            </Box>
          </Stack>
        </Box>
      )}
    </SectionCard>
  );
}
