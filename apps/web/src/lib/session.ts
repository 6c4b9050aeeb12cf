// Owns the signed-in session on the browser: the access token (cookie + local storage). Who is signed in
// comes from self-info, never from storage.

const ACCESS_TOKEN_KEY = 'access-token';
const CLIENT_TOKEN_KEY = 'client-token';

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
}

/** Clears the session; the application's client token is not the user's and stays. */
export function clearSession(): void {
  document.cookie = `${ACCESS_TOKEN_KEY}=${cookieSuffix()}; expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  try {
    localStorage.removeItem(ACCESS_TOKEN_KEY);
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
