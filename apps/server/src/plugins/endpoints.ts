// Registers every route of the endpoint table (contracts/endpoints.ts): method, path, access, schemas,
// rate limit and file naming come from the table; a module supplies only the handler.
import { PassThrough } from 'node:stream';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import type { ZodType } from 'zod';
import {
  ENDPOINTS,
  type Endpoint,
  type EndpointName,
  type EndpointReply,
  type EndpointRequest,
  type Endpoints,
  type RateLimit,
} from '@merchant-portal/contracts/endpoints';
import { languageOf } from '@merchant-portal/contracts/i18n/languages';
import { errorReply } from '@merchant-portal/contracts/schemas/errors';
import { CONTENT_TYPES } from '@merchant-portal/contracts/schemas/transactions';
import { MESSAGES, nestedTooDeeply } from '@merchant-portal/contracts/messages';
import type { Config } from '../config.js';
import { inputProblem, MAX_DEPTH, withoutControlCharacters } from '../lib/control-characters.js';
import { AppError } from '../lib/errors.js';
import type { AuthContext } from '../lib/request-context.js';
import type { FileBody, FileFormat } from '../lib/exports/files.js';
import { Slots } from '../lib/slots.js';

const FILE_CONTENT_TYPES: Record<FileFormat, string> = { ...CONTENT_TYPES, csv: 'text/csv; charset=utf-8' };

/** A signed-in call's handler gets the session typed as present: the authorization hook has checked it. */
type AuthOf<E> = E extends { access: 'public' | 'client' } ? unknown : { auth: AuthContext };
type HandlerRequest<E> = FastifyRequest & EndpointRequest<E> & AuthOf<E>;
// Every call answers JSON with its reply schema, except the file calls, which have none.
type HandlerResult<E> = EndpointReply<E> extends undefined ? FileBody : EndpointReply<E> | FastifyReply;

export type Handler<E> = (request: HandlerRequest<E>, reply: FastifyReply) => Promise<HandlerResult<E>>;

/** Handlers for some endpoints: what one module supplies. */
export type Handlers<K extends EndpointName> = { [N in K]: Handler<Endpoints[N]> };

/** One handler for every endpoint: app.ts merges the modules' handlers into this, checked by the compiler. */
export type AllHandlers = Handlers<EndpointName>;

const ACCESS_REFUSALS = [400, 401, 403] as const;

/** A refusal of an audited call that never reached its service: who, what and why, for the audit log. */
export interface Refusal {
  action: string;
  /** The user the request named (`userName` / `username`), control characters removed. */
  target: string | null;
  reason: 'invalid-request' | 'forbidden';
}

export interface EndpointOptions {
  /** Writes the audit row of a refused request to a call that declares `audit` in the table. */
  auditRefusal(request: FastifyRequest, refusal: Refusal): Promise<void>;
}

const REFUSAL_REASONS: Partial<Record<number, Refusal['reason']>> = {
  400: 'invalid-request',
  403: 'forbidden',
};

function targetOf(body: unknown): string | null {
  const named = (body as { userName?: unknown; username?: unknown } | undefined) ?? {};
  const target = typeof named.userName === 'string' ? named.userName : named.username;
  return typeof target === 'string' ? withoutControlCharacters(target).slice(0, 200) : null;
}

/**
 * Refuses a request whose body, query or path holds a control character or nests too deeply, before its
 * schema (or anything else that walks it) sees it.
 */
function refuseBadInput(request: FastifyRequest): void {
  for (const [part, value] of [
    ['params', request.params],
    ['query', request.query],
    ['body', request.body],
  ] as const) {
    const problem = inputProblem(value);
    if (problem !== null) {
      const param = problem.path || part;
      const msg = problem.kind === 'too-deep' ? nestedTooDeeply(MAX_DEPTH) : MESSAGES.controlCharacters;
      throw new AppError(400, '400', MESSAGES.validationErrors, [{ param, msg }]);
    }
  }
}

function responseSchemas(endpoint: Endpoint): Record<number, ZodType> {
  const responses: Record<number, ZodType> = {};
  if (endpoint.reply) responses[endpoint.status ?? 200] = endpoint.reply;
  const errors =
    endpoint.access === 'public' ? (endpoint.errors ?? []) : [...ACCESS_REFUSALS, ...(endpoint.errors ?? [])];
  for (const status of errors) responses[status] = errorReply;
  return { ...responses, ...endpoint.otherReplies };
}

/**
 * Streams a file; a failure after the first byte aborts the download rather than end it clean. `done` runs
 * once the download ended, completed or abandoned.
 */
function sendFile(
  request: FastifyRequest,
  reply: FastifyReply,
  fileName: string,
  file: FileBody,
  done: () => void,
) {
  const body = new PassThrough();
  body.once('close', done);
  file.write(body, languageOf(request.headers.lang)).catch((error: unknown) => {
    request.log.error({ err: error, fileName }, 'file failed');
    body.destroy(error instanceof Error ? error : new Error(String(error)));
  });
  return reply
    .header('content-type', FILE_CONTENT_TYPES[file.format])
    .header('content-disposition', `attachment; filename="${fileName}"`)
    .send(body);
}

function rateLimitOf(config: Config, limit: RateLimit | undefined) {
  if (!limit) return undefined;
  const max = {
    token: config.RATE_LIMIT_TOKEN_PER_MINUTE,
    'key-generator': config.RATE_LIMIT_KEY_GENERATOR_PER_MINUTE,
    'sign-in': config.RATE_LIMIT_SIGN_IN_PER_MINUTE,
    'password-change': config.RATE_LIMIT_PASSWORD_CHANGE_PER_MINUTE,
  }[limit];
  return { max, timeWindow: '1 minute' };
}

export function registerEndpoints(
  app: FastifyInstance,
  config: Config,
  handlers: AllHandlers,
  options: EndpointOptions,
): void {
  // Requests that got as far as their handler: their service audits its own refusals.
  const reachedHandler = new WeakSet<FastifyRequest>();
  // A file holds memory while it is written: one user's twenty exports must not starve everyone else.
  const fileSlots = new Slots(config.FILES_PER_USER, config.FILES_AT_ONCE);
  for (const name of Object.keys(ENDPOINTS) as EndpointName[]) {
    const endpoint: Endpoint = ENDPOINTS[name];
    const given = handlers[name] as (request: FastifyRequest, reply: FastifyReply) => Promise<unknown>;
    const signedIn = endpoint.access !== 'public' && endpoint.access !== 'client';
    // The authorization hook refuses a signed-in call without a session before this; the check stands so
    // that the handler's `request.auth` is never null, whatever hook order a change brings.
    const handler = (request: FastifyRequest, reply: FastifyReply) => {
      if (signedIn && !request.auth) throw new AppError(401, '401', MESSAGES.sessionRequired);
      return given(request, reply);
    };
    const rateLimit = rateLimitOf(config, endpoint.rateLimit);
    const { file, audit } = endpoint;
    const route: RouteOptions = {
      method: endpoint.method,
      url: endpoint.path,
      config: { permission: endpoint.access, ...(rateLimit && { rateLimit }) },
      schema: {
        tags: [endpoint.tag],
        summary: endpoint.summary,
        ...(endpoint.params && { params: endpoint.params }),
        ...(endpoint.query && { querystring: endpoint.query }),
        ...(endpoint.body && { body: endpoint.body }),
        response: responseSchemas(endpoint),
      },
      // Replies carry merchant and user data, errors included: no browser or proxy may keep a copy.
      onSend: (_request, reply, payload, done) => {
        reply.header('cache-control', 'no-store');
        done(null, payload);
      },
      preValidation: (request, _reply, done) => {
        try {
          refuseBadInput(request);
          done();
        } catch (error) {
          done(error as AppError);
        }
      },
      ...(audit && {
        preHandler: (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
          reachedHandler.add(request);
          done();
        },
        onError: async (request: FastifyRequest, _reply: FastifyReply, error: { statusCode?: number }) => {
          const reason = REFUSAL_REASONS[error.statusCode ?? 500];
          if (reachedHandler.has(request) || !reason) return;
          await options.auditRefusal(request, { action: audit, target: targetOf(request.body), reason });
        },
      }),
      handler: file
        ? async (request, reply) => {
            const release = fileSlots.take(request.auth?.userId ?? request.ip);
            if (!release) throw new AppError(429, '429', MESSAGES.tooManyFiles);
            try {
              const body = (await handler(request, reply)) as FileBody;
              const parsed = request as unknown as EndpointRequest<Endpoint>;
              const fileName = file.name({ ...parsed, merchantCode: body.merchantCode });
              return sendFile(request, reply, fileName, body, release);
            } catch (error) {
              release();
              throw error;
            }
          }
        : async (request, reply) => {
            const result = await handler(request, reply);
            if (result === reply) return reply;
            if (endpoint.status) reply.code(endpoint.status);
            return result;
          },
    };
    app.route(route);
  }
}
