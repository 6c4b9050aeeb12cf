// What a screen or section shows in place of its rows when its call failed: a plain sentence and a Retry
// that calls again (never the empty text, which would say there is nothing).
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';

export function LoadFailure({
  text,
  onRetry,
  isRetrying,
}: {
  text: string;
  onRetry: () => void;
  /** While the call runs again, Retry waits. */
  isRetrying: boolean;
}) {
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" variant="outlined" disabled={isRetrying} onClick={onRetry}>
          Retry
        </Button>
      }
      sx={{ alignItems: 'center' }}
    >
      {text}
    </Alert>
  );
}
