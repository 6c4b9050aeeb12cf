// A full-screen centred spinner for start-up and lazy route loads.
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';

export function CenteredProgress() {
  return (
    <Box sx={{ display: 'grid', placeItems: 'center', minHeight: '100vh' }}>
      <CircularProgress aria-label="Loading" />
    </Box>
  );
}
