import { afterEach, describe, expect, it, vi } from 'vitest';
import { HttpError, RETRYABLE_STATUS } from '../http';
import { createQueryClient } from '../query-client';

const notify = vi.fn();

afterEach(() => {
  notify.mockReset();
});

const failing = (error: Error) => vi.fn(() => Promise.reject(error));
const serverError = () => new HttpError({ status: 500, code: '500', message: 'boom' });

/** Runs one query to its end (the app's retry rule, without the waits between tries). */
async function runQuery(
  queryFn: () => Promise<unknown>,
  meta?: Parameters<ReturnType<typeof createQueryClient>['fetchQuery']>[0]['meta'],
) {
  const client = createQueryClient({ notify });
  await client.fetchQuery({ queryKey: ['q'], queryFn, meta, retryDelay: 0 }).catch(() => undefined);
}

describe('query failures are announced in one place (lib/query-client.ts)', () => {
  it("shows the query's failure text as an error notification", async () => {
    await runQuery(failing(serverError()), { errorMessage: 'Could not get merchant details' });
    expect(notify).toHaveBeenCalledExactlyOnceWith('Could not get merchant details', { variant: 'error' });
  });

  it('builds the text from the error when the query asks to, and warns when it asks to', async () => {
    await runQuery(failing(serverError()), {
      errorMessage: (error) => `failed: ${(error as Error).message}`,
      errorVariant: 'warning',
    });
    expect(notify).toHaveBeenCalledExactlyOnceWith('failed: boom', { variant: 'warning' });
  });

  it('stays quiet while a renewed-token (503) failure is retried, and speaks once when the retries run out', async () => {
    const retryable = new HttpError({ status: 401, message: 'expired', customStatus: RETRYABLE_STATUS });
    const queryFn = vi.fn<() => Promise<string>>();
    queryFn.mockRejectedValueOnce(retryable).mockResolvedValueOnce('data');
    await runQuery(queryFn, { errorMessage: 'text' });
    expect(queryFn).toHaveBeenCalledTimes(2);
    expect(notify).not.toHaveBeenCalled();

    const alwaysRetryable = failing(retryable);
    await runQuery(alwaysRetryable, { errorMessage: 'text' });
    expect(alwaysRetryable).toHaveBeenCalledTimes(3);
    expect(notify).toHaveBeenCalledExactlyOnceWith('text', { variant: 'error' });
  });

  it('says nothing for a 401/403 that ended the session (the user is on the way to sign-in)', async () => {
    for (const status of [401, 403]) {
      await runQuery(failing(new HttpError({ status, message: 'no session', endedSession: true })), {
        errorMessage: 'text',
      });
    }
    expect(notify).not.toHaveBeenCalled();
  });

  it('announces a 401 that left the session in place (a call exempt from the sign-in rule)', async () => {
    await runQuery(failing(new HttpError({ status: 401, message: 'wrong password' })), {
      errorMessage: 'text',
    });
    expect(notify).toHaveBeenCalledExactlyOnceWith('text', { variant: 'error' });
  });

  it('says nothing for an aborted request or a query without a failure text', async () => {
    await runQuery(failing(new DOMException('Aborted', 'AbortError')), { errorMessage: 'text' });
    await runQuery(failing(serverError()));
    expect(notify).not.toHaveBeenCalled();
  });

  it("announces a failed mutation with the mutation's failure text", async () => {
    const client = createQueryClient({ retry: false, notify });
    const mutation = client
      .getMutationCache()
      .build(client, { mutationFn: failing(serverError()), meta: { errorMessage: 'Could not save' } });
    await mutation.execute(undefined).catch(() => undefined);
    expect(notify).toHaveBeenCalledExactlyOnceWith('Could not save', { variant: 'error' });
  });
});
