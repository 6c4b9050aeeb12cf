// Liveness (/health: the process runs) and readiness (/ready: the database can serve this build) for load
// balancers and orchestrators (docs/api.md "Serving").
import type { Handlers } from '../../plugins/endpoints.js';
import type { HealthService } from './service.js';

export function healthHandlers(health: HealthService): Handlers<'health' | 'ready'> {
  return {
    // Never the database: a process whose database is down is still alive, and restarting it helps nothing.
    health: () => Promise.resolve({ status: 'ok' }),
    ready: async (request, reply) => {
      let state: Awaited<ReturnType<HealthService['readiness']>>;
      try {
        state = await health.readiness();
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
