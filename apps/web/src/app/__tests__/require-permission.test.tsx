import type { Permission } from '@merchant-portal/contracts/permissions';
import type { SelfInfo } from '@merchant-portal/contracts/schemas/users';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CurrentUserContext } from '../../lib/current-user';
import { renderWithProviders } from '../../test/render';
import { RequirePermission } from '../require-permission';

function renderAs(
  roles: string[],
  {
    path = '/transactions',
    permission = 'transactions:read',
  }: {
    path?: string;
    permission?: Permission | readonly Permission[];
  } = {},
) {
  const user: SelfInfo = {
    id: 'user@4000000101',
    username: 'user@4000000101',
    userType: 'FRONT',
    userProfile: { firstName: 'A', lastName: 'B', email: 'a@example.com', mobile: '0790000000' },
    groups: [],
    roles: roles.map((name) => ({ name })),
    language: null,
    digits: 'latn',
  };
  return renderWithProviders(null, {
    path,
    routes: [
      {
        element: (
          <CurrentUserContext.Provider value={user}>
            <RequirePermission permission={permission} />
          </CurrentUserContext.Provider>
        ),
        children: [{ path, element: <p>gated page</p> }],
      },
      { path: '/not-found', element: <p>not found page</p> },
    ],
  });
}

describe('/transactions needs transactions:read (part 2 §2 "Route table")', () => {
  it('renders the page for a merchant user', () => {
    renderAs(['ROLE_MERCHANT_USER']);
    expect(screen.getByText('gated page')).toBeInTheDocument();
  });

  it('sends a user without the permission to /not-found', async () => {
    const { router } = renderAs(['ROLE_REPORTS_USER']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
    expect(screen.queryByText('gated page')).not.toBeInTheDocument();
  });
});

describe('/rj-bookings needs rj-bookings:maker or rj-bookings:checker (part 1 §2)', () => {
  const bookings = {
    path: '/rj-bookings',
    permission: ['rj-bookings:maker', 'rj-bookings:checker'],
  } as const;

  it.each([['RJ_BOOKING_MAKER'], ['RJ_BOOKING_CHECKER']])('renders the page for %s', (role) => {
    renderAs([role], bookings);
    expect(screen.getByText('gated page')).toBeInTheDocument();
  });

  it('sends a user with neither to /not-found', async () => {
    const { router } = renderAs(['ROLE_MERCHANT_ADMIN', 'DASHBOARD_USER'], bookings);
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
    expect(screen.queryByText('gated page')).not.toBeInTheDocument();
  });
});
