// What a failed page shows (spec part 1 §8 "Other": the generic load failure). A page whose code did not
// arrive says so and offers Reload; any other failure keeps the spec's text and offers Try again. Inside the
// signed-in area the screen's failure stays in the content area, so the top bar and the menu remain.
import { MESSAGES } from '@merchant-portal/contracts/messages';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { isChunkLoadError } from '../lib/load-chunk';

function FailureNotice() {
  const error = useRouteError();
  const navigate = useNavigate();
  const location = useLocation();
  const isChunk = isChunkLoadError(error);
  return (
    <Alert
      severity="error"
      action={
        <Stack direction="row" spacing={1}>
          {!isChunk && (
            // Navigating to the same page renders it afresh.
            <Button color="inherit" size="small" onClick={() => void navigate(location, { replace: true })}>
              Try again
            </Button>
          )}
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            Reload
          </Button>
        </Stack>
      }
    >
      {isChunk ? MESSAGES.screenNotLoaded : MESSAGES.genericError}
    </Alert>
  );
}

/** The whole page failed before the shell was up (a layout itself, or the sign-in page's frame). */
export function RouteError() {
  return (
    <Box sx={{ p: 4 }}>
      <FailureNotice />
    </Box>
  );
}

/** One screen failed: shown where the screen would be. */
export function ScreenError() {
  return <FailureNotice />;
}
