// One error handler: the `{ code, message, errors? }` shape of docs/api.md "Errors"; 5xx bodies never leak internals.
// The texts are in the language of the request's `lang` header (docs/i18n.md).
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { languageOf } from '@merchant-portal/contracts/i18n/languages';
import { translateText } from '@merchant-portal/contracts/i18n/translate';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, invalidParams } from '@merchant-portal/contracts/messages';
import { AppError, isDatabaseUnavailable } from '../lib/errors.js';

interface ErrorBody {
  code: string;
  message: string;
  errors?: { param: string; msg: string }[];
}

/** The error's body in the request's language. */
function inLanguage(request: FastifyRequest, body: ErrorBody): ErrorBody {
  const language = languageOf(request.headers.lang);
  if (language === 'en') return body;
  return {
    ...body,
    message: translateText(language, body.message),
    ...(body.errors && {
      errors: body.errors.map((error) => ({ ...error, msg: translateText(language, error.msg) })),
    }),
  };
}

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => replyTo(request, reply, error));
  app.setNotFoundHandler((request, reply) =>
    reply.code(404).send(inLanguage(request, { code: '404', message: MESSAGES.notFound })),
  );
}

function replyTo(request: FastifyRequest, reply: FastifyReply, error: FastifyError | AppError) {
  const send = (status: number, body: ErrorBody) => reply.code(status).send(inLanguage(request, body));
  if (error instanceof AppError) {
    return send(error.statusCode, {
      code: error.code,
      message: error.message,
      ...(error.errors && { errors: error.errors }),
    });
  }
  if (hasZodFastifySchemaValidationErrors(error)) {
    const errors = error.validation.map((issue) => ({
      param: issue.instancePath.slice(1).replaceAll('/', '.') || (error.validationContext ?? 'body'),
      msg: issue.message ?? '',
    }));
    // A missing query parameter or header answers `Invalid params: <field>` (docs/api.md "Errors").
    const isParams = error.validationContext === 'querystring' || error.validationContext === 'headers';
    const message = isParams ? invalidParams(errors[0]?.param ?? '') : MESSAGES.validationErrors;
    return send(400, { code: '400', message, errors });
  }
  const status = error.statusCode ?? 500;
  if (status === 429) return send(429, { code: '429', message: MESSAGES.tooManyRequests });
  if (status >= 400 && status < 500) {
    // Fastify's own client errors (malformed JSON, unsupported media type, body too large).
    return send(status, { code: String(status), message: error.message });
  }
  if (isDatabaseUnavailable(error)) {
    // Transient: load balancers and the web's silent retry treat a 503 as "try again".
    request.log.warn({ err: error }, 'database unavailable');
    reply.header('retry-after', '5');
    return send(503, { code: '503', message: MESSAGES.serviceUnavailable });
  }
  request.log.error({ err: error }, 'request failed');
  return send(500, { code: '500', message: MESSAGES.internalError });
}
