// The idle timeout (spec part 1 §4 "Session", §9): the server ends a session unused for its idle time. A
// minute before, this dialog offers to stay signed in (one call moves the server's idle clock); at the end,
// the session is revoked and the sign-in page says why. The clock is the session's last use from any tab.
import { SESSION_ENDPOINTS } from '@merchant-portal/contracts/endpoints/session';
import { MESSAGES } from '@merchant-portal/contracts/messages';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { getConfig } from '../../lib/config';
import { call, endSession } from '../../lib/http';
import { sessionLastUsed } from '../../lib/session';
import { useLogOut } from './use-log-out';

/** How long before the idle timeout the warning shows. */
export const IDLE_WARNING_MS = 60_000;
const TICK_MS = 1000;
const MINUTE_MS = 60_000;

export function IdleWarning() {
  const { t } = useTranslation();
  const titleId = useId();
  const [isWarning, setWarning] = useState(false);
  const [isStaying, setStaying] = useState(false);
  const { logOut, isLoggingOut } = useLogOut();
  const idleMs = getConfig().sessionIdleMinutes * MINUTE_MS;

  useEffect(() => {
    const mountedAt = Date.now();
    const tick = () => {
      const left = (sessionLastUsed() ?? mountedAt) + idleMs - Date.now();
      if (left > 0) {
        setWarning(left <= IDLE_WARNING_MS);
        return;
      }
      clearInterval(timer);
      // The server would refuse the session from now on: revoke it (its headers are taken before the
      // session is cleared here), then to sign-in with the reason.
      void call(SESSION_ENDPOINTS.invalidate, {}).catch(() => undefined);
      endSession();
    };
    const timer = setInterval(tick, TICK_MS);
    tick();
    return () => clearInterval(timer);
  }, [idleMs]);

  const stay = async () => {
    setStaying(true);
    try {
      // Any signed-in call moves the idle clock (lib/http.ts notes it); a refused one ends the session.
      await call(SESSION_ENDPOINTS.selfInfo, {});
      setWarning(false);
    } catch {
      // A refusal has already ended the session; anything else leaves the warning up to try again.
    } finally {
      setStaying(false);
    }
  };

  return (
    <Dialog open={isWarning} onClose={() => void stay()} maxWidth="xs" fullWidth aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('Are you still there?')}</DialogTitle>
      <DialogContent>
        <DialogContentText>{t(MESSAGES.sessionEnding)}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={() => void logOut()} disabled={isLoggingOut || isStaying}>
          {t('Log out')}
        </Button>
        <Button
          variant="contained"
          onClick={() => void stay()}
          disabled={isLoggingOut || isStaying}
          autoFocus
        >
          {t(MESSAGES.staySignedIn)}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
