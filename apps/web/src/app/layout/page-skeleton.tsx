// The outline of a screen while the signed-in user loads: a heading, a filter card and a table take their
// places at once, so a slow link shows where things will be rather than a bare spinner.
import { MESSAGES } from '@merchant-portal/contracts/messages';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';

export function PageSkeleton() {
  return (
    <Stack spacing={3}>
      <div>
        <Skeleton variant="text" width="40%" sx={{ fontSize: '2rem' }} aria-hidden />
        <Typography role="status" color="text.secondary">
          {MESSAGES.loading}
        </Typography>
      </div>
      <Paper variant="outlined" sx={{ p: 2 }} aria-hidden>
        <Skeleton variant="rounded" height={56} />
      </Paper>
      <Paper variant="outlined" sx={{ p: 2 }} aria-hidden>
        {[0, 1, 2, 3, 4, 5].map((row) => (
          <Skeleton key={row} variant="text" height={40} />
        ))}
      </Paper>
    </Stack>
  );
}
