// The performance dashboard (spec part 1 §2 "Performance dashboard"): every section from one call, the loan
// card from its own. Load errors are silent: the sections show no data (spec part 1 §2, §8).
import type { AbCustomerChoice } from '@merchant-portal/contracts/schemas/dashboards';
import type { SelfInfo } from '@merchant-portal/contracts/schemas/users';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
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

const TWO_COLUMNS = {
  display: 'grid',
  gap: 3,
  gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
};

export function PerformanceDashboard({ user }: { user: SelfInfo }) {
  const dashboard = usePerformanceDashboard();
  const [choice, setChoice] = useState<AbCustomerChoice>(DEFAULT_CHOICE);
  // A failed load shows no figures rather than stale ones.
  const data = dashboard.isError ? undefined : dashboard.data;

  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h1" component="p" sx={{ mb: 0.5 }}>
          {`Hello, ${user.userProfile.firstName}`}
        </Typography>
        <Typography variant="h2" component="h1" color="primary">
          {data ? `${data.merchantName} Performance Dashboard` : 'Performance Dashboard'}
        </Typography>
        {data && (
          <Typography variant="body2" color="text.secondary">
            {`Year to date: ${data.periods.ytd.from} to ${data.periods.ytd.to}`}
          </Typography>
        )}
      </Box>
      <SummaryTiles data={data} choice={choice} onChoice={setChoice} />
      <TransactionsSummary data={data} />
      <Box sx={TWO_COLUMNS}>
        <BranchesActivity data={data} />
        <MonthlyActivity data={data} />
      </Box>
      <WeeklyActivity data={data} />
      <TransactionsTimestamps data={data} />
      <TerminalTransactions data={data} />
      <Box sx={TWO_COLUMNS}>
        <ChurningCustomers data={data} />
        <VisitationFrequency data={data} />
      </Box>
      <Demographics data={data} />
      <LoanEligibility />
    </Stack>
  );
}
