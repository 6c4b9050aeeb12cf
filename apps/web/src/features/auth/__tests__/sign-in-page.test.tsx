import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it } from 'vitest';
import { getAccessToken, readCookie } from '../../../lib/session';
import { FakeReply, failWith, fakeApi, type FakeHandler } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { signedInUser } from '../../../test/users';
import { SignInPage } from '../sign-in-page';
import { keyReply, signInKeyPair } from './sign-in-key';

let keyPair: CryptoKeyPair;
let publicJwk: JsonWebKey;

beforeAll(async () => {
  ({ keyPair, publicJwk } = await signInKeyPair());
});

async function decrypt(base64: string): Promise<string> {
  const bytes = Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
  return new TextDecoder().decode(
    await crypto.subtle.decrypt({ name: 'RSA-OAEP' }, keyPair.privateKey, bytes),
  );
}

function serverReplies(signIn: FakeHandler<typeof ENDPOINTS.signIn>) {
  return fakeApi({
    keyGenerator: () => keyReply(publicJwk),
    breachCheck: () => ({ data: { exist: false } }),
    resetPassword: () => ({ data: { message: 'ok' } }),
    signIn,
    selfInfo: () => ({ data: signedInUser('zahran.admin@4000000101', ['ROLE_MERCHANT_ADMIN']) }),
  });
}

function renderPage() {
  const user = userEvent.setup({ delay: null });
  const view = renderWithProviders(<SignInPage />, {
    path: '/sign-in',
    routes: [{ path: '/dashboard', element: <p>dashboard page</p> }],
  });
  return { user, ...view };
}

/** Pastes the credentials, as a password manager would: one input event per field. */
async function fillIn(user: ReturnType<typeof userEvent.setup>, username: string, password: string) {
  await user.click(screen.getByLabelText('Username'));
  await user.paste(username);
  await user.click(screen.getByLabelText('Password'));
  await user.paste(password);
}

/** Clicks Sign In once the form has validated (it is disabled until then; on a busy machine that takes a moment). */
async function submit(user: ReturnType<typeof userEvent.setup>) {
  const button = screen.getByRole('button', { name: 'Sign In' });
  await waitFor(() => expect(button).toBeEnabled());
  await user.click(button);
}

describe('SignInPage', () => {
  it('keeps Sign In disabled until the form is valid and shows errors only on touched fields', async () => {
    const { user } = renderPage();
    const button = screen.getByRole('button', { name: 'Sign In' });
    expect(button).toBeDisabled();
    expect(screen.getByRole('link', { name: 'Contact Admin' })).toHaveAttribute(
      'href',
      'mailto:support@example.com',
    );

    await user.click(screen.getByLabelText('Username'));
    await user.tab();
    // The resolver validates asynchronously: the message follows the blur by a tick.
    await waitFor(() =>
      expect(screen.getByLabelText('Username')).toHaveAccessibleDescription(MESSAGES.required),
    );
    expect(screen.getByLabelText('Password')).not.toHaveAccessibleDescription(MESSAGES.required);

    await fillIn(user, 'zahran.admin@4000000101', 'Portal#Demo2026');
    await waitFor(() => expect(button).toBeEnabled());
  });

  it('signs in with the password encrypted under the generated key, keeps the session and opens the dashboard', async () => {
    const api = serverReplies(
      () =>
        new FakeReply(
          200,
          { data: { username: 'zahran.admin@4000000101' } },
          { 'access-token': 'session-token' },
        ),
    );
    const { user, router } = renderPage();

    await fillIn(user, 'zahran.admin@4000000101', 'Portal#Demo2026');
    await submit(user);

    await waitFor(() => expect(router.state.location.pathname).toBe('/dashboard'));
    // The user is asked for as soon as the session exists, not after the signed-in area has loaded.
    expect(api.names()).toEqual(['keyGenerator', 'signIn', 'selfInfo']);
    const body = api.sent('signIn')[0]?.body as { username: string; password: string; kid: string };
    expect(body.username).toBe('zahran.admin@4000000101');
    expect(body.kid).toBe('6c1b1a2e-8f0e-4b8a-9a55-3e4b3f1c2d10');
    expect(body.password).not.toBe('Portal#Demo2026');
    expect(await decrypt(body.password)).toBe('Portal#Demo2026');
    expect(getAccessToken()).toBe('session-token');
    expect(readCookie('access-token')).toBe('session-token');
  });

  it('treats a reply without the access-token header as wrong credentials', async () => {
    serverReplies(() => ({ data: { username: 'x' } }));
    const { user, router } = renderPage();

    await fillIn(user, 'zahran.admin@4000000101', 'Portal#Demo2026');
    await submit(user);

    expect(await screen.findByText(MESSAGES.wrongCredentials)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(getAccessToken()).toBeNull();
  });

  it('opens the first-login reset dialog on code 010, and after a reset asks for the new password', async () => {
    const api = serverReplies(() => failWith(403, MESSAGES.passwordResetRequired, { code: '010' }));
    const { user } = renderPage();

    await fillIn(user, 'new.user@4000000101', 'Temp#Pass2026');
    await submit(user);

    const dialog = await screen.findByRole('dialog');
    const username = within(dialog).getByLabelText('Username');
    expect(username).toHaveValue('new.user@4000000101');
    expect(username).toHaveAttribute('readonly');

    await user.type(within(dialog).getByLabelText('Old Password'), 'Temp#Pass2026');
    await user.type(within(dialog).getByLabelText('New Password'), 'Str0ng!Pass');
    await user.type(within(dialog).getByLabelText('Confirm New Password'), 'Str0ng!Pass');
    await user.click(within(dialog).getByRole('button', { name: 'Reset Password' }));

    expect(await screen.findByText(MESSAGES.useNewPassword)).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(api.sent('resetPassword').map((request) => request.body)).toEqual([
      {
        username: 'new.user@4000000101',
        currentPassword: 'Temp#Pass2026',
        newPassword1: 'Str0ng!Pass',
        newPassword2: 'Str0ng!Pass',
      },
    ]);
  });
});
