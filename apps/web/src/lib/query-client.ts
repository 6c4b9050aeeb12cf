// Owns the TanStack Query client: silent retries only for calls marked retryable by lib/http.ts, and the one
// place a failed call is announced (a snackbar with the text its query or mutation names in `meta`).
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { translateText } from './i18n';
import { RETRYABLE_STATUS, isHttpError } from './http';

/** What a query or mutation says when it finally fails: a fixed text, or one built from the error. */
type FailureNotice = {
  errorMessage?: string | ((error: unknown) => string);
  /** 'error' unless the spec asks for a warning. */
  errorVariant?: 'error' | 'warning';
};

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: FailureNotice;
    mutationMeta: FailureNotice;
  }
}

const MAX_SILENT_RETRIES = 2;

/** Retries up to twice, and only after the client token was renewed (customStatus 503). */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  return failureCount < MAX_SILENT_RETRIES && isHttpError(error) && error.customStatus === RETRYABLE_STATUS;
}

/**
 * A 401/403 without a challenge on a session call has cleared the session and sent the user to sign-in
 * (lib/http.ts, spec part 1 §4): a notification on top would only be noise. (The calls exempt from that rule,
 * such as a wrong current password, keep the session and are announced.)
 */
function hasEndedSession(error: unknown): boolean {
  return isHttpError(error) && error.endedSession;
}

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

type Notify = (text: string, options: { variant: 'error' | 'warning' }) => unknown;

/** Shows the failure text named in `meta`; called once per final failure (after the silent retries). */
function notifyFailure(notify: Notify, error: unknown, meta: FailureNotice | undefined): void {
  if (!meta?.errorMessage || isAbort(error) || hasEndedSession(error)) return;
  const text = typeof meta.errorMessage === 'function' ? meta.errorMessage(error) : meta.errorMessage;
  notify(text, { variant: meta.errorVariant ?? 'error' });
}

interface QueryClientOptions {
  /** Tests turn the silent retries off: a failure shows at once. */
  retry?: false;
  /** Where a failure is announced: the app's snackbar. */
  notify?: Notify;
}

// notistack binds enqueueSnackbar when its provider mounts: it is looked up at each failure, not kept.
const toSnackbar: Notify = (text, options) => enqueueSnackbar(translateText(text), options);

export function createQueryClient({ retry, notify = toSnackbar }: QueryClientOptions = {}): QueryClient {
  const onFailure = (error: unknown, meta: FailureNotice | undefined) => notifyFailure(notify, error, meta);
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => onFailure(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _onMutateResult, mutation) => onFailure(error, mutation.meta),
    }),
    defaultOptions: {
      queries: { retry: retry ?? shouldRetry, refetchOnWindowFocus: false, staleTime: 30_000 },
      mutations: { retry: retry ?? shouldRetry },
    },
  });
}

export const queryClient = createQueryClient();
