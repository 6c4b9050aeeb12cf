// The customer sections of the performance dashboard (spec part 1 §2): churn, bank-customer visits,
// demographics and the loan offer, with their e-mail actions to the account manager.
import { MESSAGES } from '@merchant-portal/contracts/messages';
import type { DashboardReply, EmailSource } from '@merchant-portal/contracts/schemas/dashboards';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TablePagination from '@mui/material/TablePagination';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { ChartFigure } from '../../../components/charts/chart-figure';
import { DataTable, type DataColumn } from '../../../components/data-table';
import { LabelledFigure } from '../../../components/labelled-figure';
import { SectionCard } from '../../../components/section-card';
import { useLoanEligibility, useSendEmail } from '../api/performance';
import { Donut, DonutGrid } from '../../../components/charts/donut';
import { shortenNumber } from '../../../lib/numbers';
import { Pager } from './activity-sections';
import { gaugeOption } from './gauge-option';
import { gaugeScale, loanRangeText, PAGE_SIZE, pageOf, showsLoanCard } from './rules';

type Data = DashboardReply | undefined;

const CHURN_COLUMNS: DataColumn<DashboardReply['churn'][number]>[] = [
  { header: 'Card', cell: (customer) => customer.pan, monospace: true },
  { header: 'Transactions', cell: (customer) => shortenNumber(customer.churnTrxCnt), numeric: true },
  { header: 'Amount (JOD)', cell: (customer) => shortenNumber(customer.chrunTrxAmt), numeric: true },
  { header: 'Last visit', cell: (customer) => customer.lastVisit, numeric: true },
];
const VISIT_COLUMNS: DataColumn<DashboardReply['visits'][number]>[] = [
  { header: 'Visits', cell: (row) => row.noOfVisits },
  { header: 'Customers', cell: (row) => shortenNumber(row.visitCntVal), numeric: true },
  { header: 'Amount (JOD)', cell: (row) => shortenNumber(row.visitTranAmount), numeric: true },
];

function EmailButton({ source, children }: { source: EmailSource; children: string }) {
  const send = useSendEmail(source);
  return (
    <Button variant="contained" color="secondary" disabled={send.isPending} onClick={() => send.mutate()}>
      {children}
    </Button>
  );
}

export function ChurningCustomers({ data }: { data: Data }) {
  const [page, setPage] = useState(0);
  const churn = data?.churn ?? [];
  const periods = data?.periods.churn;
  return (
    <SectionCard
      title="Churn and visits frequency"
      action={<EmailButton source="churn">{MESSAGES.retainCustomers}</EmailButton>}
    >
      {periods && (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {churn.length > 0
            ? `Top ${churn.length} churning customers: paid in at least 3 weeks from ${periods.seenFrom} to ${periods.seenTo}, and not since ${periods.absentFrom}.`
            : `No churning customers: nobody who paid in at least 3 weeks from ${periods.seenFrom} to ${periods.seenTo} has stayed away since ${periods.absentFrom}.`}
        </Typography>
      )}
      {churn.length === 0 ? (
        !periods && <Typography color="text.secondary">Loading...</Typography>
      ) : (
        <>
          <DataTable
            label="Churning customers"
            columns={CHURN_COLUMNS}
            rows={churn.slice(page * PAGE_SIZE, (page + 1) * PAGE_SIZE)}
            rowKey={(customer) => customer.pan + customer.lastVisit}
          />
          <TablePagination
            component="div"
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
  const [page, setPage] = useState(1);
  const rows = pageOf(
    [...(data?.visits ?? [])].sort((a, b) => a.noOfVisits - b.noOfVisits),
    page,
  );
  return (
    <SectionCard
      title="Bank customer visitation frequency YTD"
      action={<EmailButton source="visitation">Apply Now</EmailButton>}
    >
      <Stack spacing={1}>
        <Pager page={page} onPage={setPage} label="Visitation frequency" />
        {rows.length === 0 ? (
          <Typography color="text.secondary">Loading...</Typography>
        ) : (
          <DataTable
            label="Bank customer visitation frequency"
            columns={VISIT_COLUMNS}
            rows={rows}
            rowKey={(row) => String(row.noOfVisits)}
          />
        )}
      </Stack>
    </SectionCard>
  );
}

export function Demographics({ data }: { data: Data }) {
  const people = data?.demographics;
  const shares = (list: { label: string; count: number }[]) =>
    list.map((item) => ({ name: item.label, value: item.count }));
  return (
    <SectionCard title="Bank customer demographics">
      <DonutGrid>
        <Donut
          unit="Customers"
          label="Gender"
          slices={
            people
              ? [
                  { name: 'Male', value: people.custGenderMaleYtd },
                  { name: 'Female', value: people.custGenderFemaleYtd },
                ]
              : []
          }
        />
        <Donut unit="Customers" label="Age group" slices={people ? shares(people.custAgeGroup) : []} />
        <Donut
          unit="Customers"
          label="BNPL"
          slices={
            people
              ? [
                  { name: 'Yes', value: people.bnplYesYtd },
                  { name: 'No', value: people.bnplNoYtd },
                ]
              : []
          }
        />
        <Donut
          unit="Customers"
          label="EPP"
          slices={
            people
              ? [
                  { name: 'Yes', value: people.eppYesYtd },
                  { name: 'No', value: people.eppNoYtd },
                ]
              : []
          }
        />
        <Donut unit="Customers" label="Programs" slices={people ? shares(people.custProgram) : []} />
      </DonutGrid>
    </SectionCard>
  );
}

export function LoanEligibility() {
  const loan = useLoanEligibility();
  if (!showsLoanCard(loan.data)) return null;
  const record = loan.data;
  const scale = gaugeScale(record.avgCrdTrx);
  const range = loanRangeText(record);
  return (
    <SectionCard
      title="Loan Eligibility Criteria"
      action={<EmailButton source="loanEligibility">Interested</EmailButton>}
    >
      <Box
        sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', md: scale ? '1fr 1fr' : '1fr' } }}
      >
        <Stack spacing={1.5}>
          <Typography>
            {`You are eligible for a business loan${record.loan_amount ? ` of up to JOD ${shortenNumber(record.loan_amount)}` : ''}.`}
          </Typography>
          {range && (
            <Typography variant="h3" component="p" color="primary">
              {range}
            </Typography>
          )}
          <LabelledFigure
            label="Average monthly card sales, last 12 months (JOD)"
            value={shortenNumber(record.avgCrdTrx)}
          />
        </Stack>
        {scale && (
          <ChartFigure
            label="Average credit transactions against the loan scale"
            hasData
            height={260}
            option={gaugeOption(record.avgCrdTrx, scale)}
            table={{
              columns: ['', 'JOD'],
              rows: [
                ['Average credit transactions', shortenNumber(record.avgCrdTrx)],
                ['Scale from', shortenNumber(scale.min)],
                ['Scale to', shortenNumber(scale.max)],
              ],
            }}
          />
        )}
      </Box>
    </SectionCard>
  );
}
