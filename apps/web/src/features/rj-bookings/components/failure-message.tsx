// What a refused booking action says (spec part 2 §8): the spec's text for the action first, and under it the
// server's own reason when it gave one (a 4xx such as 'Workflow already exists for this booking.').
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { validationErrorText } from '../../../lib/errors';
import { isHttpError } from '../../../lib/http';

/** The server's specific reason for refusing, when it gave one other than the spec's text itself. */
export function serverReason(error: unknown, specText: string): string | null {
  if (!isHttpError(error) || error.status < 400 || error.status >= 500 || !error.message) return null;
  const reason = validationErrorText(error) ?? error.message;
  return reason === specText ? null : reason;
}

export function failureMessage(error: unknown, specText: string): ReactNode {
  const reason = serverReason(error, specText);
  if (!reason) return specText;
  return (
    <Box component="span">
      <Box component="span" sx={{ display: 'block', fontWeight: 500 }}>
        {specText}
      </Box>
      <Box component="span" sx={{ display: 'block' }}>
        {reason}
      </Box>
    </Box>
  );
}
