// The Merchant-Users table (spec part 1 §2, §4 "Merchant user"): server-paged, with the add, edit,
// enable/disable and delete actions for holders of merchant-users:write.
import { countryLabel, groupLabel, userStatusLabel, userTypeLabel } from '@merchant-portal/contracts/labels';
import {
  MERCHANT_USER_MESSAGES,
  confirmAction,
  type MerchantUser,
  type UserAction,
} from '@merchant-portal/contracts/schemas/merchant-users';
import PersonAddIcon from '@mui/icons-material/PersonAdd';
import BlockIcon from '@mui/icons-material/Block';
import CheckCircleOutlinedIcon from '@mui/icons-material/CheckCircleOutlined';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useCallback, useState, type ReactElement } from 'react';
import { useMerchantUsers } from '../api/get-merchant-users';
import { dispatchUserAction, useUserAction, type UserActionHandlers } from '../user-actions';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { SectionCard } from '../../../components/section-card';
import { TableScroll } from '../../../components/table-scroll';
import { UserFormDialog, type UserDialogTarget } from './user-form-dialog';
import { phrase } from '@merchant-portal/contracts/i18n/catalogue';
import { useTranslation } from 'react-i18next';
import { translateText } from '../../../lib/i18n';
import { TablePager } from '../../../components/table-pager';

const HEADERS = [
  phrase('Username'),
  phrase('Name'),
  phrase('E-mail'),
  phrase('Mobile'),
  phrase('Type'),
  phrase('Country'),
  phrase('Groups'),
  phrase('Status'),
];
const PAGE_SIZE_OPTIONS = [10, 25, 50];

type ConfirmedAction = 'disable' | 'delete';

/** The actions stay in view while a narrow screen scrolls the table sideways. */
const STICKY_ACTIONS = {
  position: 'sticky',
  right: 0,
  bgcolor: 'background.paper',
  whiteSpace: 'nowrap',
} as const;

type RowAction = 'edit' | UserAction;

const ROW_ACTIONS: Record<RowAction, { label: string; icon: ReactElement }> = {
  edit: { label: phrase('Edit'), icon: <EditIcon fontSize="small" /> },
  enable: { label: phrase('Enable'), icon: <CheckCircleOutlinedIcon fontSize="small" /> },
  disable: { label: phrase('Disable'), icon: <BlockIcon fontSize="small" /> },
  delete: { label: phrase('Delete'), icon: <DeleteOutlinedIcon fontSize="small" /> },
};

const isToggle = (action: RowAction) => action === 'enable' || action === 'disable';

/** A row's action while another runs: shown as unavailable, yet it keeps the focus. */
const BUSY_ACTION = { color: 'action.disabled', cursor: 'default' } as const;

/** Enable or disable by state; the server refuses an administrator disabling or deleting themself. */
function rowActions(user: MerchantUser, signedInUsername: string): RowAction[] {
  if (user.username === signedInUsername) return ['edit'];
  return ['edit', user.enabled ? 'disable' : 'enable', 'delete'];
}

export interface MerchantUsersTableProps {
  signedInUsername: string;
  merchantCode: string;
  canWrite: boolean;
}

export function MerchantUsersTable({ signedInUsername, merchantCode, canWrite }: MerchantUsersTableProps) {
  const { t } = useTranslation();
  const [paging, setPaging] = useState({ page: 0, size: PAGE_SIZE_OPTIONS[0] ?? 10 });
  const users = useMerchantUsers(paging);

  const userAction = useUserAction();
  // The confirmation keeps its text while it closes.
  const [pending, setPending] = useState<{ action: ConfirmedAction; user: MerchantUser } | null>(null);
  const [isConfirmOpen, setIsConfirmOpen] = useState(false);
  const ask = (action: ConfirmedAction) => (user: MerchantUser) => {
    setPending({ action, user });
    setIsConfirmOpen(true);
  };
  const confirm = () => {
    setIsConfirmOpen(false);
    if (pending) userAction.mutate({ action: pending.action, username: pending.user.username });
  };

  const [dialog, setDialog] = useState<UserDialogTarget | null>(null);
  const closeDialog = useCallback(() => setDialog(null), []);

  const handlers: UserActionHandlers = {
    edit: (user) => setDialog({ mode: 'edit', username: user.username }),
    enable: (user) => userAction.mutate({ action: 'enable', username: user.username }),
    disable: ask('disable'),
    delete: ask('delete'),
  };

  const rows = users.data?.users ?? [];
  // A delete can empty the last page: show the one before it.
  if (users.isSuccess && !users.isPlaceholderData && rows.length === 0 && paging.page > 0) {
    setPaging((current) => ({ ...current, page: current.page - 1 }));
  }
  const columnCount = HEADERS.length + (canWrite ? 1 : 0);
  return (
    <SectionCard
      title={phrase('Merchant Users')}
      isPadded={false}
      action={
        canWrite && (
          <Button
            variant="contained"
            startIcon={<PersonAddIcon />}
            onClick={() => setDialog({ mode: 'add' })}
          >
            {t('Add User')}
          </Button>
        )
      }
    >
      <Box sx={{ height: 4 }}>{(users.isFetching || userAction.isPending) && <LinearProgress />}</Box>
      <TableScroll label={t('{{label}}: rows', { label: t('Merchant Users') })}>
        <Table
          size="small"
          aria-label={t('Merchant Users')}
          sx={{ '& th, & td': { px: 1 }, '& th:first-of-type, & td:first-of-type': { pl: 2 } }}
        >
          <TableHead>
            <TableRow>
              {HEADERS.map((header) => (
                <TableCell key={header}>{t(header)}</TableCell>
              ))}
              {canWrite && (
                <TableCell align="right" sx={STICKY_ACTIONS}>
                  {t('Actions')}
                </TableCell>
              )}
            </TableRow>
          </TableHead>
          <TableBody>
            {users.isSuccess && rows.length === 0 && (
              <TableRow>
                <TableCell colSpan={columnCount} align="center">
                  {t(MERCHANT_USER_MESSAGES.noUsers)}
                </TableCell>
              </TableRow>
            )}
            {rows.map((user) => (
              <TableRow key={user.username}>
                <TableCell>{user.username}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{`${user.firstName} ${user.lastName}`}</TableCell>
                <TableCell>{user.email}</TableCell>
                <TableCell>{user.mobile}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{t(userTypeLabel(user.userType))}</TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{t(countryLabel(user.countryCode))}</TableCell>
                <TableCell>
                  {user.groups.map((group) => (
                    <Typography key={group} variant="caption" component="div">
                      {t(groupLabel(group))}
                    </Typography>
                  ))}
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>
                  {/* The chip keeps its whole word: its cell never wraps or shrinks it. */}
                  <Chip
                    size="small"
                    label={t(userStatusLabel(user.enabled))}
                    color={user.enabled ? 'success' : 'default'}
                    variant="outlined"
                    sx={{ maxWidth: 'none' }}
                  />
                </TableCell>
                {canWrite && (
                  <TableCell align="right" sx={STICKY_ACTIONS}>
                    {rowActions(user, signedInUsername).map((action) => {
                      const { label, icon } = ROW_ACTIONS[action];
                      // Enable and Disable are one button that changes with the user, and a running action
                      // only marks the buttons unavailable: the focus stays on the button pressed (or the one
                      // a confirmation was opened from) rather than falling to the page.
                      return (
                        <Tooltip key={isToggle(action) ? 'toggle' : action} title={t(label)}>
                          <IconButton
                            size="small"
                            aria-label={t(label)}
                            aria-disabled={userAction.isPending || undefined}
                            sx={userAction.isPending ? BUSY_ACTION : undefined}
                            onClick={() => {
                              if (!userAction.isPending) dispatchUserAction(handlers, action, user);
                            }}
                          >
                            {icon}
                          </IconButton>
                        </Tooltip>
                      );
                    })}
                  </TableCell>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableScroll>
      <TablePager
        count={users.data?.totalRecords ?? 0}
        page={paging.page}
        rowsPerPage={paging.size}
        rowsPerPageOptions={PAGE_SIZE_OPTIONS}
        onPageChange={(_event, page) => setPaging((current) => ({ ...current, page }))}
        onRowsPerPageChange={(event) => setPaging({ page: 0, size: Number(event.target.value) })}
      />
      {pending && (
        <ConfirmDialog
          open={isConfirmOpen}
          text={translateText(confirmAction(pending.action, pending.user.username))}
          confirmLabel={pending.action === 'disable' ? t('Disable') : t('Delete')}
          onConfirm={confirm}
          onCancel={() => setIsConfirmOpen(false)}
        />
      )}
      {dialog && <UserFormDialog target={dialog} merchantCode={merchantCode} onClose={closeDialog} />}
    </SectionCard>
  );
}
