// Every app-wide provider: styling (CSP nonce, writing direction), theme, server state and notifications.
import { CacheProvider } from '@emotion/react';
import { directionOf } from '@merchant-portal/contracts/i18n/languages';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider, createTheme } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { componentTextsFor, emotionCacheFor } from '../lib/direction';
import { currentLanguage } from '../lib/i18n';
import { NotificationsProvider } from './notifications-provider';
import { rtlTheme, theme } from './theme';

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  // The language's change renders again from here: its direction, then every text.
  useTranslation();
  const direction = directionOf(currentLanguage());
  const directionTheme = useMemo(
    () => (direction === 'rtl' ? createTheme(rtlTheme, ...componentTextsFor(direction)) : theme),
    [direction],
  );
  return (
    <CacheProvider value={emotionCacheFor(direction)}>
      <ThemeProvider theme={directionTheme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <NotificationsProvider>{children}</NotificationsProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
