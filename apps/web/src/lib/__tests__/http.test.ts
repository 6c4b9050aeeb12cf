import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { HttpError, request, requestWithHeaders, setSessionExpiredHandler } from '../http';
import { shouldRetry } from '../query-client';
import { getAccessToken, getClientToken, getUsername, readCookie, startSession } from '../session';

type Reply = { status: number; body?: unknown; headers?: Record<string, string> };

function jsonResponse({ status, body, headers = {} }: Reply): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

const fetchMock = vi.fn<typeof fetch>();
const sessionExpired = vi.fn();

function callsTo(path: string) {
  return fetchMock.mock.calls.filter(([url]) => String(url).includes(path));
}

beforeEach(() => {
  fetchMock.mockReset();
  sessionExpired.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setSessionExpiredHandler(sessionExpired);
  document.cookie = 'client_id=portal-web; path=/';
  document.cookie = 'client_secret=s3cret; path=/';
  localStorage.setItem('client-token', 'old-client-token');
  startSession('session-token', 'zahran.admin@4000000101');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('common request headers (spec part 1 §7)', () => {
  it('sends the client token, client id, session, locale, ids and service name with credentials', async () => {
    fetchMock.mockImplementation(async () => jsonResponse({ status: 200, body: { data: { ok: true } } }));

    await request({
      method: 'POST',
      path: '/merchant/user/v1/self-info',
      service: 'self-info',
      json: { a: 1 },
    });
    await request({ path: '/merchant/merchant/v1/current', service: 'current-merchant' });

    const [url, init] = fetchMock.mock.calls[0]!;
    const headers = new Headers(init?.headers);
    expect(url).toBe('/merchant/user/v1/self-info');
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"a":1}');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('authorization')).toBe('Bearer old-client-token');
    expect(headers.get('client-id')).toBe('portal-web');
    expect(headers.get('access-token')).toBe('session-token');
    expect(headers.get('country')).toBe('JO');
    expect(headers.get('lang')).toBe('en');
    expect(headers.get('channel-identifier')).toBe('MB');
    expect(headers.get('service-identifier')).toBe('self-info');
    expect(headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers.get('x-interaction-id')).toMatch(/^[0-9a-f-]{36}$/);

    const second = new Headers(fetchMock.mock.calls[1]![1]?.headers);
    expect(second.get('x-request-id')).not.toBe(headers.get('x-request-id'));
    expect(second.get('service-identifier')).toBe('current-merchant');
  });

  it('omits access-token when signed out and sends form bodies form-encoded', async () => {
    localStorage.removeItem('access-token');
    fetchMock.mockResolvedValue(jsonResponse({ status: 200, body: {} }));

    await request({
      method: 'POST',
      path: '/k',
      service: 'key-generator',
      form: { scope: 'merchantapp', country: 'JO' },
    });

    const init = fetchMock.mock.calls[0]![1];
    expect(new Headers(init?.headers).has('access-token')).toBe(false);
    expect(new Headers(init?.headers).get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(String(init?.body)).toBe('scope=merchantapp&country=JO');
  });

  it('exposes the response headers to the caller', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ status: 200, body: { data: { username: 'u' } }, headers: { 'access-token': 'tok' } }),
    );
    const reply = await requestWithHeaders({ method: 'POST', path: '/s', service: 'sign-in', json: {} });
    expect(reply.headers.get('access-token')).toBe('tok');
  });

  it('passes the abort signal through', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ status: 200, body: {} }));
    const controller = new AbortController();
    await request({ path: '/x', service: 'x', signal: controller.signal });
    expect(fetchMock.mock.calls[0]![1]?.signal).toBe(controller.signal);
  });
});

describe('error bodies', () => {
  it('throws an HttpError with status, code, message and field errors', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({
        status: 400,
        body: {
          code: '400',
          message: 'Validation errors',
          errors: [{ param: 'newPassword1', msg: 'too weak' }],
        },
      }),
    );
    const error = await request({ path: '/x', service: 'x' }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(error).toMatchObject({
      status: 400,
      customStatus: 400,
      code: '400',
      message: 'Validation errors',
      errors: [{ param: 'newPassword1', msg: 'too weak' }],
    });
  });
});

describe('401/403 with a challenge header: the client token is renewed (spec part 1 §4)', () => {
  it.each([401, 403])('%s fetches a new client token and marks the error 503', async (status) => {
    fetchMock.mockImplementation(async (url) =>
      String(url).endsWith('/oauth/token')
        ? jsonResponse({
            status: 200,
            body: {
              access_token: 'new-client-token',
              token_type: 'Bearer',
              expires_in: 900,
              scope: 'merchantapp',
            },
          })
        : jsonResponse({
            status,
            body: { code: String(status), message: 'Invalid or expired client token' },
            headers: { 'WWW-Authenticate': 'Bearer error="invalid_token"' },
          }),
    );

    const error = await request({ path: '/merchant/x', service: 'self-info' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).customStatus).toBe(503);
    expect((error as HttpError).status).toBe(status);
    const [tokenCall] = callsTo('/oauth/token');
    expect(tokenCall?.[1]?.method).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(String(tokenCall?.[1]?.body)))).toEqual({
      grant_type: 'client_credentials',
      scope: 'merchantapp',
      client_id: 'portal-web',
      client_secret: 's3cret',
    });
    expect(getClientToken()).toBe('new-client-token');
    // The user's session is untouched.
    expect(getAccessToken()).toBe('session-token');
    expect(sessionExpired).not.toHaveBeenCalled();
    // The query client retries exactly these, at most twice.
    expect(shouldRetry(0, error)).toBe(true);
    expect(shouldRetry(1, error)).toBe(true);
    expect(shouldRetry(2, error)).toBe(false);
  });
});

describe('401/403 without a challenge header: the session ends (spec part 1 §4)', () => {
  it.each([401, 403])('%s on an ordinary call clears storage and goes to sign-in', async (status) => {
    fetchMock.mockResolvedValue(
      jsonResponse({ status, body: { code: String(status), message: 'Session expired' } }),
    );

    const error = await request({ path: '/merchant/x', service: 'self-info' }).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).customStatus).toBe(status);
    expect(shouldRetry(0, error)).toBe(false);
    expect(getAccessToken()).toBeNull();
    expect(getUsername()).toBeNull();
    expect(readCookie('access-token')).toBeNull();
    expect(sessionExpired).toHaveBeenCalledTimes(1);
    expect(callsTo('/oauth/token')).toHaveLength(0);
    // The application's client token is not the user's session.
    expect(getClientToken()).toBe('old-client-token');
  });

  it.each(['sign-in', 'sign-out', 'reset-password', 'update-password', 'invalidate'])(
    'a 401 on %s keeps the session and stays',
    async (service) => {
      fetchMock.mockResolvedValue(
        jsonResponse({ status: 401, body: { code: '401', message: 'accessToken not found' } }),
      );

      const error = await request({ method: 'POST', path: '/merchant/auth', service }).catch(
        (e: unknown) => e,
      );

      expect((error as HttpError).status).toBe(401);
      expect(getAccessToken()).toBe('session-token');
      expect(getUsername()).toBe('zahran.admin@4000000101');
      expect(sessionExpired).not.toHaveBeenCalled();
    },
  );

  it('other errors leave the session alone', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ status: 500, body: { code: '500', message: 'boom' } }));
    await request({ path: '/merchant/x', service: 'self-info' }).catch(() => undefined);
    expect(getAccessToken()).toBe('session-token');
    expect(sessionExpired).not.toHaveBeenCalled();
  });
});
