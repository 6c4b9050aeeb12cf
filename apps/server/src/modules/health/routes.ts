// Liveness and database reachability for load balancers (API.md "Serving").
import type { Handlers } from '../../plugins/endpoints.js';

export function healthHandlers(ping: () => Promise<void>): Handlers<'health'> {
  return {
    health: async (request, reply) => {
      try {
        await ping();
        return { status: 'ok', db: 'ok' };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'degraded', db: 'down' });
      }
    },
  };
}
