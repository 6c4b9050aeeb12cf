// The one HTTP client of the web app (docs/architecture.md): common headers, tokens, and the 401/403 rules of
// spec part 1 §4. Components never call fetch; they call the per-call fetchers in features/*/api.
import { currentLanguage } from './i18n';
import { CLIENT_SCOPE, HEADERS, type WebConfig } from '@merchant-portal/contracts/schemas/config';
// The session's calls only, not the whole endpoint table: this module loads before the sign-in form shows.
import { SESSION_ENDPOINTS } from '@merchant-portal/contracts/endpoints/session';
import {
  pathOf,
  type Endpoint,
  type EndpointInput,
  type EndpointReply,
} from '@merchant-portal/contracts/endpoints/types';
import { CONFIG_URL, getConfig, parseConfig } from './config';
import {
  clearSession,
  getAccessToken,
  getClientToken,
  noteSessionUse,
  readCookie,
  setClientToken,
} from './session';

export interface FieldError {
  param: string;
  msg: string;
}

/** Marks an error after which a fresh client token was fetched: callers retry it silently. */
export const RETRYABLE_STATUS = 503;

export class HttpError extends Error {
  override readonly name = 'HttpError';
  readonly status: number;
  readonly statusText: string;
  readonly code: string | undefined;
  readonly errors: FieldError[];
  /** The HTTP status, or 503 when the client token was renewed and the call may simply be retried. */
  readonly customStatus: number;
  /** This failure ended the session (401/403 without a challenge): the user is on the way to sign-in. */
  readonly endedSession: boolean;

  constructor(init: {
    status: number;
    statusText?: string;
    code?: string | undefined;
    message: string;
    errors?: FieldError[];
    customStatus?: number;
    endedSession?: boolean;
  }) {
    super(init.message);
    this.status = init.status;
    this.statusText = init.statusText ?? '';
    this.code = init.code;
    this.errors = init.errors ?? [];
    this.customStatus = init.customStatus ?? init.status;
    this.endedSession = init.endedSession ?? false;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

/** A 401 or 403 on these calls means "wrong password" or "already signed out", never "sign in again". */
const SESSION_EXEMPT: ReadonlySet<Endpoint> = new Set<Endpoint>([
  SESSION_ENDPOINTS.signIn,
  SESSION_ENDPOINTS.signOut,
  SESSION_ENDPOINTS.resetPassword,
  SESSION_ENDPOINTS.updatePassword,
  SESSION_ENDPOINTS.invalidate,
]);

let sessionExpiredHandler: () => void = () => {
  window.location.assign(`${import.meta.env.BASE_URL}sign-in`);
};

/**
 * Called when the server no longer accepts the session this browser holds (idle, revoked, expired, or no
 * longer allowed). The app routes to /sign-in inside the SPA, saying why; the default is a full page load.
 */
export function setSessionExpiredHandler(handler: () => void): void {
  sessionExpiredHandler = handler;
}

/** Ends the session on this browser as a refused session does: storage cleared, the app to /sign-in. */
export function endSession(): void {
  clearSession();
  sessionExpiredHandler();
}

/** What every call may add to its endpoint's input. */
export interface CallOptions {
  signal?: AbortSignal | undefined;
}

export interface HttpResponse<T> {
  data: T;
  status: number;
  headers: Headers;
}

export function uuid(): string {
  // randomUUID needs a secure context; getRandomValues does not.
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  bytes[6] = ((bytes[6] ?? 0) & 0x0f) | 0x40;
  bytes[8] = ((bytes[8] ?? 0) & 0x3f) | 0x80;
  const hex = [...bytes].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`;
}

function urlOf(config: WebConfig, path: string, query: unknown): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries((query ?? {}) as Record<string, unknown>)) {
    // Query values are primitives (the endpoint table's query schemas); absent ones are left out.
    if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') {
      params.set(key, String(value));
    }
  }
  const search = params.toString();
  return `${config.apiBaseUrl}${path}${search ? `?${search}` : ''}`;
}

function commonHeaders(config: WebConfig, service: string): Headers {
  const headers = new Headers({
    [HEADERS.requestId]: uuid(),
    [HEADERS.interactionId]: uuid(),
    [HEADERS.channel]: config.channel,
    [HEADERS.service]: service,
    country: config.country,
    lang: currentLanguage(),
    Accept: 'application/json',
  });
  const clientToken = getClientToken();
  if (clientToken) headers.set('Authorization', `Bearer ${clientToken}`);
  const clientId = readCookie('client_id');
  if (clientId) headers.set(HEADERS.clientId, clientId);
  const accessToken = getAccessToken();
  if (accessToken) headers.set(HEADERS.accessToken, accessToken);
  return headers;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return undefined;
  if ((response.headers.get('content-type') ?? '').includes('json')) {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      return text;
    }
  }
  return text;
}

function errorFromBody(
  response: Response,
  body: unknown,
  { customStatus, endedSession }: { customStatus?: number; endedSession?: boolean } = {},
): HttpError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const rawErrors = Array.isArray(record.errors) ? (record.errors as unknown[]) : [];
  const errors = rawErrors.flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const { param, msg } = item as Record<string, unknown>;
    return [{ param: typeof param === 'string' ? param : '', msg: typeof msg === 'string' ? msg : '' }];
  });
  const message =
    typeof record.message === 'string' && record.message
      ? record.message
      : typeof body === 'string' && body
        ? body
        : response.statusText;
  return new HttpError({
    status: response.status,
    statusText: response.statusText,
    code:
      typeof record.code === 'string' || typeof record.code === 'number' ? String(record.code) : undefined,
    message,
    errors,
    ...(customStatus === undefined ? {} : { customStatus }),
    ...(endedSession ? { endedSession } : {}),
  });
}

async function send(url: string, init: RequestInit): Promise<Response> {
  try {
    // eslint-disable-next-line no-restricted-globals -- this module is the one place allowed to call fetch.
    return await fetch(url, { credentials: 'include', ...init });
  } catch (error) {
    if (error instanceof DOMException && error.name === 'AbortError') throw error;
    throw new HttpError({
      status: 0,
      message: error instanceof Error ? error.message : 'Network error',
    });
  }
}

interface Sent {
  response: Response;
  /** The parsed JSON (or text) body; for a successful file call, the Blob. */
  parsed: unknown;
}

/** Sends one call of the endpoint table with the common headers and applies the 401/403 rules. */
async function sendCall(endpoint: Endpoint, input: EndpointInput<Endpoint> & CallOptions): Promise<Sent> {
  const config = getConfig();
  const headers = commonHeaders(config, endpoint.service);
  let body: BodyInit | undefined;
  if (input.body !== undefined) {
    if (endpoint.bodyType === 'form') {
      body = new URLSearchParams(input.body as Record<string, string>);
      headers.set('Content-Type', 'application/x-www-form-urlencoded');
    } else {
      body = JSON.stringify(input.body);
      headers.set('Content-Type', 'application/json');
    }
  }
  const path = pathOf(endpoint, input.params as Record<string, string> | undefined);
  const response = await send(urlOf(config, path, input.query), {
    method: endpoint.method,
    headers,
    ...(body === undefined ? {} : { body }),
    ...(input.signal ? { signal: input.signal } : {}),
  });
  const parsed = endpoint.file && response.ok ? await response.blob() : await readBody(response);
  // A call the server answered with the session attached (anything but a refused session) moved its idle clock.
  const sentSession = headers.has(HEADERS.accessToken);
  if (sentSession && response.status !== 401 && !response.headers.get('WWW-Authenticate')) noteSessionUse();

  if (!response.ok) {
    if (response.status === 401 || response.status === 403) {
      if (response.headers.get('WWW-Authenticate')) {
        // The application's client token is missing or expired: renew it; the caller retries.
        await renewClientToken().catch(() => undefined);
        throw errorFromBody(response, parsed, { customStatus: RETRYABLE_STATUS });
      }
      if (!SESSION_EXEMPT.has(endpoint)) {
        endSession();
        throw errorFromBody(response, parsed, { endedSession: true });
      }
    }
    throw errorFromBody(response, parsed);
  }
  return { response, parsed };
}

/** Performs one call of the endpoint table; the reply is checked against its schema. */
export async function callWithHeaders<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E> & CallOptions,
): Promise<HttpResponse<EndpointReply<E>>> {
  const { response, parsed } = await sendCall(endpoint, input);
  let data: unknown = parsed;
  if (endpoint.reply) {
    const result = endpoint.reply.safeParse(parsed);
    if (!result.success) {
      throw new HttpError({
        status: response.status,
        statusText: response.statusText,
        message: 'Unexpected reply',
      });
    }
    data = result.data;
  }
  return { data: data as EndpointReply<E>, status: response.status, headers: response.headers };
}

/** Performs one call of the endpoint table and returns its reply body. */
export async function call<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E> & CallOptions,
): Promise<EndpointReply<E>> {
  return (await callWithHeaders(endpoint, input)).data;
}

export interface DownloadedFile {
  blob: Blob;
  /** The name the server gave the file (its Content-Disposition), by the endpoint table's rule. */
  fileName: string;
}

/** The file name of a `Content-Disposition: attachment; filename="…"` header. */
export function fileNameOf(disposition: string | null): string | null {
  const match = /filename\*?=(?:UTF-8'')?"?([^";]+)"?/i.exec(disposition ?? '');
  return match?.[1] ? decodeURIComponent(match[1]) : null;
}

/** Performs one file call of the endpoint table. */
export async function downloadFile<E extends Endpoint>(
  endpoint: E,
  input: EndpointInput<E> & CallOptions,
): Promise<DownloadedFile> {
  const { response, parsed } = await sendCall(endpoint, input);
  const fileName = fileNameOf(response.headers.get('content-disposition'));
  // A file call's successful body was read as a Blob by sendCall.
  if (!endpoint.file || !fileName) {
    throw new HttpError({
      status: response.status,
      statusText: response.statusText,
      message: 'Unexpected reply',
    });
  }
  return { blob: parsed as Blob, fileName };
}

let pendingClientToken: Promise<string> | null = null;

async function obtainClientToken(): Promise<string> {
  const clientId = readCookie('client_id');
  const clientSecret = readCookie('client_secret');
  if (!clientId || !clientSecret) throw new Error('Missing client credentials');
  const response = await send(`${getConfig().apiBaseUrl}${SESSION_ENDPOINTS.clientToken.path}`, {
    method: SESSION_ENDPOINTS.clientToken.method,
    headers: { 'Content-Type': 'application/x-www-form-urlencoded', Accept: 'application/json' },
    body: new URLSearchParams({
      grant_type: 'client_credentials',
      scope: CLIENT_SCOPE,
      client_id: clientId,
      client_secret: clientSecret,
    }),
  });
  const body = await readBody(response);
  if (!response.ok) throw errorFromBody(response, body);
  const token = SESSION_ENDPOINTS.clientToken.reply.parse(body).access_token;
  setClientToken(token);
  return token;
}

/**
 * Obtains the application's client token (client-credentials grant, spec part 1 §4) and stores it.
 * Concurrent callers share one request.
 */
export function renewClientToken(): Promise<string> {
  pendingClientToken ??= obtainClientToken().finally(() => {
    pendingClientToken = null;
  });
  return pendingClientToken;
}

/** Loads config.json, the SPA's runtime configuration (served next to index.html). */
export async function fetchRuntimeConfig(): Promise<WebConfig> {
  const response = await send(CONFIG_URL, { headers: { Accept: 'application/json' } });
  const body = await readBody(response);
  if (!response.ok) throw errorFromBody(response, body);
  return parseConfig(body);
}
