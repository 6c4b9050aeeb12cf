// /advanced-dashboard (advanced-dashboard:read): an analyst's screen. One filter (folded on a phone) drives
// every chart and report below it; a changed filter reloads them all.
import type { AdvancedFilterInput } from '@merchant-portal/contracts/schemas/advanced-dashboard';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';

import { FilterFold } from '../../components/filter-fold';
import { TwoColumns } from '../../components/two-columns';
import { OWN_MERCHANT, useBranches } from '../../lib/api/get-branches';
import { AdvancedFilterBar, advancedFilterChips, defaultAdvancedFilter } from './advanced-filter';
import { Reports } from './reports';
import {
  BranchComparison,
  Customers,
  Headline,
  HourByWeekday,
  MonthsAgainstLastYear,
  Weeks,
} from './sections';
import { dateIn } from '../../lib/figures';

export function AdvancedDashboardPage() {
  const { t } = useTranslation();
  const [filter, setFilter] = useState<Required<AdvancedFilterInput>>(() => defaultAdvancedFilter());
  const branches = useBranches(OWN_MERCHANT).data ?? [];
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        <Box>
          <Typography variant="h1">{t('Advanced Dashboard')}</Typography>
          <Typography color="text.secondary">
            {t('Sales from {{from}} to {{to}}', {
              from: dateIn(filter.fromDate),
              to: dateIn(filter.toDate),
            })}
          </Typography>
        </Box>
        <FilterFold activeFilters={advancedFilterChips(filter, branches, t)}>
          <AdvancedFilterBar applied={filter} branches={branches} onApply={setFilter} />
        </FilterFold>
        <Headline filter={filter} />
        <TwoColumns>
          <BranchComparison filter={filter} />
          <MonthsAgainstLastYear filter={filter} />
        </TwoColumns>
        <HourByWeekday filter={filter} />
        <Weeks filter={filter} />
        <Customers filter={filter} />
        <Reports filter={filter} />
      </Stack>
    </LocalizationProvider>
  );
}
