// The one fake API of the component tests, built from the endpoint table: a test says what each call
// answers, by endpoint name, and reads back what was sent. It stands in for `fetch`, the one HTTP client's
// only door, so the real client (headers, 401/403 rules, reply checks) runs in every test. A call nobody
// answers fails the test that made it, and so does a call the server would refuse: its path parameters,
// query string and body are checked against the endpoint's schemas, as the server checks them.
import {
  ENDPOINTS,
  type Endpoint,
  type EndpointName,
  type EndpointReply,
  type EndpointRequest,
  type Endpoints,
} from '@merchant-portal/contracts/endpoints';
import { expect, vi } from 'vitest';
import type { ZodType } from 'zod';

/** A reply other than the call's success: an error body, or a success the test shapes by hand. */
export class FakeReply {
  constructor(
    readonly status: number,
    readonly body: unknown,
    readonly headers: Record<string, string> = {},
  ) {}
}

/** An error reply of the API's shape (`{ code, message, errors? }`). */
export function failWith(
  status: number,
  message = 'Request failed',
  extra: { code?: string; errors?: { param: string; msg: string }[]; headers?: Record<string, string> } = {},
): FakeReply {
  const { headers, code = String(status), ...rest } = extra;
  return new FakeReply(status, { code, message, ...rest }, headers);
}

/** A file call's answer: the bytes; the name comes from the endpoint table's rule, as the server's does. */
export interface FakeFile {
  content: string;
  /** The merchant the file is about (the server resolves it from the session when the request has none). */
  merchantCode: string;
}

type Answer<E> = EndpointReply<E> extends undefined ? FakeFile : EndpointReply<E>;

/** What a test's handler receives: the request as sent (JSON body parsed, query values as strings). */
export interface SentRequest {
  params: Record<string, string>;
  query: Record<string, string>;
  body: unknown;
  headers: Headers;
  signal: AbortSignal | undefined;
}

export type FakeHandler<E> = (request: SentRequest) => Answer<E> | FakeReply | Promise<Answer<E> | FakeReply>;
export type FakeHandlers = { [N in EndpointName]?: FakeHandler<Endpoints[N]> };

interface Route {
  name: EndpointName;
  endpoint: Endpoint;
  pattern: RegExp;
  keys: string[];
}

const ROUTES: Route[] = (Object.keys(ENDPOINTS) as EndpointName[])
  .map((name) => {
    const endpoint: Endpoint = ENDPOINTS[name];
    const keys: string[] = [];
    const source = endpoint.path.replace(/:([A-Za-z]\w*)/g, (_match, key: string) => {
      keys.push(key);
      return '([^/]+)';
    });
    return { name, endpoint, pattern: new RegExp(`^${source}$`), keys };
  })
  // A fixed path wins over a path parameter, as in the server's router: GET …/transaction/v1/categories is
  // the categories call, not the details of a payment whose id is 'categories'.
  .sort((a, b) => a.keys.length - b.keys.length);

function routeOf(method: string, pathname: string): { route: Route; params: Record<string, string> } | null {
  for (const route of ROUTES) {
    if (route.endpoint.method !== method) continue;
    const match = route.pattern.exec(pathname);
    if (!match) continue;
    const params = Object.fromEntries(
      route.keys.map((key, i) => [key, decodeURIComponent(match[i + 1] ?? '')]),
    );
    return { route, params };
  }
  return null;
}

const jsonResponse = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json', ...headers },
  });

function parseBody(endpoint: Endpoint, body: BodyInit | null | undefined): unknown {
  if (body === undefined || body === null) return undefined;
  // The one HTTP client sends JSON text or URLSearchParams.
  const text = body instanceof URLSearchParams ? body.toString() : typeof body === 'string' ? body : null;
  if (text === null) throw new Error('The fake API reads JSON and form bodies only');
  if (endpoint.bodyType === 'form') return Object.fromEntries(new URLSearchParams(text));
  return JSON.parse(text) as unknown;
}

/** The query string as the server reads it: a key sent more than once becomes a list of its values. */
function queryOf(search: URLSearchParams): Record<string, string | string[]> {
  const query: Record<string, string | string[]> = {};
  for (const key of new Set(search.keys())) {
    const values = search.getAll(key);
    query[key] = values.length === 1 ? (values[0] ?? '') : values;
  }
  return query;
}

/** What the server's validation would say about one part of a request; empty when it would accept it. */
function refusalsOf(part: string, schema: ZodType | undefined, value: unknown): string[] {
  if (!schema) return [];
  const checked = schema.safeParse(value);
  if (checked.success) return [];
  return checked.error.issues.map(
    (issue) => `${part}${issue.path.length ? `.${issue.path.join('.')}` : ''}: ${issue.message}`,
  );
}

/**
 * Installs the fake for one test (uninstalled by vi.unstubAllGlobals in the test setup). `handlers` may be
 * changed later with `answer`.
 */
export function fakeApi(initial: FakeHandlers = {}) {
  const handlers: FakeHandlers = { ...initial };
  const sent: { name: EndpointName; request: SentRequest }[] = [];

  const fetchFake = vi.fn(async (input: RequestInfo | URL, init?: RequestInit): Promise<Response> => {
    const href = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const url = new URL(href, 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const found = routeOf(method, url.pathname);
    if (!found) throw new Error(`The fake API has no endpoint ${method} ${url.pathname}`);
    const { route, params } = found;
    const request: SentRequest = {
      params,
      query: Object.fromEntries(url.searchParams),
      body: parseBody(route.endpoint, init?.body),
      headers: new Headers(init?.headers),
      signal: init?.signal ?? undefined,
    };
    sent.push({ name: route.name, request });
    const { endpoint } = route;
    const refusals = [
      ...refusalsOf('params', endpoint.params, params),
      ...refusalsOf('query', endpoint.query, queryOf(url.searchParams)),
      ...refusalsOf('body', endpoint.body, request.body),
    ];
    // The page may swallow a failed call, so the test fails here rather than through what it shows.
    expect.soft(refusals, `${route.name} sent a request the server would refuse`).toEqual([]);
    if (refusals.length > 0) {
      throw new Error(`${route.name} sent a request the server would refuse:\n${refusals.join('\n')}`);
    }
    const handler = handlers[route.name];
    if (!handler) throw new Error(`No answer for ${route.name} (${method} ${url.pathname}) in this test`);
    if (init?.signal?.aborted) throw new DOMException('The operation was aborted.', 'AbortError');
    const answer = await handler(request);
    if (answer instanceof FakeReply) return jsonResponse(answer.status, answer.body, answer.headers);
    const { file } = route.endpoint;
    if (file) {
      const { content, merchantCode } = answer as FakeFile;
      const parsed = {
        params: route.endpoint.params?.parse(params),
        query: route.endpoint.query?.parse(request.query),
        body: route.endpoint.body?.parse(request.body),
      } as EndpointRequest<Endpoint>;
      const fileName = file.name({ ...parsed, merchantCode });
      return new Response(content, {
        status: 200,
        headers: {
          'content-type': 'application/octet-stream',
          'content-disposition': `attachment; filename="${fileName}"`,
        },
      });
    }
    return jsonResponse(route.endpoint.status ?? 200, answer);
  });
  vi.stubGlobal('fetch', fetchFake);

  return {
    /** Sets (or replaces) what a call answers. */
    answer<N extends EndpointName>(name: N, handler: FakeHandler<Endpoints[N]>) {
      (handlers as Record<EndpointName, unknown>)[name] = handler;
    },
    /** Answers a call only once the returned function is called, to see what a screen shows meanwhile. */
    hold<N extends EndpointName>(name: N, answer: Answer<Endpoints[N]>): () => void {
      let release: () => void = () => undefined;
      const released = new Promise<void>((resolve) => (release = resolve));
      (handlers as Record<EndpointName, unknown>)[name] = () => released.then(() => answer);
      return () => release();
    },
    /** The requests sent to one call, oldest first. */
    sent(name: EndpointName): SentRequest[] {
      return sent.filter((entry) => entry.name === name).map((entry) => entry.request);
    },
    /** Every call made, by name, oldest first. */
    names(): EndpointName[] {
      return sent.map((entry) => entry.name);
    },
    /** Every request made, with its call's name, oldest first. */
    log(): readonly { name: EndpointName; request: SentRequest }[] {
      return sent;
    },
    fetch: fetchFake,
  };
}

export type FakeApi = ReturnType<typeof fakeApi>;
