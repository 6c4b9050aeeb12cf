// Liveness and database reachability for load balancers (API.md "Serving").
import type { Handlers } from '../../plugins/endpoints.js';

/** Fails after `ms`: a database that does not answer is down for a load balancer, which must hear so soon. */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function healthHandlers(ping: () => Promise<void>, timeoutMs: number): Handlers<'health'> {
  return {
    health: async (request, reply) => {
      try {
        await within(ping(), timeoutMs);
        return { status: 'ok', db: 'ok' };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'degraded', db: 'down' });
      }
    },
  };
}
