// Owns the signed-in session on the browser: the access token (cookie + local storage). Who is signed in
// comes from self-info, never from storage.

const ACCESS_TOKEN_KEY = 'access-token';
const CLIENT_TOKEN_KEY = 'client-token';
/** When this browser last used the session (ms since epoch): shared by every tab, as the session is. */
const LAST_USED_KEY = 'session-last-used';

function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

export function readCookie(name: string): string | null {
  for (const part of document.cookie.split(';')) {
    const [rawName, ...rest] = part.split('=');
    if (rawName?.trim() === name) return decodeURIComponent(rest.join('=').trim());
  }
  return null;
}

function cookieSuffix(): string {
  return `; path=/; SameSite=Strict${window.location.protocol === 'https:' ? '; Secure' : ''}`;
}

export function getAccessToken(): string | null {
  return readStorage(ACCESS_TOKEN_KEY);
}

export function startSession(accessToken: string): void {
  document.cookie = `${ACCESS_TOKEN_KEY}=${encodeURIComponent(accessToken)}${cookieSuffix()}`;
  localStorage.setItem(ACCESS_TOKEN_KEY, accessToken);
  noteSessionUse();
}

/** The server moves a session's idle clock on every call that carries it: so does this record. */
export function noteSessionUse(at: number = Date.now()): void {
  try {
    localStorage.setItem(LAST_USED_KEY, String(at));
  } catch {
    // Storage unavailable: the idle warning simply counts from the page's start.
  }
}

/** When the session was last used, from any tab; null when unknown. */
export function sessionLastUsed(): number | null {
  const value = Number(readStorage(LAST_USED_KEY));
  return Number.isFinite(value) && value > 0 ? value : null;
}

/** Clears the session; the application's client token is not the user's and stays. */
export function clearSession(): void {
  document.cookie = `${ACCESS_TOKEN_KEY}=${cookieSuffix()}; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  try {
    localStorage.removeItem(ACCESS_TOKEN_KEY);
    localStorage.removeItem(LAST_USED_KEY);
  } catch {
    // Storage unavailable: nothing to clear.
  }
}

export function getClientToken(): string | null {
  return readStorage(CLIENT_TOKEN_KEY);
}

export function setClientToken(token: string): void {
  localStorage.setItem(CLIENT_TOKEN_KEY, token);
}
