// Why the sign-in page is shown and where to go after signing in (spec part 1 §4 "Session"): the state the
// app puts on its navigation to /sign-in when a session ends, and reads back there.
import type { Location } from 'react-router';

export interface SignInState {
  /** The server no longer accepts the session this browser held (idle, revoked, expired, not allowed). */
  sessionEnded?: boolean;
  /** The page the user was on (path, query and hash), to return to after signing in. */
  returnTo?: string;
  /** Who was signed in: another user signing in does not get their page. */
  username?: string;
}

/** Pages never returned to: they are not signed-in pages. */
const NOT_RETURNED_TO = /^\/(sign-in|not-found)(?:[/?#]|$)/;

export function signInState(
  location: Pick<Location, 'pathname' | 'search' | 'hash'>,
  { sessionEnded, username }: { sessionEnded: boolean; username?: string | undefined },
): SignInState {
  const path = `${location.pathname}${location.search}${location.hash}`;
  return {
    ...(sessionEnded && { sessionEnded }),
    ...(path !== '/' && !NOT_RETURNED_TO.test(path) && { returnTo: path }),
    ...(username && { username }),
  };
}

export function readSignInState(state: unknown): SignInState {
  if (typeof state !== 'object' || state === null) return {};
  const { sessionEnded, returnTo, username } = state as Record<string, unknown>;
  return {
    ...(sessionEnded === true && { sessionEnded }),
    ...(typeof returnTo === 'string' &&
      returnTo.startsWith('/') &&
      !returnTo.startsWith('//') && { returnTo }),
    ...(typeof username === 'string' && { username }),
  };
}

// The last ended session's state, until someone signs in: every way to /sign-in meanwhile carries it (a page
// that re-renders without a session while the app is on its way there must not lose the reason).
let ended: SignInState | null = null;

export function noteSessionEnded(state: SignInState): void {
  ended = state;
}

export function endedSessionState(): SignInState | null {
  return ended;
}

export function forgetEndedSession(): void {
  ended = null;
}
