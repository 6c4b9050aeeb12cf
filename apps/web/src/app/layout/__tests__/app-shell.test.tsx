import { MESSAGES } from '@merchant-portal/contracts/messages';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Outlet } from 'react-router';
import { describe, expect, it } from 'vitest';
import { getAccessToken, startSession } from '../../../lib/session';
import { failWith, fakeApi } from '../../../test/fake-api';
import { renderWithProviders } from '../../../test/render';
import { AppShell } from '../app-shell';
import { signedInUser } from '../../../test/users';

function renderShell(roles: string[], path = '/dashboard') {
  return renderWithProviders(
    <AppShell user={signedInUser('zahran.admin@4000000101', roles)}>
      <p>page body</p>
    </AppShell>,
    { path, routes: [{ path: '/sign-in', element: <p>sign-in page</p> }] },
  );
}

const menuLabels = () =>
  within(screen.getByRole('navigation', { name: 'Main menu' }))
    .getAllByRole('link')
    .map((link) => link.textContent);

describe('side menu gating (spec part 1 §2)', () => {
  it('an administrator sees Transactions and Merchant', () => {
    renderShell(['ROLE_MERCHANT_ADMIN', 'DASHBOARD_USER']);
    expect(menuLabels()).toEqual(['Dashboard', 'Transactions', 'Merchant', 'Profile']);
    expect(screen.getByRole('link', { name: 'Merchant' })).toHaveAttribute('href', '/merchant');
  });

  it('a merchant user sees Transactions but not Merchant', () => {
    renderShell(['ROLE_MERCHANT_USER']);
    // Overview: the merchant overview, their home (spec part 1 §2).
    expect(menuLabels()).toEqual(['Overview', 'Transactions', 'Profile']);
  });

  it('hides Transactions when the user also has modee-transactions:read', () => {
    renderShell(['ROLE_MERCHANT_USER', 'MODEE_TRANSACTION_USER']);
    expect(menuLabels()).toEqual(['Profile', 'MoDEE Transactions']);
    expect(screen.queryByRole('link', { name: 'Transactions' })).not.toBeInTheDocument();
  });

  it('a booking user sees only RJ Bookings (and Profile), whatever else they hold', () => {
    renderShell(['RJ_BOOKING_CHECKER', 'ROLE_MERCHANT_ADMIN', 'ROLE_REPORTS_USER']);
    expect(menuLabels()).toEqual(['RJ Bookings', 'Profile']);
  });

  it('shows every gated entry for its role', () => {
    renderShell([
      'ADVANCED_DASHBOARD_USER',
      'PRE_AUTH_TRANSACTION_USER',
      'ROLE_REPORTS_USER',
      'ARABIE_REPORT_USER',
      'MOFA_TRANSACTION_USER',
    ]);
    expect(menuLabels()).toEqual([
      'Advanced Dashboard',
      'Pre Auth Transactions',
      'Reports Library',
      'Shopix and Emart Reports',
      'Profile',
      'MOFA Transactions',
    ]);
  });

  it('highlights the active route', () => {
    renderShell(['ROLE_MERCHANT_ADMIN'], '/profile');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Profile' })).toHaveClass('Mui-selected');
    expect(screen.getByRole('link', { name: 'Merchant' })).not.toHaveClass('Mui-selected');
  });
});

describe('shell', () => {
  it('names the bank and the portal and shows the user panel', () => {
    renderShell(['ROLE_MERCHANT_USER']);
    expect(screen.getByText('Bank Merchant Portal')).toBeInTheDocument();
    const panel = screen.getByRole('region', { name: 'Signed-in user' });
    expect(within(panel).getByText('AZ')).toBeInTheDocument();
    // A username too long for the panel breaks after its '@', never inside a word.
    expect(within(panel).getByText('zahran.admin@4000000101').innerHTML).toBe('zahran.admin@<wbr>4000000101');
    expect(within(panel).getByText('Front office')).toBeInTheDocument();
    expect(within(panel).getByText('ahmad@example.com')).toBeInTheDocument();
    expect(within(panel).getByText(MESSAGES.logoutHint)).toBeInTheDocument();
  });

  it('collapses the menu to icons with tooltips, and expands it again', async () => {
    const user = userEvent.setup();
    renderShell(['ROLE_MERCHANT_ADMIN']);

    await user.click(screen.getByRole('button', { name: 'Collapse menu' }));

    const nav = screen.getByRole('navigation', { name: 'Main menu' });
    expect(within(nav).queryByText('Merchant')).not.toBeInTheDocument();
    // Overview, Transactions, Merchant and Profile.
    expect(nav.querySelectorAll('svg')).toHaveLength(4);
    expect(screen.queryByRole('region', { name: 'Signed-in user' })).not.toBeInTheDocument();

    await user.hover(screen.getByRole('link', { name: 'Merchant' }));
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Merchant');

    await user.click(screen.getByRole('button', { name: 'Expand menu' }));
    expect(within(nav).getByText('Merchant')).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Signed-in user' })).toBeInTheDocument();
  });
});

describe('log out (spec part 1 §4)', () => {
  it('invalidates, signs out, clears storage and goes to /sign-in', async () => {
    startSession('session-token');
    const api = fakeApi({
      invalidate: () => ({ data: { message: 'Session invalidated' } }),
      signOut: () => ({ data: { message: 'Signed out' } }),
    });
    const user = userEvent.setup();
    const { router } = renderShell(['ROLE_MERCHANT_USER']);

    await user.click(screen.getByRole('button', { name: 'Log out' }));

    await waitFor(() => expect(router.state.location.pathname).toBe('/sign-in'));
    expect(api.names()).toEqual(['invalidate', 'signOut']);
    expect(api.sent('signOut')[0]?.headers.get('access-token')).toBe('session-token');
    expect(getAccessToken()).toBeNull();
    expect(screen.queryByText(MESSAGES.logoutFailed)).not.toBeInTheDocument();
  });

  it('still forgets the session locally when the server fails, and says so', async () => {
    startSession('session-token');
    fakeApi({ invalidate: () => failWith(500, 'boom'), signOut: () => failWith(500, 'boom') });
    const user = userEvent.setup();
    const { router } = renderShell(['ROLE_MERCHANT_USER']);

    await user.click(screen.getByRole('button', { name: 'Log out' }));

    expect(await screen.findByText(MESSAGES.logoutFailed)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/sign-in');
    expect(getAccessToken()).toBeNull();
  });
});

describe('where the keyboard lands (WCAG 2.4.1, 2.4.2, 2.4.3)', () => {
  function renderScreens(path: string) {
    return renderWithProviders(null, {
      path,
      routes: [
        {
          element: (
            <AppShell user={signedInUser('zahran.admin@4000000101', ['ROLE_MERCHANT_ADMIN'])}>
              <Outlet />
            </AppShell>
          ),
          children: [
            { path: '/dashboard', element: <h1>Hello</h1> },
            { path: '/profile', element: <h1>Profile</h1> },
          ],
        },
      ],
    });
  }

  it('names the screen in the title bar, and the next one after moving on', async () => {
    const user = userEvent.setup();
    renderScreens('/dashboard');
    expect(document.title).toBe('Overview — Bank Merchant Portal');
    await user.click(screen.getByRole('link', { name: 'Profile' }));
    await waitFor(() => expect(document.title).toBe('Profile — Bank Merchant Portal'));
  });

  it('offers the skip link first; it moves focus to the main region', async () => {
    const user = userEvent.setup();
    renderScreens('/dashboard');
    await user.tab();
    expect(screen.getByRole('link', { name: 'Skip to main content' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('leaves focus alone on a page opened from the address bar, and moves it to the new heading after a choice', async () => {
    const user = userEvent.setup();
    renderScreens('/dashboard');
    expect(screen.getByRole('heading', { name: 'Hello' })).not.toHaveFocus();
    await user.click(screen.getByRole('link', { name: 'Profile' }));
    await waitFor(() => expect(screen.getByRole('heading', { name: 'Profile' })).toHaveFocus());
  });
});
