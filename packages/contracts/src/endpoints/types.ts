// The shape of an entry of the endpoint table, and the types a handler and a caller read from an entry.
import type { z, ZodType } from 'zod';
import type { Permission } from '../permissions.js';

/**
 * Who may call:
 * - `public`: no token (health, readiness, the token call itself);
 * - `client`: the application's client token (sign-in, key generator, first-login reset, breach check);
 * - `signed-in`: client token and a live session;
 * - a permission, or a list of which any one will do: client token, session and that permission.
 */
export type Access = 'public' | 'client' | 'signed-in' | Permission | readonly Permission[];

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

/** The server's per-address limits (their sizes are configuration). */
export type RateLimit = 'token' | 'key-generator' | 'sign-in' | 'password-change';

type Schema = ZodType | undefined;
type Out<S extends Schema> = S extends ZodType ? z.output<S> : undefined;
type In<S extends Schema> = S extends ZodType ? z.input<S> : undefined;

/** A parsed request as the server sees it, and as a file-name rule reads it. */
export interface ParsedRequest<P extends Schema, Q extends Schema, B extends Schema> {
  params: Out<P>;
  query: Out<Q>;
  body: Out<B>;
}

export interface FileRule<P extends Schema, Q extends Schema, B extends Schema> {
  /** The download's name; `merchantCode` is the merchant the file is about, as the server resolved it. */
  name(request: ParsedRequest<P, Q, B> & { merchantCode: string }): string;
}

export interface Endpoint<
  P extends Schema = Schema,
  Q extends Schema = Schema,
  B extends Schema = Schema,
  R extends Schema = Schema,
> {
  method: HttpMethod;
  /** Fastify syntax: `:name` is a path parameter. */
  path: string;
  access: Access;
  /** The `service-identifier` header the web sends with this call. */
  service: string;
  summary: string;
  tag: string;
  params?: P;
  query?: Q;
  body?: B;
  /** `form` bodies are `application/x-www-form-urlencoded` (the OAuth token and key calls). */
  bodyType?: 'json' | 'form';
  /** The JSON reply of a success; absent for calls that answer with a file. */
  reply?: R;
  /** The success status (200 unless said). */
  status?: 200 | 201;
  /** Calls that answer with a file: how the file is named. */
  file?: FileRule<P, Q, B>;
  /** Error statuses this call answers besides the access checks' 400/401/403, all `{ code, message }`. */
  errors?: readonly number[];
  /** Other replies that are not errors of the usual shape (readiness's 503). */
  otherReplies?: Readonly<Record<number, ZodType>>;
  rateLimit?: RateLimit;
  /**
   * The audit action of a call that changes users or credentials, or sends mail on a user's behalf. Its
   * service audits what it does and refuses; a request refused before it reaches the service (access,
   * validation) is audited by the server under this action too, so no refusal of such a call is missing
   * from the log.
   */
  audit?: string;
}

/** The parts an entry has, as required properties (a call has a JSON reply or else a file rule). */
type Present<P extends Schema, Q extends Schema, B extends Schema, R extends Schema> = (P extends ZodType
  ? { params: P }
  : unknown) &
  (Q extends ZodType ? { query: Q } : unknown) &
  (B extends ZodType ? { body: B } : unknown) &
  (R extends ZodType ? { reply: R } : { file: FileRule<P, Q, B> });

/** Keeps each entry's own schema types (so handlers and callers are typed by them). */
export function endpoint<
  P extends Schema = undefined,
  Q extends Schema = undefined,
  B extends Schema = undefined,
  R extends Schema = undefined,
>(definition: Endpoint<P, Q, B, R>): Endpoint<P, Q, B, R> & Present<P, Q, B, R> {
  return definition as Endpoint<P, Q, B, R> & Present<P, Q, B, R>;
}

type ParamsOf<E> = E extends Endpoint<infer P, Schema, Schema, Schema> ? P : never;
type QueryOf<E> = E extends Endpoint<Schema, infer Q, Schema, Schema> ? Q : never;
type BodyOf<E> = E extends Endpoint<Schema, Schema, infer B, Schema> ? B : never;
type ReplyOf<E> = E extends Endpoint<Schema, Schema, Schema, infer R> ? R : never;

/** What the server's handler receives, parsed and defaulted. */
export type EndpointRequest<E> = ParsedRequest<ParamsOf<E>, QueryOf<E>, BodyOf<E>>;
/** What the server answers on success. */
export type EndpointReply<E> = Out<ReplyOf<E>>;

type Field<K extends string, S> = undefined extends S ? { [key in K]?: S } : { [key in K]: S };
/** What a caller sends: each part the call takes, in its input form (defaults may be left out). */
export type EndpointInput<E> = Field<'params', In<ParamsOf<E>>> &
  Field<'query', In<QueryOf<E>>> &
  Field<'body', In<BodyOf<E>>>;

/** The URL path of a call, its `:name` parameters filled in. */
export function pathOf(endpoint: Pick<Endpoint, 'path'>, params?: Record<string, string | number>): string {
  return endpoint.path.replace(/:([A-Za-z]\w*)/g, (_match, name: string) => {
    const value = params?.[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name} of ${endpoint.path}`);
    return encodeURIComponent(String(value));
  });
}
