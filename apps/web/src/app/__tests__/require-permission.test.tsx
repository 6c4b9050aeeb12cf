import type { SelfInfo } from '@merchant-portal/contracts/schemas/users';
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CurrentUserContext } from '../../lib/current-user';
import { renderWithProviders } from '../../test/render';
import { RequirePermission } from '../require-permission';

function renderAs(roles: string[]) {
  const user: SelfInfo = {
    id: 'user@4000000101',
    username: 'user@4000000101',
    userType: 'FRONT',
    userProfile: { firstName: 'A', lastName: 'B', email: 'a@example.com', mobile: '0790000000' },
    groups: [],
    roles: roles.map((name) => ({ name })),
  };
  return renderWithProviders(null, {
    path: '/transactions',
    routes: [
      {
        element: (
          <CurrentUserContext.Provider value={user}>
            <RequirePermission permission="transactions:read" />
          </CurrentUserContext.Provider>
        ),
        children: [{ path: '/transactions', element: <p>transactions page</p> }],
      },
      { path: '/not-found', element: <p>not found page</p> },
    ],
  });
}

describe('/transactions needs transactions:read (part 2 §2 "Route table")', () => {
  it('renders the page for a merchant user', () => {
    renderAs(['ROLE_MERCHANT_USER']);
    expect(screen.getByText('transactions page')).toBeInTheDocument();
  });

  it('sends a user without the permission to /not-found', async () => {
    const { router } = renderAs(['ROLE_REPORTS_USER']);
    await waitFor(() => expect(router.state.location.pathname).toBe('/not-found'));
    expect(screen.queryByText('transactions page')).not.toBeInTheDocument();
  });
});
