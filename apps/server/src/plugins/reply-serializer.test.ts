import Fastify from 'fastify';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ENDPOINTS } from '@merchant-portal/contracts/endpoints';
import { errorReply } from '@merchant-portal/contracts/schemas/errors';
import { compiledReply, replySerializer } from './reply-serializer.js';

const row = z.object({
  id: z.string(),
  amount: z.number(),
  currency: z.enum(['JOD', 'USD']),
  note: z.string().nullable(),
  dcc: z.object({ rate: z.number() }).optional(),
});
const page = z.object({ rows: z.array(row), total: z.number() });

async function appWith(schema: z.ZodType, data: unknown, check: boolean) {
  const app = Fastify();
  app.setSerializerCompiler(replySerializer({ check }));
  app.get('/x', { schema: { response: { 200: schema } } }, async () => data);
  const reply = await app.inject({ method: 'GET', url: '/x' });
  await app.close();
  return reply;
}

describe('reply serializer', () => {
  it('compiles the reply schema of every endpoint, and the error reply', () => {
    const missing = Object.entries(ENDPOINTS)
      .filter(([, endpoint]) => 'reply' in endpoint && endpoint.reply)
      .filter(([, endpoint]) => compiledReply((endpoint as { reply: unknown }).reply) === null)
      .map(([name]) => name);
    expect(missing).toEqual([]);
    expect(compiledReply(errorReply)).not.toBeNull();
  });

  it('writes what the schema keeps, as the zod check did: unknown fields out, null and absent kept apart', async () => {
    const data = {
      rows: [
        { id: 'a', amount: 37.5, currency: 'JOD', note: null, pan: '4111111111111111' },
        { id: 'b', amount: 1, currency: 'USD', note: 'x', dcc: { rate: 0.709, extra: 1 } },
      ],
      total: 2,
      secret: 'never',
    };
    for (const check of [false, true]) {
      const reply = await appWith(page, data, check);
      expect(reply.statusCode).toBe(200);
      expect(reply.body).toBe(JSON.stringify(page.parse(data)));
      expect(reply.body).not.toContain('4111');
      expect(reply.body).not.toContain('secret');
    }
  });

  it('keeps the zod writer for a schema JSON Schema cannot express', async () => {
    const schema = z.object({ at: z.date() });
    expect(compiledReply(schema)).toBeNull();
    const reply = await appWith(schema, { at: new Date('2026-11-28T00:00:00Z') }, false);
    expect(JSON.parse(reply.body)).toEqual({ at: '2026-11-28T00:00:00.000Z' });
  });

  it('refuses a reply the schema does not allow when checking, instead of coercing it', async () => {
    const reply = await appWith(
      page,
      { rows: [{ id: 'a', amount: '12', currency: 'JOD', note: null }], total: 1 },
      true,
    );
    expect(reply.statusCode).toBe(500);
  });
});
