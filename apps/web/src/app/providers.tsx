// Every app-wide provider: styling (CSP nonce), theme, server state and notifications.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CssBaseline from '@mui/material/CssBaseline';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { cspNonce } from '../lib/csp-nonce';
import { NotificationsProvider } from './notifications-provider';
import { theme } from './theme';

// Emotion's <style> elements carry the per-request nonce the CSP allows (style-src 'nonce-…').
const emotionCache = createCache({ key: 'mui', ...(cspNonce ? { nonce: cspNonce } : {}) });

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <NotificationsProvider>{children}</NotificationsProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
