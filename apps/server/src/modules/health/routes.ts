// Liveness (/health: the process runs) and readiness (/ready: the database can serve this build) for load
// balancers and orchestrators (API.md "Serving").
import type { SchemaState } from '../../db/client.js';
import type { Handlers } from '../../plugins/endpoints.js';

/** Fails after `ms`: a database that does not answer is down for a load balancer, which must hear so soon. */
function within<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([work, timeout]).finally(() => clearTimeout(timer));
}

export function healthHandlers(
  schemaState: () => Promise<SchemaState>,
  timeoutMs: number,
): Handlers<'health' | 'ready'> {
  return {
    // Never the database: a process whose database is down is still alive, and restarting it helps nothing.
    health: () => Promise.resolve({ status: 'ok' }),
    ready: async (request, reply) => {
      let state: SchemaState;
      try {
        state = await within(schemaState(), timeoutMs);
      } catch (error) {
        request.log.error({ err: error }, 'readiness check: database unreachable');
        return reply.code(503).send({ status: 'unavailable', db: 'down' });
      }
      if (state === 'current') return { status: 'ok', db: 'ok' };
      request.log.error('readiness check: a migration of this build is missing from the database');
      return reply.code(503).send({ status: 'unavailable', db: 'not-migrated' });
    },
  };
}
