// Owns the TanStack Query client: silent retries only for calls marked retryable by lib/http.ts.
import { QueryClient } from '@tanstack/react-query';
import { RETRYABLE_STATUS, isHttpError } from './http';

const MAX_SILENT_RETRIES = 2;

/** Retries up to twice, and only after the client token was renewed (customStatus 503). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_SILENT_RETRIES && isHttpError(error) && error.customStatus === RETRYABLE_STATUS;
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: shouldRetry },
    },
  });
}

export const queryClient = createQueryClient();
