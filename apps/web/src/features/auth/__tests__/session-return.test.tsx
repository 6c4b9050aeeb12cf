// After a session ends, the sign-in page says so and, once the same user signs in, returns to their page when
// they may open it (spec part 1 §4 "Session").
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { forgetEndedSession, type SignInState } from '../../../lib/session-end';
import { FakeReply, fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInUser } from '../../../test/users';
import { SignInPage } from '../sign-in-page';
import { keyReply, signInKeyPair } from './sign-in-key';

const ADMIN = 'zahran.admin@4000000101';

let publicJwk: JsonWebKey;
beforeAll(async () => {
  ({ publicJwk } = await signInKeyPair());
});

function serverReplies(roles: string[], username = ADMIN) {
  return fakeApi({
    keyGenerator: () => keyReply(publicJwk),
    signIn: () => new FakeReply(200, { data: { username } }, { 'access-token': 'new-session' }),
    selfInfo: () => ({ data: signedInUser(username, roles) }),
  });
}

async function signInWith(state: SignInState | undefined, username = ADMIN) {
  const user = userEvent.setup({ delay: null });
  const view = renderWithProviders(<SignInPage />, {
    path: '/sign-in',
    state,
    routes: [
      { path: '/dashboard', element: <p>dashboard page</p> },
      { path: '/transactions', element: <p>transactions page</p> },
    ],
  });
  await user.click(screen.getByLabelText('Username'));
  await user.paste(username);
  await user.click(screen.getByLabelText('Password'));
  await user.paste('Portal#Demo2026');
  const button = screen.getByRole('button', { name: 'Sign In' });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
  return view;
}

afterEach(() => forgetEndedSession());

describe('the sign-in page after a session ended', () => {
  it('says the session has ended only when it has', () => {
    fakeApi({});
    renderWithProviders(<SignInPage />, { path: '/sign-in', state: { sessionEnded: true } });
    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.sessionEnded);
  });

  it('says nothing of a session when opened afresh', () => {
    fakeApi({});
    renderWithProviders(<SignInPage />, { path: '/sign-in' });
    expect(screen.queryByText(MESSAGES.sessionEnded)).not.toBeInTheDocument();
  });

  it('returns the same user to the page with its query when they may open it', async () => {
    serverReplies(['ROLE_MERCHANT_ADMIN']);
    const { router } = await signInWith({
      sessionEnded: true,
      returnTo: '/transactions?tab=x',
      username: ADMIN.toUpperCase(),
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/transactions'));
    expect(router.state.location.search).toBe('?tab=x');
  });

  it('opens the dashboard when the user may not open the page', async () => {
    const api = serverReplies(['DASHBOARD_USER']);
    const { router } = await signInWith({ sessionEnded: true, returnTo: '/transactions', username: ADMIN });
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    expect(api.names()).toEqual(['keyGenerator', 'signIn', 'selfInfo']);
  });

  it('opens the dashboard when another user signs in', async () => {
    serverReplies(['ROLE_MERCHANT_ADMIN'], 'zahran.teller@4000000101');
    const { router } = await signInWith(
      { sessionEnded: true, returnTo: '/transactions', username: ADMIN },
      'zahran.teller@4000000101',
    );
    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
  });
});
