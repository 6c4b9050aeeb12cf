// Two sections of a page side by side on a wide screen, one under the other on a narrow one.
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';

export function TwoColumns({ children }: { children: ReactNode }) {
  return (
    <Box
      sx={{
        display: 'grid',
        gap: 3,
        gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
      }}
    >
      {children}
    </Box>
  );
}
