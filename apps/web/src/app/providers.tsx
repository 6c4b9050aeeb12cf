// Every app-wide provider: styling (CSP nonce), theme, server state and notifications.
import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import CloseIcon from '@mui/icons-material/Close';
import CssBaseline from '@mui/material/CssBaseline';
import IconButton from '@mui/material/IconButton';
import { ThemeProvider } from '@mui/material/styles';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { SnackbarProvider, closeSnackbar } from 'notistack';
import type { ReactNode } from 'react';
import { cspNonce } from '../lib/csp-nonce';
import { theme } from './theme';

// Emotion's <style> elements carry the per-request nonce the CSP allows (style-src 'nonce-…').
const emotionCache = createCache({ key: 'mui', ...(cspNonce ? { nonce: cspNonce } : {}) });

export function Providers({ queryClient, children }: { queryClient: QueryClient; children: ReactNode }) {
  return (
    <CacheProvider value={emotionCache}>
      <ThemeProvider theme={theme}>
        <CssBaseline />
        <QueryClientProvider client={queryClient}>
          <SnackbarProvider
            maxSnack={4}
            autoHideDuration={7000}
            preventDuplicate
            variant="error"
            anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
            action={(key) => (
              <IconButton aria-label="close" color="inherit" size="small" onClick={() => closeSnackbar(key)}>
                <CloseIcon fontSize="small" />
              </IconButton>
            )}
          >
            {children}
          </SnackbarProvider>
        </QueryClientProvider>
      </ThemeProvider>
    </CacheProvider>
  );
}
