// Figures laid out as tiles: a list in a grid, each figure an outlined card named by its label.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import type { Breakpoint } from '@mui/material/styles';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export function FigureList({
  label,
  columns,
  children,
}: {
  /** Names the list for assistive technology, when the page has more than one. */
  label?: string;
  /** The grid's columns at each screen width. */
  columns: Partial<Record<Breakpoint, string>>;
  children: ReactNode;
}) {
  return (
    <Box
      component="ul"
      aria-label={label}
      sx={{ listStyle: 'none', p: 0, m: 0, display: 'grid', gap: 2, gridTemplateColumns: columns }}
    >
      {children}
    </Box>
  );
}

export function FigureTile({ label, children }: { label: string; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2 }} aria-label={t(label)}>
      {children}
    </Paper>
  );
}
