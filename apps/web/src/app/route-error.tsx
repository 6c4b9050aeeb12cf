// The generic load-failure screen (spec part 1 §8 "Other").
import { MESSAGES } from '@merchant-portal/contracts/messages';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';

export function RouteError() {
  return (
    <Box sx={{ p: 4 }}>
      <Alert severity="error">{MESSAGES.genericError}</Alert>
    </Box>
  );
}
