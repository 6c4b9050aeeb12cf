// The 404 page (spec part 1 §2).
import { MESSAGES } from '@merchant-portal/contracts/messages';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

export function NotFoundPage() {
  const { t } = useTranslation();
  return (
    <Card sx={{ maxWidth: 560, width: '100%' }}>
      <CardContent sx={{ p: 4, textAlign: 'center' }}>
        <Typography variant="h1" sx={{ fontSize: '1.5rem', mb: 1 }}>
          {t(MESSAGES.notFoundTitle)}
        </Typography>
        <Typography color="text.secondary" sx={{ mb: 3 }}>
          {t(MESSAGES.notFoundHint)}
        </Typography>
        <Button component={RouterLink} to="/dashboard" variant="contained">
          {t('Go to Dashboard')}
        </Button>
      </CardContent>
    </Card>
  );
}
