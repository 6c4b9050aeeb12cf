import { MESSAGES } from '@merchant-portal/contracts/messages';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DashboardPage } from '../../../features/dashboard/dashboard-page';
import { startSession } from '../../../lib/session';
import { failWith, fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { ProtectedLayout } from '../protected-layout';
import { signedInUser } from '../../../test/users';

const merchant = { merchantCode: '4000000101', merchantName: 'Zahran Market', status: 'Active' };

function server({ roles = ['ROLE_MERCHANT_ADMIN'], user = true, merchantOk = true } = {}) {
  return fakeApi({
    selfInfo: () => (user ? { data: signedInUser('zahran.admin@4000000101', roles) } : failWith(500, 'boom')),
    currentMerchant: () => (merchantOk ? { data: merchant } : failWith(500, 'boom')),
    // The overview's access test (one row of source M).
    transactionSearch: () => ({ totalElements: 0, content: [], totals: [] }),
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

describe('protected layout (spec part 1 §2 "Protected area")', () => {
  it('sends a visitor without a session to /sign-in without calling the server', async () => {
    const api = server();
    const { router } = renderAt('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(api.fetch).not.toHaveBeenCalled();
  });

  it("shows 'Loading ...' while the current user loads", async () => {
    startSession('session-token');
    fakeApi({ selfInfo: () => new Promise(() => undefined) });
    renderAt('/dashboard');
    expect(await screen.findByText(MESSAGES.loading)).toBeInTheDocument();
  });

  it('goes to /sign-in with a warning when the current user cannot be loaded', async () => {
    startSession('session-token');
    server({ user: false });
    const { router } = renderAt('/dashboard');
    expect(await screen.findByText(MESSAGES.authStatusFailed)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
  });
});

describe('dashboard: merchant overview (spec part 1 §2)', () => {
  it('greets the user and shows the merchant card with Expand Details for merchant:read', async () => {
    startSession('session-token');
    server();
    renderAt('/dashboard');
    expect(await screen.findByText('Hello, Ahmad')).toBeInTheDocument();
    expect(await screen.findByRole('heading', { name: 'Zahran Market' })).toBeInTheDocument();
    expect(screen.getByText('Merchant Code: 4000000101')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Expand Details' })).toHaveAttribute('href', '/merchant');
  });

  it('hides Expand Details without merchant:read', async () => {
    startSession('session-token');
    server({ roles: ['ROLE_MERCHANT_USER'] });
    renderAt('/dashboard');
    expect(await screen.findByText('Merchant Code: 4000000101')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Expand Details' })).not.toBeInTheDocument();
  });

  it('sends the embassy user to /mofa-transactions', async () => {
    startSession('session-token');
    server({ roles: ['MOFA_TRANSACTION_USER'] });
    const { router } = renderAt('/dashboard');
    await waitFor(() => expect(router.state.location.pathname).toBe('/mofa-transactions'));
  });

  it("says 'Could not get merchant details' when the merchant fails to load", async () => {
    startSession('session-token');
    server({ merchantOk: false });
    renderAt('/dashboard');
    expect(await screen.findByText(MESSAGES.couldNotGetMerchant)).toBeInTheDocument();
    expect(screen.getByText('Hello, Ahmad')).toBeInTheDocument();
  });
});
