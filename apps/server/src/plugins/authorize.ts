// Declared authorization: every route names its access in `config.permission`, checked here in one hook.
// Client token (401 with a challenge) → common headers (400) → session (401) → permission (403).
import { isLanguage } from '@merchant-portal/contracts/i18n/languages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { MESSAGES, invalidParams } from '@merchant-portal/contracts/messages';
import type { Access } from '@merchant-portal/contracts/endpoints';
import type { Permission } from '@merchant-portal/contracts/permissions';
import { APP_BASE_PATH, HEADERS } from '@merchant-portal/contracts/schemas/config';
import { AppError } from '../lib/errors.js';
import type { AuthContext, Authenticator, RequestContext } from '../lib/request-context.js';

declare module 'fastify' {
  interface FastifyContextConfig {
    permission?: Access;
  }
  interface FastifyInstance {
    /** Every route with its declared access, in registration order: the app's permission table. */
    accessTable: { method: string; url: string; permission: Access }[];
  }
  interface FastifyRequest {
    auth: AuthContext | null;
    clientId: string | null;
  }
}

// Routes that plugins register (the OpenAPI UI, hashed static assets) are public by nature.
const PLUGIN_ROUTE_PREFIXES = ['/api/docs', `${APP_BASE_PATH}/assets/`];

export function requestContext(request: FastifyRequest): RequestContext {
  return { ip: request.ip, userAgent: request.headers['user-agent'] ?? null, requestId: request.id };
}

export function registerAuthorization(app: FastifyInstance, auth: Authenticator): void {
  app.decorateRequest('auth', null);
  app.decorateRequest('clientId', null);
  const accessTable: FastifyInstance['accessTable'] = [];
  app.decorate('accessTable', accessTable);

  app.addHook('onRoute', (route) => {
    if (route.config?.permission === undefined) {
      if (!PLUGIN_ROUTE_PREFIXES.some((prefix) => route.url.startsWith(prefix))) {
        throw new Error(
          `Route ${String(route.method)} ${route.url} declares no permission (config.permission)`,
        );
      }
      route.config = { ...route.config, permission: 'public' };
    }
    accessTable.push({
      method: String(route.method),
      url: route.url,
      permission: route.config.permission ?? 'public',
    });
  });

  app.addHook('onRequest', async (request, reply) => {
    const access = request.routeOptions.config.permission;
    if (access === undefined || access === 'public') return;

    const bearer = /^Bearer (\S+)$/i.exec(request.headers.authorization ?? '')?.[1];
    const clientId = bearer ? await auth.verifyClientToken(bearer) : null;
    const claimedClient = request.headers[HEADERS.clientId];
    if (!clientId || (typeof claimedClient === 'string' && claimedClient !== clientId)) {
      reply.header('WWW-Authenticate', 'Bearer error="invalid_token"');
      throw new AppError(401, '401', MESSAGES.invalidClientToken);
    }
    request.clientId = clientId;

    if (!request.headers.country) throw new AppError(400, '400', invalidParams('country'));
    // English or Arabic (docs/i18n.md); the replies' texts follow it.
    if (!isLanguage(request.headers.lang)) throw new AppError(400, '400', invalidParams('lang'));
    if (access === 'client') return;

    const token = request.headers[HEADERS.accessToken];
    const session = typeof token === 'string' && token ? await auth.authenticate(token) : null;
    if (!session) throw new AppError(401, '401', MESSAGES.sessionRequired);
    request.auth = session;
    if (access === 'signed-in') return;

    const needed: readonly Permission[] = typeof access === 'string' ? [access] : access;
    if (!needed.some((permission) => session.permissions.has(permission))) {
      throw new AppError(403, '403', MESSAGES.forbidden);
    }
  });
}
