// The frame of a list screen: its title and subtitle, an optional navigation, the filter in its card, then the
// result (ListPanel). The date pickers of the filters need the LocalizationProvider it puts around them.
import Box from '@mui/material/Box';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import type { ReactNode } from 'react';

export interface ListScreenProps {
  title: string;
  subtitle?: string | null;
  /** Links to the screen's siblings, between the title and the filter. */
  nav?: ReactNode;
  filter: ReactNode;
  children: ReactNode;
}

export function ListScreen({ title, subtitle, nav, filter, children }: ListScreenProps) {
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack spacing={3}>
        <Box>
          <Typography variant="h1">{title}</Typography>
          {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
        </Box>
        {nav}
        <Paper variant="outlined" sx={{ p: 2 }}>
          {filter}
        </Paper>
        {children}
      </Stack>
    </LocalizationProvider>
  );
}
