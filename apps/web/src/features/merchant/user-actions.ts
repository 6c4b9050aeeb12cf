// The users table's actions (spec part 1 §4 "Merchant user"): the list reloads after each, a failure shows
// the §8 text, and an action nobody handles shows 'WIP'.
import {
  MERCHANT_USER_MESSAGES,
  actionFailed,
  type MerchantUser,
  type UserAction,
} from '@merchant-portal/contracts/schemas/merchant-users';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { enqueueSnackbar } from 'notistack';
import { deleteMerchantUser } from './api/delete-merchant-user';
import { disableMerchantUser } from './api/disable-merchant-user';
import { enableMerchantUser } from './api/enable-merchant-user';
import { MERCHANT_USERS_KEY } from './api/get-merchant-users';
import { translateText } from '../../lib/i18n';

type UserActionHandler = (user: MerchantUser) => void;
export type UserActionHandlers = Readonly<Record<string, UserActionHandler>>;

/** Runs the handler named by `action`; without one, shows 'WIP'. */
export function dispatchUserAction(handlers: UserActionHandlers, action: string, user: MerchantUser): void {
  const handler = Object.hasOwn(handlers, action) ? handlers[action] : undefined;
  if (handler) handler(user);
  else enqueueSnackbar(translateText(MERCHANT_USER_MESSAGES.wip), { variant: 'info' });
}

const SEND: Record<UserAction, (username: string) => Promise<string>> = {
  enable: enableMerchantUser,
  disable: disableMerchantUser,
  delete: deleteMerchantUser,
};

export function useUserAction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ action, username }: { action: UserAction; username: string }) => SEND[action](username),
    onSuccess: (message) => enqueueSnackbar(translateText(message), { variant: 'success' }),
    onError: (_error, { action }) =>
      enqueueSnackbar(translateText(actionFailed(action)), { variant: 'error' }),
    // A failed action may still have changed something (or someone else did): reload either way.
    onSettled: () => queryClient.invalidateQueries({ queryKey: MERCHANT_USERS_KEY }),
  });
}
