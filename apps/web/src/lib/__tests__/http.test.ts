import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ENDPOINTS, pathOf } from '@merchant-portal/contracts/endpoints';
import { HttpError, call, callWithHeaders, downloadFile, setSessionExpiredHandler } from '../http';
import { shouldRetry } from '../query-client';
import {
  getAccessToken,
  getClientToken,
  noteSessionUse,
  readCookie,
  sessionLastUsed,
  startSession,
} from '../session';

type Reply = { status: number; body?: unknown; headers?: Record<string, string> };

function jsonResponse({ status, body, headers = {} }: Reply): Response {
  return new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });
}

// The client calls fetch with a URL string.
const fetchMock = vi.fn<(url: string, init?: RequestInit) => Promise<Response>>();

/** A request body as text: the client sends JSON text or URLSearchParams. */
const bodyText = (init: RequestInit | undefined) =>
  init?.body instanceof URLSearchParams
    ? init.body.toString()
    : typeof init?.body === 'string'
      ? init.body
      : '';
const sessionExpired = vi.fn();

function callsTo(path: string) {
  return fetchMock.mock.calls.filter(([url]) => url.includes(path));
}

beforeEach(() => {
  fetchMock.mockReset();
  sessionExpired.mockReset();
  vi.stubGlobal('fetch', fetchMock);
  setSessionExpiredHandler(sessionExpired);
  document.cookie = 'client_id=portal-web; path=/';
  document.cookie = 'client_secret=s3cret; path=/';
  localStorage.setItem('client-token', 'old-client-token');
  startSession('session-token');
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('common request headers (spec part 1 §7)', () => {
  it('sends the client token, client id, session, locale, ids and service name with credentials', async () => {
    fetchMock.mockImplementation(async () =>
      jsonResponse({ status: 200, body: { data: { userName: 'x', message: 'ok' } } }),
    );

    await call(ENDPOINTS.enableMerchantUser, { body: { userName: 'cashier.one@4000000101' } });
    await call(ENDPOINTS.disableMerchantUser, { body: { userName: 'cashier.one@4000000101' } });

    const [url, init] = fetchMock.mock.calls[0]!;
    const headers = new Headers(init?.headers);
    expect(url).toBe(ENDPOINTS.enableMerchantUser.path);
    expect(init?.method).toBe('POST');
    expect(init?.credentials).toBe('include');
    expect(init?.body).toBe('{"userName":"cashier.one@4000000101"}');
    expect(headers.get('content-type')).toBe('application/json');
    expect(headers.get('authorization')).toBe('Bearer old-client-token');
    expect(headers.get('client-id')).toBe('portal-web');
    expect(headers.get('access-token')).toBe('session-token');
    expect(headers.get('country')).toBe('JO');
    expect(headers.get('lang')).toBe('en');
    expect(headers.get('channel-identifier')).toBe('MB');
    expect(headers.get('service-identifier')).toBe(ENDPOINTS.enableMerchantUser.service);
    expect(headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    expect(headers.get('x-interaction-id')).toMatch(/^[0-9a-f-]{36}$/);

    const second = new Headers(fetchMock.mock.calls[1]![1]?.headers);
    expect(second.get('x-request-id')).not.toBe(headers.get('x-request-id'));
    expect(second.get('service-identifier')).toBe(ENDPOINTS.disableMerchantUser.service);
  });

  it('omits access-token when signed out and sends form bodies form-encoded', async () => {
    localStorage.removeItem('access-token');
    fetchMock.mockResolvedValue(
      jsonResponse({ status: 200, body: { data: { kid: 'k', kty: 'RSA', e: 'AQAB', n: 'nn' } } }),
    );

    await call(ENDPOINTS.keyGenerator, { body: { scope: 'merchantapp', country: 'JO' } });

    const init = fetchMock.mock.calls[0]![1];
    expect(new Headers(init?.headers).has('access-token')).toBe(false);
    expect(new Headers(init?.headers).get('content-type')).toBe('application/x-www-form-urlencoded');
    expect(bodyText(init)).toBe('scope=merchantapp&country=JO');
  });

  it('exposes the response headers to the caller', async () => {
    fetchMock.mockResolvedValue(
      jsonResponse({ status: 200, body: { data: { username: 'u' } }, headers: { 'access-token': 'tok' } }),
    );
    const reply = await callWithHeaders(ENDPOINTS.signIn, { body: { username: 'u', password: 'p' } });
    expect(reply.headers.get('access-token')).toBe('tok');
    expect(reply.data).toEqual({ data: { username: 'u' } });
  });

  it('fills in path parameters and query strings from the endpoint table', async () => {
    fetchMock.mockResolvedValue(
      new Response('bytes', {
        status: 200,
        headers: { 'content-disposition': 'attachment; filename="T.xlsx"' },
      }),
    );
    const search = {
      branchId: 'ALL',
      cardType: 'All',
      methodType: 'All',
      transactionName: 'P',
      fromDate: '01-03-2026',
      toDate: '02-03-2026',
    } as const;
    const file = await downloadFile(ENDPOINTS.transactionFile, {
      params: { format: 'excel' },
      query: { currency: 'JOD' },
      body: search,
    });
    expect(fetchMock.mock.calls[0]?.[0]).toBe(
      `${pathOf(ENDPOINTS.transactionFile, { format: 'excel' })}?currency=JOD`,
    );
    expect(file.fileName).toBe('T.xlsx');
    expect(await file.blob.text()).toBe('bytes');
  });

  it('refuses a reply that does not match the endpoint’s schema', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ status: 200, body: { data: { exist: 'maybe' } } }));
    const error = await call(ENDPOINTS.breachCheck, {
      query: { country: 'JO', lang: 'en' },
      body: { value: 'a'.repeat(64) },
    }).catch((e: unknown) => e);
    expect(error).toMatchObject({ status: 200, message: 'Unexpected reply' });
  });

  it('passes the abort signal through', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ status: 200, body: { data: { results: [] } } }));
    const controller = new AbortController();
    await call(ENDPOINTS.categories, { signal: controller.signal });
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
    const error = await call(ENDPOINTS.categories, {}).catch((e: unknown) => e);
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
      url.endsWith(ENDPOINTS.clientToken.path)
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

    const error = await call(ENDPOINTS.selfInfo, {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).customStatus).toBe(503);
    expect((error as HttpError).status).toBe(status);
    const [tokenCall] = callsTo(ENDPOINTS.clientToken.path);
    expect(tokenCall?.[1]?.method).toBe('POST');
    expect(Object.fromEntries(new URLSearchParams(bodyText(tokenCall?.[1])))).toEqual({
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

    const error = await call(ENDPOINTS.selfInfo, {}).catch((e: unknown) => e);

    expect(error).toBeInstanceOf(HttpError);
    expect((error as HttpError).customStatus).toBe(status);
    expect(shouldRetry(0, error)).toBe(false);
    expect(getAccessToken()).toBeNull();
    expect(readCookie('access-token')).toBeNull();
    expect(sessionExpired).toHaveBeenCalledTimes(1);
    expect((error as HttpError).endedSession).toBe(true);
    expect(callsTo(ENDPOINTS.clientToken.path)).toHaveLength(0);
    // The application's client token is not the user's session.
    expect(getClientToken()).toBe('old-client-token');
  });

  const passwords = {
    username: 'zahran.admin@4000000101',
    currentPassword: 'Portal#Demo2026',
    newPassword1: 'Str0ng!Pass',
    newPassword2: 'Str0ng!Pass',
  };
  it.each([
    ['sign-in', () => call(ENDPOINTS.signIn, { body: { username: 'u', password: 'p' } })],
    ['sign-out', () => call(ENDPOINTS.signOut, {})],
    ['reset-password', () => call(ENDPOINTS.resetPassword, { body: passwords })],
    ['update-password', () => call(ENDPOINTS.updatePassword, { body: passwords })],
    ['invalidate', () => call(ENDPOINTS.invalidate, {})],
  ] as const)('a 401 on %s keeps the session and stays', async (_name, send) => {
    fetchMock.mockResolvedValue(
      jsonResponse({ status: 401, body: { code: '401', message: 'accessToken not found' } }),
    );

    const error = await send().catch((e: unknown) => e);

    expect((error as HttpError).status).toBe(401);
    expect(getAccessToken()).toBe('session-token');
    expect(sessionExpired).not.toHaveBeenCalled();
  });

  it('other errors leave the session alone', async () => {
    fetchMock.mockResolvedValue(jsonResponse({ status: 500, body: { code: '500', message: 'boom' } }));
    await call(ENDPOINTS.selfInfo, {}).catch(() => undefined);
    expect(getAccessToken()).toBe('session-token');
    expect(sessionExpired).not.toHaveBeenCalled();
  });
});

describe("the session's last use, the idle warning's clock (spec part 1 §4, §9)", () => {
  const selfInfoReply = {
    data: {
      id: '1',
      username: 'zahran.admin@4000000101',
      userType: 'FRONT',
      userProfile: { firstName: 'A', lastName: 'Z', email: 'a@example.com', mobile: '0790000000' },
      groups: [],
      roles: [],
      language: null,
      digits: 'latn',
    },
  };

  it('a call the server answered with the session moves it; a refused session or a challenge does not', async () => {
    noteSessionUse(1000);
    fetchMock.mockResolvedValueOnce(
      jsonResponse({
        status: 401,
        body: { code: '401', message: 'x' },
        headers: { 'WWW-Authenticate': 'Bearer' },
      }),
    );
    fetchMock.mockResolvedValueOnce(
      jsonResponse({
        status: 200,
        body: { access_token: 't', token_type: 'Bearer', expires_in: 60, scope: 'merchantapp' },
      }),
    );
    await call(ENDPOINTS.selfInfo, {}).catch(() => undefined);
    expect(sessionLastUsed()).toBe(1000);

    fetchMock.mockResolvedValueOnce(jsonResponse({ status: 500, body: { code: '500', message: 'boom' } }));
    await call(ENDPOINTS.selfInfo, {}).catch(() => undefined);
    expect(sessionLastUsed()).toBeGreaterThan(1000);

    noteSessionUse(1000);
    fetchMock.mockResolvedValueOnce(jsonResponse({ status: 200, body: selfInfoReply }));
    await call(ENDPOINTS.selfInfo, {});
    expect(sessionLastUsed()).toBeGreaterThan(1000);

    noteSessionUse(1000);
    fetchMock.mockResolvedValueOnce(jsonResponse({ status: 401, body: { code: '401', message: 'x' } }));
    await call(ENDPOINTS.selfInfo, {}).catch(() => undefined);
    // The session ended and was cleared, its last use with it.
    expect(sessionLastUsed()).toBeNull();
  });
});
