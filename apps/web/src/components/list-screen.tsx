// The frame of a list screen: its title and subtitle, an optional navigation, the filter in its card (folded
// on a phone: FilterFold), then the result (ListPanel). The date pickers of the filters need the
// LocalizationProvider it puts around them.
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FilterFold } from './filter-fold';

export interface ListScreenProps {
  /** The title and subtitle in English, as the spec writes them: shown in the screen's language. */
  title: string;
  subtitle?: string | null;
  /** Links to the screen's siblings, between the title and the filter. */
  nav?: ReactNode;
  filter: ReactNode;
  /** The applied filter in words (filter-chips.ts), shown while a phone folds the filter away. */
  activeFilters: readonly string[];
  children: ReactNode;
}

export function ListScreen({ title, subtitle, nav, filter, activeFilters, children }: ListScreenProps) {
  const { t } = useTranslation();
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={{ xs: 2, sm: 3 }}>
        <Box>
          <Typography variant="h1">{t(title)}</Typography>
          {subtitle && <Typography color="text.secondary">{t(subtitle)}</Typography>}
        </Box>
        {nav}
        <FilterFold activeFilters={activeFilters}>{filter}</FilterFold>
        {children}
      </Stack>
    </LocalizationProvider>
  );
}
