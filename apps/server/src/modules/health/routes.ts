// Liveness and database reachability for load balancers (API.md "Serving").
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

export function healthRoutes(app: FastifyInstance, ping: () => Promise<void>): void {
  const reply = z.object({ status: z.enum(['ok', 'degraded']), db: z.enum(['ok', 'down']) });
  app.withTypeProvider<ZodTypeProvider>().get(
    '/health',
    {
      config: { permission: 'public' },
      schema: { tags: ['health'], response: { 200: reply, 503: reply } },
    },
    async (request, res) => {
      try {
        await ping();
        return { status: 'ok' as const, db: 'ok' as const };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return res.code(503).send({ status: 'degraded', db: 'down' });
      }
    },
  );
}
