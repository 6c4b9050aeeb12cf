// The one HTTP client of the web app (ARCHITECTURE §4): common headers, tokens, and the 401/403 rules of
// spec part 1 §4. Components never call fetch; they call the per-call fetchers in features/*/api.
import { CLIENT_SCOPE, HEADERS, type WebConfig } from '@merchant-portal/contracts/schemas/config';
import { tokenReply } from '@merchant-portal/contracts/schemas/auth';
import type { ZodType } from 'zod';
import { CONFIG_URL, getConfig, parseConfig } from './config';
import { clearSession, getAccessToken, getClientToken, readCookie, setClientToken } from './session';

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

  constructor(init: {
    status: number;
    statusText?: string;
    code?: string | undefined;
    message: string;
    errors?: FieldError[];
    customStatus?: number;
  }) {
    super(init.message);
    this.status = init.status;
    this.statusText = init.statusText ?? '';
    this.code = init.code;
    this.errors = init.errors ?? [];
    this.customStatus = init.customStatus ?? init.status;
  }
}

export function isHttpError(error: unknown): error is HttpError {
  return error instanceof HttpError;
}

/** A 401 or 403 on these calls means "wrong password" or "already signed out", never "sign in again". */
const SESSION_EXEMPT_SERVICES: ReadonlySet<string> = new Set([
  'sign-in',
  'sign-out',
  'reset-password',
  'update-password',
  'invalidate',
]);

let sessionExpiredHandler: () => void = () => {
  window.location.assign(`${import.meta.env.BASE_URL}sign-in`);
};

/** The app routes to /sign-in inside the SPA; the default is a full page load. */
export function setSessionExpiredHandler(handler: () => void): void {
  sessionExpiredHandler = handler;
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Path under the configured API host, e.g. '/merchant/user/v1/self-info'. */
  path: string;
  /** The service-identifier header: a name per call, e.g. 'sign-in'. */
  service: string;
  query?: Record<string, string | number | boolean | undefined>;
  json?: unknown;
  form?: Record<string, string>;
  signal?: AbortSignal | undefined;
  /** Validates the reply; without it the body is returned as parsed. */
  schema?: ZodType;
  /** 'blob' for files: a successful reply's body is returned as a Blob. */
  responseType?: 'json' | 'blob';
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

function urlOf(config: WebConfig, path: string, query: RequestOptions['query']): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined) params.set(key, String(value));
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
    lang: config.lang,
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

function errorFromBody(response: Response, body: unknown, customStatus?: number): HttpError {
  const record = typeof body === 'object' && body !== null ? (body as Record<string, unknown>) : {};
  const rawErrors = Array.isArray(record.errors) ? (record.errors as unknown[]) : [];
  const errors = rawErrors.flatMap((item) => {
    if (typeof item !== 'object' || item === null) return [];
    const { param, msg } = item as Record<string, unknown>;
    return [{ param: String(param ?? ''), msg: String(msg ?? '') }];
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
    code: record.code === undefined || record.code === null ? undefined : String(record.code),
    message,
    errors,
    ...(customStatus === undefined ? {} : { customStatus }),
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

/** Performs one API call and returns the reply with its status and headers. */
export async function requestWithHeaders<T>(options: RequestOptions): Promise<HttpResponse<T>> {
  const config = getConfig();
  const headers = commonHeaders(config, options.service);
  let body: BodyInit | undefined;
  if (options.form) {
    body = new URLSearchParams(options.form);
    headers.set('Content-Type', 'application/x-www-form-urlencoded');
  } else if (options.json !== undefined) {
    body = JSON.stringify(options.json);
    headers.set('Content-Type', 'application/json');
  }

  const response = await send(urlOf(config, options.path, options.query), {
    method: options.method ?? 'GET',
    headers,
    ...(body === undefined ? {} : { body }),
    ...(options.signal ? { signal: options.signal } : {}),
  });
  const parsed =
    options.responseType === 'blob' && response.ok ? await response.blob() : await readBody(response);

  if (!response.ok) {
    if (response.status === 401 || response.status === 403) {
      if (response.headers.get('WWW-Authenticate')) {
        // The application's client token is missing or expired: renew it; the caller retries.
        await renewClientToken().catch(() => undefined);
        throw errorFromBody(response, parsed, RETRYABLE_STATUS);
      }
      if (!SESSION_EXEMPT_SERVICES.has(options.service)) {
        clearSession();
        sessionExpiredHandler();
      }
    }
    throw errorFromBody(response, parsed);
  }

  let data: unknown = parsed;
  if (options.schema) {
    const result = options.schema.safeParse(parsed);
    if (!result.success) {
      throw new HttpError({
        status: response.status,
        statusText: response.statusText,
        message: 'Unexpected reply',
      });
    }
    data = result.data;
  }
  return { data: data as T, status: response.status, headers: response.headers };
}

/** Performs one API call and returns the reply body. */
export async function request<T>(options: RequestOptions): Promise<T> {
  return (await requestWithHeaders<T>(options)).data;
}

/** Performs one API call that answers with a file. */
export async function download(options: Omit<RequestOptions, 'schema' | 'responseType'>): Promise<Blob> {
  return request<Blob>({ ...options, responseType: 'blob' });
}

let pendingClientToken: Promise<string> | null = null;

async function obtainClientToken(): Promise<string> {
  const clientId = readCookie('client_id');
  const clientSecret = readCookie('client_secret');
  if (!clientId || !clientSecret) throw new Error('Missing client credentials');
  const response = await send(`${getConfig().apiBaseUrl}/oauth/token`, {
    method: 'POST',
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
  const token = tokenReply.parse(body).access_token;
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
