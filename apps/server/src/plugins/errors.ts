// One error handler: the `{ code, message, errors? }` shape of docs/api.md "Errors"; 5xx bodies never leak internals.
import type { FastifyError, FastifyInstance } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { MESSAGES, invalidParams } from '@merchant-portal/contracts/messages';
import { AppError, isDatabaseUnavailable } from '../lib/errors.js';

export function registerErrorHandling(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .code(error.statusCode)
        .send({ code: error.code, message: error.message, ...(error.errors && { errors: error.errors }) });
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const errors = error.validation.map((issue) => ({
        param: issue.instancePath.slice(1).replaceAll('/', '.') || (error.validationContext ?? 'body'),
        msg: issue.message,
      }));
      // A missing query parameter or header answers `Invalid params: <field>` (docs/api.md "Errors").
      const isParams = error.validationContext === 'querystring' || error.validationContext === 'headers';
      const message = isParams ? invalidParams(errors[0]?.param ?? '') : MESSAGES.validationErrors;
      return reply.code(400).send({ code: '400', message, errors });
    }
    const status = error.statusCode ?? 500;
    if (status === 429) {
      return reply.code(429).send({ code: '429', message: MESSAGES.tooManyRequests });
    }
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (malformed JSON, unsupported media type, body too large).
      return reply.code(status).send({ code: String(status), message: error.message });
    }
    if (isDatabaseUnavailable(error)) {
      // Transient: load balancers and the web's silent retry treat a 503 as "try again".
      request.log.warn({ err: error }, 'database unavailable');
      return reply
        .code(503)
        .header('retry-after', '5')
        .send({ code: '503', message: MESSAGES.serviceUnavailable });
    }
    request.log.error({ err: error }, 'request failed');
    return reply.code(500).send({ code: '500', message: MESSAGES.internalError });
  });

  app.setNotFoundHandler((_request, reply) => reply.code(404).send({ code: '404', message: 'Not found' }));
}
