import type { MerchantUser } from '@merchant-portal/contracts/schemas/merchant-users';
import { MERCHANT_USER_MESSAGES } from '@merchant-portal/contracts/schemas/merchant-users';
import { act, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { dispatchUserAction } from '../user-actions';

const USER = { username: 'cashier.one@4000000101' } as MerchantUser;

describe('dispatchUserAction (part 1 §4: an unknown user action shows WIP)', () => {
  it('runs the handler named by the action', () => {
    const disable = vi.fn();
    const enable = vi.fn();
    dispatchUserAction({ disable, enable }, 'disable', USER);
    expect(disable).toHaveBeenCalledWith(USER);
    expect(enable).not.toHaveBeenCalled();
  });

  it.each(['archive', 'toString', ''])("shows 'WIP' for the unknown action %j", async (action) => {
    renderWithProviders(<p>page</p>);
    const enable = vi.fn();
    act(() => dispatchUserAction({ enable }, action, USER));
    expect(await screen.findByText(MERCHANT_USER_MESSAGES.wip)).toBeInTheDocument();
    expect(enable).not.toHaveBeenCalled();
  });
});
