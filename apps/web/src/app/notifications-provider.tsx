// The app's notifications (spec part 2 §2): at most 4 at a time, hidden after 7 s, no duplicates, each with a
// close button. At the bottom on a wide screen; at the top on a phone, where the bottom is a full-screen
// dialog's action bar and a notification would cover its buttons.
import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import { SnackbarProvider, closeSnackbar } from 'notistack';
import type { ReactNode } from 'react';

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const isPhone = useMediaQuery(useTheme().breakpoints.down('sm'));
  return (
    <SnackbarProvider
      maxSnack={4}
      autoHideDuration={7000}
      preventDuplicate
      variant="error"
      anchorOrigin={
        isPhone ? { vertical: 'top', horizontal: 'center' } : { vertical: 'bottom', horizontal: 'left' }
      }
      action={(key) => (
        <IconButton aria-label="close" color="inherit" size="small" onClick={() => closeSnackbar(key)}>
          <CloseIcon fontSize="small" />
        </IconButton>
      )}
    >
      {children}
    </SnackbarProvider>
  );
}
