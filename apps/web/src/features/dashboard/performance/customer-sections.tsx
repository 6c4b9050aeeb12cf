// The customer sections of the performance dashboard (spec part 1 §2): churn, bank-customer visits,
// demographics and the loan offer, with their e-mail actions to the account manager.
import { MESSAGES } from '@merchant-portal/contracts/messages';
import type { DashboardReply, EmailSource } from '@merchant-portal/contracts/schemas/dashboards';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { ChartFigure } from '../../../components/charts/chart-figure';
import { slicesOf, type SliceFields } from '../../../components/charts/chart-options';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { LabelledFigure } from '../../../components/labelled-figure';
import { LoadFailure } from '../../../components/load-failure';
import { SectionCard } from '../../../components/section-card';
import { useLoanEligibility, useSendEmail } from '../api/performance';
import { DonutGrid } from '../../../components/charts/donut';
import { Pager } from './activity-sections';
import { gaugeOption } from './gauge-option';
import { gaugeScale, loanRangeText, PAGE_SIZE, pageOf, showsLoanCard } from './rules';
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import { useTranslation } from 'react-i18next';

import { TablePager } from '../../../components/table-pager';
import { amountText, countText, dateIn, shortText } from '../../../lib/figures';

type Data = DashboardReply | undefined;

const CHURN_COLUMNS: DataColumn<DashboardReply['churn'][number]>[] = [
  { header: phrase('Card'), cell: (customer) => customer.pan, monospace: true },
  { header: phrase('Transactions'), cell: (customer) => countText(customer.churnTrxCnt), numeric: true },
  {
    header: phrase('Amount (JOD)'),
    cell: (customer) => amountText(customer.chrunTrxAmt, 'JOD'),
    numeric: true,
  },
  { header: phrase('Last visit'), cell: (customer) => customer.lastVisit, numeric: true },
];
const VISIT_COLUMNS: DataColumn<DashboardReply['visits'][number]>[] = [
  { header: phrase('Visits'), cell: (row) => row.noOfVisits },
  { header: phrase('Customers'), cell: (row) => countText(row.visitCntVal), numeric: true },
  { header: phrase('Amount (JOD)'), cell: (row) => amountText(row.visitTranAmount, 'JOD'), numeric: true },
];

const sumOf = <T,>(rows: readonly T[], value: (row: T) => number) =>
  rows.reduce((total, row) => total + value(row), 0);

/** What each e-mail action asks the account manager (the server's message says the same). */
const EMAIL_ASKS: Record<EmailSource, string> = {
  churn: phrase(
    "An e-mail will be sent to your merchant's account manager asking for help retaining your churning customers. They will contact you.",
  ),
  visitation: phrase(
    "An e-mail will be sent to your merchant's account manager asking to apply for the bank's offer on your bank customers' visitation frequency. They will contact you.",
  ),
  loanEligibility: phrase(
    "An e-mail will be sent to your merchant's account manager asking that you are interested in the loan offer. They will contact you.",
  ),
};

/** The churn's period, each date in its own direction. */
const churnPeriod = (periods: NonNullable<Data>['periods']['churn']) => ({
  from: dateIn(periods.seenFrom),
  to: dateIn(periods.seenTo),
  since: dateIn(periods.absentFrom),
});

/**
 * An e-mail to the merchant's account manager: it asks first, says it was sent, and stays sent (so a second
 * click cannot send it again; the server limits repeats as well).
 */
function EmailButton({ source, children }: { source: EmailSource; children: string }) {
  const { t } = useTranslation();
  const send = useSendEmail(source);
  const [isAsking, setIsAsking] = useState(false);
  const titleId = useId();
  return (
    <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
      <Button
        variant="contained"
        color="secondary"
        disabled={send.isPending || send.isSuccess}
        onClick={() => setIsAsking(true)}
      >
        {t(children)}
      </Button>
      {send.isSuccess && (
        <Typography variant="body2" color="success.main" role="status">
          {t('E-mail sent to your account manager.')}
        </Typography>
      )}
      <Dialog
        open={isAsking}
        onClose={() => setIsAsking(false)}
        maxWidth="xs"
        fullWidth
        aria-labelledby={titleId}
      >
        <DialogTitle id={titleId}>{t('E-mail your account manager?')}</DialogTitle>
        <DialogContent>
          <DialogContentText>{t(EMAIL_ASKS[source])}</DialogContentText>
        </DialogContent>
        <DialogActions>
          <Button onClick={() => setIsAsking(false)}>{t('Cancel')}</Button>
          <Button
            variant="contained"
            onClick={() => {
              setIsAsking(false);
              send.mutate();
            }}
          >
            {t('Send e-mail')}
          </Button>
        </DialogActions>
      </Dialog>
    </Stack>
  );
}

export function ChurningCustomers({ data }: { data: Data }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(0);
  const churn = data?.churn ?? [];
  const periods = data?.periods.churn;
  return (
    <SectionCard
      title={phrase('Churn and visits frequency')}
      action={<EmailButton source="churn">{MESSAGES.retainCustomers}</EmailButton>}
    >
      {periods && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {churn.length > 0
            ? t(
                'Top {{count}} churning customers: paid in at least 3 weeks from {{from}} to {{to}}, and not since {{since}}.',
                { count: churn.length, ...churnPeriod(periods) },
              )
            : t(
                'No churning customers: nobody who paid in at least 3 weeks from {{from}} to {{to}} has stayed away since {{since}}.',
                churnPeriod(periods),
              )}
        </Typography>
      )}
      {churn.length === 0 ? (
        !periods && <Typography color="text.secondary">{t('Loading...')}</Typography>
      ) : (
        <>
          <DataTable
            label={phrase('Churning customers')}
            columns={CHURN_COLUMNS}
            rows={churn.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE)}
            rowKey={(customer) => customer.pan + customer.lastVisit}
            totals={[
              t('Total, all {{total}}', { total: countText(churn.length) }),
              countText(sumOf(churn, (customer) => customer.churnTrxCnt)),
              amountText(
                sumOf(churn, (customer) => customer.chrunTrxAmt),
                'JOD',
              ),
              '',
            ]}
          />
          <TablePager
            count={churn.length}
            page={page}
            onPageChange={(_event, next) => setPage(next)}
            rowsPerPage={PAGE_SIZE}
            rowsPerPageOptions={[PAGE_SIZE]}
          />
        </>
      )}
    </SectionCard>
  );
}

export function VisitationFrequency({ data }: { data: Data }) {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const allVisits = data?.visits ?? [];
  const rows = pageOf(
    [...allVisits].sort((a, b) => a.noOfVisits - b.noOfVisits),
    page,
  );
  return (
    <SectionCard
      title={phrase('Bank customer visitation frequency YTD')}
      action={<EmailButton source="visitation">{phrase('Apply Now')}</EmailButton>}
    >
      <Stack spacing={1}>
        <Pager page={page} onPage={setPage} label={phrase('Visitation frequency')} />
        {rows.length === 0 ? (
          <Typography color="text.secondary">{t('Loading...')}</Typography>
        ) : (
          <DataTable
            label={phrase('Bank customer visitation frequency')}
            columns={VISIT_COLUMNS}
            rows={rows}
            rowKey={(row) => String(row.noOfVisits)}
            totals={[
              phrase('Total, all visits'),
              countText(sumOf(allVisits, (row) => row.visitCntVal)),
              amountText(
                sumOf(allVisits, (row) => row.visitTranAmount),
                'JOD',
              ),
            ]}
          />
        )}
      </Stack>
    </SectionCard>
  );
}

type People = DashboardReply['demographics'];

/** The demographics' donuts: each a split of the customers by two figures, or by a list of groups. */
const DEMOGRAPHIC_DONUTS: ({ label: string } & (
  { fields: SliceFields<People> } | { groups: 'custAgeGroup' | 'custProgram' }
))[] = [
  {
    label: phrase('Gender'),
    fields: { [phrase('Male')]: 'custGenderMaleYtd', [phrase('Female')]: 'custGenderFemaleYtd' },
  },
  { label: phrase('Age group'), groups: 'custAgeGroup' },
  { label: 'BNPL', fields: { [phrase('Yes')]: 'bnplYesYtd', [phrase('No')]: 'bnplNoYtd' } },
  { label: 'EPP', fields: { [phrase('Yes')]: 'eppYesYtd', [phrase('No')]: 'eppNoYtd' } },
  { label: phrase('Programs'), groups: 'custProgram' },
];

export function Demographics({ data }: { data: Data }) {
  const people = data?.demographics;
  const donuts = DEMOGRAPHIC_DONUTS.map((donut) => ({
    label: donut.label,
    slices:
      'fields' in donut
        ? slicesOf(people, donut.fields)
        : (people?.[donut.groups].map((group) => ({ name: group.label, value: group.count })) ?? []),
  }));
  return (
    <SectionCard title={phrase('Bank customer demographics')}>
      <DonutGrid unit={phrase('Customers')} donuts={donuts} />
    </SectionCard>
  );
}

export const LOAN_FAILED = phrase('Could not load the loan offer, please try again later.');

export function LoanEligibility() {
  const { t } = useTranslation();
  const loan = useLoanEligibility();
  if (loan.isError) {
    return (
      <SectionCard title={phrase('Loan Eligibility Criteria')}>
        <LoadFailure text={LOAN_FAILED} isRetrying={loan.isFetching} onRetry={() => void loan.refetch()} />
      </SectionCard>
    );
  }
  if (!showsLoanCard(loan.data)) return null;
  const record = loan.data;
  const scale = gaugeScale(record.avgCrdTrx);
  const range = loanRangeText(record);
  return (
    <SectionCard
      title={phrase('Loan Eligibility Criteria')}
      action={<EmailButton source="loanEligibility">{phrase('Interested')}</EmailButton>}
    >
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: scale ? '1fr 1fr' : '1fr' } }}
      >
        <Stack spacing={1.5}>
          <Typography>
            {record.loan_amount
              ? t('You are eligible for a business loan of up to JOD {{amount}}.', {
                  amount: shortText(record.loan_amount),
                })
              : t('You are eligible for a business loan.')}
          </Typography>
          {range && (
            <Typography variant="h3" component="p" color="primary">
              {t(range)}
            </Typography>
          )}
          <LabelledFigure
            label={phrase('Average monthly card sales, last 12 months (JOD)')}
            value={shortText(record.avgCrdTrx)}
          />
        </Stack>
        {scale && (
          <ChartFigure
            label={phrase('Average credit transactions against the loan scale')}
            hasData
            height={260}
            option={gaugeOption(record.avgCrdTrx, scale, t('Avg. credit transactions'))}
            table={{
              columns: ['', 'JOD'],
              rows: [
                [t('Average credit transactions'), shortText(record.avgCrdTrx)],
                [t('Scale from'), shortText(scale.min)],
                [t('Scale to'), shortText(scale.max)],
              ],
            }}
          />
        )}
      </Box>
    </SectionCard>
  );
}
