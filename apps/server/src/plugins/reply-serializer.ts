// Replies written by serializers compiled from the endpoint table's zod schemas (docs/architecture.md
// "Replies"). fastify-type-provider-zod checks a reply against its schema and then runs JSON.stringify on the
// checked copy: per search reply that is a walk of every row twice, about one in twenty of a loaded server's
// CPU samples. Each reply schema is turned into JSON Schema once per process and compiled by
// fast-json-stringify (the error reply, shared by every route and status, and every app a test builds reuse
// it), which writes only the schema's fields, as the zod check kept only them. A schema JSON Schema cannot
// express keeps the zod serializer. With `check` (the tests), every reply is also written the zod way and the
// two must be the same text, so a schema the compiler reads differently fails a test rather than changing a
// reply.
import fastJson from 'fast-json-stringify';
import type { FastifySerializerCompiler } from 'fastify/types/schema.js';
import { serializerCompiler as zodSerializer } from 'fastify-type-provider-zod';
import { z } from 'zod';

type Serializer = (data: unknown) => string;

const compiledSchemas = new WeakMap<z.ZodType, Serializer | null>();

function compile(schema: z.ZodType): Serializer | null {
  try {
    const json = z.toJSONSchema(schema, { io: 'output', target: 'draft-7', unrepresentable: 'throw' });
    return fastJson(json as Parameters<typeof fastJson>[0]);
  } catch {
    return null;
  }
}

/** The compiled writer of a reply schema, or null where JSON Schema cannot express it. */
export function compiledReply(schema: unknown): Serializer | null {
  if (!(schema instanceof z.ZodType)) return null;
  if (!compiledSchemas.has(schema)) compiledSchemas.set(schema, compile(schema));
  return compiledSchemas.get(schema) ?? null;
}

export function replySerializer(options: { check: boolean }): FastifySerializerCompiler<unknown> {
  return (route) => {
    const checked = zodSerializer(route as Parameters<typeof zodSerializer>[0]) as Serializer;
    const fast = compiledReply(route.schema);
    if (!fast) return checked;
    if (!options.check) return fast;
    return (data) => {
      const written = fast(data);
      const expected = checked(data);
      if (written !== expected) {
        throw new Error(
          `${route.method} ${route.url}: the compiled reply differs from the schema's\n${written}\n${expected}`,
        );
      }
      return written;
    };
  };
}
