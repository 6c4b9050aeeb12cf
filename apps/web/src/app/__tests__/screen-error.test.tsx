// A failed screen keeps the shell (part 1 §8 "Other" for any failure; ours for code that did not arrive).
import { MESSAGES } from '@merchant-portal/contracts/messages';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Outlet, type RouteObject } from 'react-router';
import { loadChunk } from '../../lib/load-chunk';
import { renderWithProviders } from '../../test/render';
import { ScreenError } from '../route-error';

const failingChunk = vi.fn((): Promise<() => null> =>
  Promise.reject(new TypeError('Failed to fetch dynamically imported module')),
);
const failsNow = vi.fn(() => false);

function Flaky() {
  if (failsNow()) throw new Error('render failed');
  return <p>flaky page</p>;
}

const routes: RouteObject[] = [
  {
    element: (
      <div>
        <nav aria-label="Main menu">menu</nav>
        <main>
          <Outlet />
        </main>
      </div>
    ),
    children: [
      {
        errorElement: <ScreenError />,
        children: [
          {
            path: '/broken',
            lazy: async () => ({ Component: await loadChunk(failingChunk) }),
          },
          { path: '/flaky', Component: Flaky },
        ],
      },
    ],
  },
];

afterEach(() => {
  vi.restoreAllMocks();
});

describe('a failed screen', () => {
  it('whose code did not arrive after two tries says so in the content area and offers Reload', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithProviders(null, { path: '/broken', routes });
    const main = await screen.findByRole('main');
    expect(await within(main).findByText(MESSAGES.screenNotLoaded)).toBeInTheDocument();
    expect(failingChunk).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    expect(within(main).getByRole('button', { name: 'Reload' })).toBeInTheDocument();
    expect(within(main).queryByRole('button', { name: 'Try again' })).not.toBeInTheDocument();
  });

  it('that threw shows the generic text; Try again renders it afresh', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    failsNow.mockReturnValue(true);
    const user = userEvent.setup({ delay: null });
    renderWithProviders(null, { path: '/flaky', routes });
    const main = await screen.findByRole('main');
    expect(await within(main).findByText(MESSAGES.genericError)).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main menu' })).toBeInTheDocument();
    failsNow.mockReturnValue(false);
    await user.click(within(main).getByRole('button', { name: 'Try again' }));
    expect(await within(main).findByText('flaky page')).toBeInTheDocument();
  });
});
