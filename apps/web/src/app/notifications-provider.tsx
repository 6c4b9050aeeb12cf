// The app's notifications (spec part 2 §2): at most 4 at a time, hidden after 7 s, no duplicates, each with a
// close button.
import CloseIcon from '@mui/icons-material/Close';
import IconButton from '@mui/material/IconButton';
import { SnackbarProvider, closeSnackbar } from 'notistack';
import type { ReactNode } from 'react';

export function NotificationsProvider({ children }: { children: ReactNode }) {
  return (
    <SnackbarProvider
      maxSnack={4}
      autoHideDuration={7000}
      preventDuplicate
      variant="error"
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
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
