// The two marketplace reports, side by side: the settlement rows (Shopix and Emart Reports) and the
// order-master. Links, so each screen has its own address and the browser's back button works.
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';

const REPORTS = [
  { path: '/arabie-reports', label: phrase('Settlement Report') },
  { path: '/order-master', label: phrase('Order Master Report') },
] as const;

export function MarketplaceNav({ current }: { current: (typeof REPORTS)[number]['path'] }) {
  const { t } = useTranslation();
  return (
    <Stack
      component="nav"
      aria-label={t('Marketplace reports')}
      direction="row"
      spacing={1}
      sx={{ flexWrap: 'wrap' }}
    >
      {REPORTS.map((report) => (
        <Button
          key={report.path}
          component={RouterLink}
          to={report.path}
          size="small"
          variant={report.path === current ? 'contained' : 'outlined'}
          aria-current={report.path === current ? 'page' : undefined}
        >
          {t(report.label)}
        </Button>
      ))}
    </Stack>
  );
}
