// The frame of a row's dialog in both tabs: its title, the record in a content that scrolls inside the dialog
// (the whole screen on a phone), a progress bar while an action runs, then the actions the record allows and
// Close, wrapping onto more lines where the screen is narrow. Confirmations and nested dialogs go in `after`.
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import LinearProgress from '@mui/material/LinearProgress';
import { useEffect, useId, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePhoneDialog } from './use-phone-dialog';

export interface RecordDialogProps {
  /** In English, as the title and the progress bar's name below: shown in the screen's language. */
  title: string;
  onClose: () => void;
  /** The progress bar's accessible name while an action runs; no bar otherwise. */
  busyLabel: string | null;
  /** The record's actions, before Close. */
  actions: ReactNode;
  /** Dialogs the record's actions open. */
  after: ReactNode;
  children: ReactNode;
}

/**
 * The dialog gives the focus back to the row's button it was opened from. When that row has left the list
 * meanwhile (a decided request under 'Pending tasks'), the focus would fall to the page: it goes to the list
 * instead, at its one Tab stop (or its first column header).
 */
function useFocusBackToList() {
  // Taken while rendering, before the dialog moves the focus into itself.
  const [list] = useState(() =>
    document.activeElement instanceof HTMLElement
      ? document.activeElement.closest<HTMLElement>('[role="grid"]')
      : null,
  );
  useEffect(
    () => () => {
      // After the dialog's own return of the focus.
      window.setTimeout(() => {
        const active = document.activeElement;
        if ((active !== null && active !== document.body) || !list?.isConnected) return;
        const stop =
          list.querySelector<HTMLElement>(
            '[role="columnheader"][tabindex="0"], [role="gridcell"][tabindex="0"]',
          ) ?? list.querySelector<HTMLElement>('[role="columnheader"]');
        stop?.focus();
      });
    },
    [list],
  );
}

export function RecordDialog({ title, onClose, busyLabel, actions, after, children }: RecordDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  useFocusBackToList();
  const isPhone = usePhoneDialog();
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={isPhone}
      maxWidth="md"
      fullWidth
      scroll="paper"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t(title)}</DialogTitle>
      {/* The record scrolls here with no control in it to Tab to: the content itself takes the focus, so the
          arrow keys scroll it, and carries the dialog's name (axe: scrollable-region-focusable). */}
      <DialogContent dividers tabIndex={0} role="region" aria-labelledby={titleId}>
        {children}
      </DialogContent>
      {busyLabel !== null && <LinearProgress aria-label={t(busyLabel)} />}
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1, '& > :not(style) ~ :not(style)': { ml: 0 } }}>
        {actions}
        <Button onClick={onClose}>{t('Close')}</Button>
      </DialogActions>
      {after}
    </Dialog>
  );
}
