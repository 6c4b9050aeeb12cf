// What a refused booking action says (spec part 2 §8): the spec's text for the action first, and under it the
// server's own reason when it gave one (a 4xx such as 'Workflow already exists for this booking.'), both in the
// screen's language (the server says its reason in the language the call asked for).
import Box from '@mui/material/Box';
import type { ReactNode } from 'react';
import { validationErrorText } from '../../../lib/errors';
import { isHttpError } from '../../../lib/http';
import { translateText } from '../../../lib/i18n';

/** Whether the server's `reason` is `text` (English), in English or in the screen's language. */
export const isSameText = (reason: string, text: string): boolean =>
  reason === text || reason === translateText(text);

/** The server's specific reason for refusing, when it gave one other than the spec's text itself. */
export function serverReason(error: unknown, specText: string): string | null {
  if (!isHttpError(error) || error.status < 400 || error.status >= 500 || !error.message) return null;
  const reason = validationErrorText(error) ?? error.message;
  return isSameText(reason, specText) ? null : reason;
}

/** `specText` (English) in the screen's language, the server's reason under it. */
export function failureMessage(error: unknown, specText: string): ReactNode {
  const reason = serverReason(error, specText);
  const shown = translateText(specText);
  if (!reason) return shown;
  return (
    <Box component="span">
      <Box component="span" sx={{ display: 'block', fontWeight: 500 }}>
        {shown}
      </Box>
      <Box component="span" sx={{ display: 'block' }}>
        {translateText(reason)}
      </Box>
    </Box>
  );
}
