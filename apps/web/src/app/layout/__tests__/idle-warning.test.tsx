// The idle timeout's warning (spec part 1 §4, §9): a minute before, 'Stay signed in'; at the end, the session
// is revoked and the app goes to sign-in.
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setSessionExpiredHandler } from '../../../lib/http';
import { getAccessToken, noteSessionUse, sessionLastUsed, startSession } from '../../../lib/session';
import { fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInUser } from '../../../test/users';
import { IdleWarning } from '../idle-warning';

const MINUTE = 60_000;
const IDLE = 15 * MINUTE;

afterEach(() => {
  setSessionExpiredHandler(() => undefined);
});

describe('IdleWarning', () => {
  it('stays out of sight while the session has more than a minute left', () => {
    fakeApi({});
    startSession('session-token');
    noteSessionUse(Date.now() - (IDLE - 2 * MINUTE));
    renderWithProviders(<IdleWarning />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it("a minute before the idle timeout offers 'Stay signed in', whose call moves the idle clock", async () => {
    const api = fakeApi({ selfInfo: () => ({ data: signedInUser('zahran.teller@4000000101', []) }) });
    startSession('session-token');
    noteSessionUse(Date.now() - (IDLE - 30_000));
    const before = sessionLastUsed() ?? 0;
    renderWithProviders(<IdleWarning />);
    const dialog = await screen.findByRole('dialog', { name: 'Are you still there?' });
    expect(dialog).toHaveTextContent(MESSAGES.sessionEnding);

    await userEvent
      .setup({ delay: null })
      .click(within(dialog).getByRole('button', { name: 'Stay signed in' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.names()).toEqual(['selfInfo']);
    expect(api.sent('selfInfo')[0]?.headers.get('access-token')).toBe('session-token');
    expect(sessionLastUsed() ?? 0).toBeGreaterThan(before + IDLE - MINUTE);
    expect(getAccessToken()).toBe('session-token');
  });

  it('at the idle timeout revokes the session, clears it and sends the app to sign-in', async () => {
    const api = fakeApi({ invalidate: () => ({ data: { message: 'ok' } }) });
    const ended = vi.fn();
    setSessionExpiredHandler(ended);
    startSession('session-token');
    noteSessionUse(Date.now() - IDLE - 1000);
    renderWithProviders(<IdleWarning />);
    await waitFor(() => expect(ended).toHaveBeenCalledTimes(1));
    expect(getAccessToken()).toBeNull();
    await waitFor(() => expect(api.names()).toEqual(['invalidate']));
    expect(api.sent('invalidate')[0]?.headers.get('access-token')).toBe('session-token');
  });
});
