// The frame of a list screen: its title and subtitle, an optional navigation, the filter in its card, then the
// result (ListPanel). On a phone the filter folds behind a 'Filters' button with the applied filter as chips,
// so the results are on the first screen; it folds again once another filter is applied. The date pickers
// of the filters need the LocalizationProvider it puts around them.
import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { useId, useState, type ReactNode } from 'react';

export interface ListScreenProps {
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
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  // Open for the filter it was opened on: applying another one folds it.
  const applied = activeFilters.join('\n');
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  const isOpen = !isPhone || openedFor === applied;
  const filterId = useId();

  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={isPhone ? 2 : 3}>
        <Box>
          <Typography variant="h1">{title}</Typography>
          {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
        </Box>
        {nav}
        {isPhone && (
          <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
            <Button
              variant={isOpen ? 'contained' : 'outlined'}
              startIcon={<FilterListIcon />}
              aria-expanded={isOpen}
              aria-controls={filterId}
              onClick={() => setOpenedFor(isOpen ? null : applied)}
            >
              Filters
            </Button>
            <Box
              component="ul"
              aria-label="Applied filters"
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, listStyle: 'none', m: 0, p: 0 }}
            >
              {activeFilters.map((chip) => (
                <Chip key={chip} component="li" label={chip} size="small" variant="outlined" />
              ))}
            </Box>
          </Stack>
        )}
        <Collapse in={isOpen} id={filterId}>
          <Paper variant="outlined" sx={{ p: 2 }}>
            {filter}
          </Paper>
        </Collapse>
        {children}
      </Stack>
    </LocalizationProvider>
  );
}
