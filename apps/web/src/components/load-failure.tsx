// What a screen or section shows in place of its rows when its call failed: a plain sentence and a Retry
// that calls again (never the empty text, which would say there is nothing). The text is given in English and
// shown in the screen's language.
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import { useTranslation } from 'react-i18next';
import { translateText } from '../lib/i18n';

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
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      role="alert"
      action={
        <Button color="inherit" size="small" variant="outlined" disabled={isRetrying} onClick={onRetry}>
          {t('Retry')}
        </Button>
      }
      sx={{ alignItems: 'center' }}
    >
      {translateText(text)}
    </Alert>
  );
}
