// The performance dashboard (spec part 1 §2 "Performance dashboard"): every section from one call, Weekly
// Activity and the loan card from their own. A failed load says so, with a Retry, in place of the sections
// (never their empty 'Loading...'); the silent retry after a renewed client token stays (lib/query-client.ts).
import type { AbCustomerChoice, DashboardReply } from '@merchant-portal/contracts/schemas/dashboards';
import type { SelfInfo } from '@merchant-portal/contracts/schemas/users';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { LoadFailure } from '../../../components/load-failure';
import { TwoColumns } from '../../../components/two-columns';
import { usePerformanceDashboard } from '../api/performance';
import {
  BranchesActivity,
  MonthlyActivity,
  TerminalTransactions,
  TransactionsSummary,
  TransactionsTimestamps,
  WeeklyActivity,
} from './activity-sections';
import { ChurningCustomers, Demographics, LoanEligibility, VisitationFrequency } from './customer-sections';
import { DEFAULT_CHOICE } from './rules';
import { SummaryTiles } from './tiles';
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import { useTranslation } from 'react-i18next';

import { dateIn } from '../../../lib/figures';

export const DASHBOARD_FAILED = phrase('Could not load the performance dashboard, please try again later.');

function Greeting({ user, data }: { user: SelfInfo; data: DashboardReply | undefined }) {
  const { t } = useTranslation();
  return (
    <Box>
      <Typography variant="h1" component="p" sx={{ mb: 0.5 }}>
        {t('Hello, {{name}}', { name: user.userProfile.firstName })}
      </Typography>
      <Typography variant="h2" component="h1" color="primary">
        {data
          ? t('{{merchant}} Performance Dashboard', { merchant: data.merchantName })
          : t('Performance Dashboard')}
      </Typography>
      {data && (
        <Typography variant="body2" color="text.secondary">
          {t('Year to date: {{from}} to {{to}}', {
            from: dateIn(data.periods.ytd.from),
            to: dateIn(data.periods.ytd.to),
          })}
        </Typography>
      )}
    </Box>
  );
}

export function PerformanceDashboard({ user }: { user: SelfInfo }) {
  const dashboard = usePerformanceDashboard();
  const [choice, setChoice] = useState<AbCustomerChoice>(DEFAULT_CHOICE);
  const data = dashboard.data;
  if (dashboard.isError) {
    return (
      <Stack spacing={3}>
        <Greeting user={user} data={undefined} />
        <LoadFailure
          text={DASHBOARD_FAILED}
          isRetrying={dashboard.isFetching}
          onRetry={() => void dashboard.refetch()}
        />
        <LoanEligibility />
      </Stack>
    );
  }

  return (
    <Stack spacing={3}>
      <Greeting user={user} data={data} />
      <SummaryTiles data={data} choice={choice} onChoice={setChoice} />
      <TransactionsSummary data={data} />
      <TwoColumns>
        <BranchesActivity data={data} />
        <MonthlyActivity data={data} />
      </TwoColumns>
      <WeeklyActivity data={data} />
      <TransactionsTimestamps data={data} />
      <TerminalTransactions data={data} />
      <TwoColumns>
        <ChurningCustomers data={data} />
        <VisitationFrequency data={data} />
      </TwoColumns>
      <Demographics data={data} />
      <LoanEligibility />
    </Stack>
  );
}
