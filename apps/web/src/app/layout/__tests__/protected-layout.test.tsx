import { MESSAGES } from '@merchant-portal/contracts/messages';
import type { SelfInfo } from '@merchant-portal/contracts/schemas/users';
import { screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DashboardPage } from '../../../features/dashboard/dashboard-page';
import { HttpError, request, type RequestOptions } from '../../../lib/http';
import { startSession } from '../../../lib/session';
import { renderWithProviders } from '../../../test/render';
import { ProtectedLayout } from '../protected-layout';

vi.mock('../../../lib/http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../../lib/http')>()),
  request: vi.fn(),
}));
const requestMock = vi.mocked(request);

const merchant = { merchantCode: '4000000101', merchantName: 'Zahran Market', status: 'Active' };

function selfInfo(roles: string[]): SelfInfo {
  return {
    id: 'zahran.admin@4000000101',
    username: 'zahran.admin@4000000101',
    userType: 'FRONT',
    userProfile: { firstName: 'Ahmad', lastName: 'Zahran', email: 'ahmad@example.com', mobile: '0790000000' },
    groups: [],
    roles: roles.map((name) => ({ name })),
  };
}

function server({ roles = ['ROLE_MERCHANT_ADMIN'], user = true, merchantOk = true } = {}) {
  requestMock.mockImplementation(async (options: RequestOptions) => {
    if (options.service === 'self-info') {
      if (!user) throw new HttpError({ status: 500, code: '500', message: 'boom' });
      return { data: selfInfo(roles) };
    }
    if (options.service === 'current-merchant') {
      if (!merchantOk) throw new HttpError({ status: 500, code: '500', message: 'boom' });
      return { data: merchant };
    }
    throw new Error(`unexpected ${options.service}`);
  });
}

function renderAt(path: string) {
  return renderWithProviders(null, {
    path,
    routes: [
      {
        element: <ProtectedLayout />,
        children: [
          { path: '/dashboard', element: <DashboardPage /> },
          { path: '/mofa-transactions', element: <p>mofa page</p> },
        ],
      },
      { path: '/sign-in', element: <p>sign-in page</p> },
    ],
  });
}

beforeEach(() => {
  requestMock.mockReset();
});

describe('protected layout (spec part 1 §2 "Protected area")', () => {
  it('sends a visitor without a session to /sign-in without calling the server', async () => {
    server();
    const { router } = renderAt('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(requestMock).not.toHaveBeenCalled();
  });

  it("shows 'Loading ...' while the current user loads", async () => {
    startSession('session-token', 'zahran.admin@4000000101');
    requestMock.mockImplementation(() => new Promise(() => undefined));
    renderAt('/dashboard');
    expect(await screen.findByText(MESSAGES.loading)).toBeInTheDocument();
  });

  it('goes to /sign-in with a warning when the current user cannot be loaded', async () => {
    startSession('session-token', 'zahran.admin@4000000101');
    server({ user: false });
    const { router } = renderAt('/dashboard');
    expect(await screen.findByText(MESSAGES.authStatusFailed)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
  });
});

describe('dashboard: merchant overview (spec part 1 §2)', () => {
  it('greets the user and shows the merchant card with Expand Details for merchant:read', async () => {
    startSession('session-token', 'zahran.admin@4000000101');
    server();
    renderAt('/dashboard');
    expect(await screen.findByText('Hello, Ahmad')).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Zahran Market Performance Dashboard' }),
    ).toBeInTheDocument();
    expect(screen.getByText('Merchant Code: 4000000101')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Expand Details' })).toHaveAttribute('href', '/merchant');
  });

  it('hides Expand Details without merchant:read', async () => {
    startSession('session-token', 'zahran.admin@4000000101');
    server({ roles: ['ROLE_MERCHANT_USER'] });
    renderAt('/dashboard');
    expect(await screen.findByText('Merchant Code: 4000000101')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Expand Details' })).not.toBeInTheDocument();
  });

  it('sends the embassy user to /mofa-transactions', async () => {
    startSession('session-token', 'zahran.admin@4000000101');
    server({ roles: ['MOFA_TRANSACTION_USER'] });
    const { router } = renderAt('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mofa-transactions'));
  });

  it("says 'Could not get merchant details' when the merchant fails to load", async () => {
    startSession('session-token', 'zahran.admin@4000000101');
    server({ merchantOk: false });
    renderAt('/dashboard');
    expect(await screen.findByText(MESSAGES.couldNotGetMerchant)).toBeInTheDocument();
    expect(screen.getByText('Hello, Ahmad')).toBeInTheDocument();
  });
});
