// A list's filter in its card. On a phone (below 600 px) the card folds behind a 'Filters' button with the
// applied filter as chips, so the results are on the first screen; it folds again once another filter is
// applied.
import FilterListIcon from '@mui/icons-material/FilterList';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Collapse from '@mui/material/Collapse';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { Theme } from '@mui/material/styles';
import { useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface FilterFoldProps {
  /** The applied filter in words (filter-bar/filter-chips.ts). */
  activeFilters: readonly string[];
  children: ReactNode;
}

export function FilterFold({ activeFilters, children }: FilterFoldProps) {
  const { t } = useTranslation();
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'), { noSsr: true });
  // Open for the filter it was opened on: applying another one folds it.
  const applied = activeFilters.join('\n');
  const [openedFor, setOpenedFor] = useState<string | null>(null);
  const isOpen = !isPhone || openedFor === applied;
  const filterId = useId();

  return (
    <>
      {isPhone && (
        <Stack direction="row" sx={{ gap: 1, flexWrap: 'wrap', alignItems: 'center' }}>
          <Button
            variant={isOpen ? 'contained' : 'outlined'}
            startIcon={<FilterListIcon />}
            aria-expanded={isOpen}
            aria-controls={filterId}
            onClick={() => setOpenedFor(isOpen ? null : applied)}
          >
            {t('Filters')}
          </Button>
          <Box
            component="ul"
            aria-label={t('Applied filters')}
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
          {children}
        </Paper>
      </Collapse>
    </>
  );
}
