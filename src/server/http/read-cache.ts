import type { FastifyReply } from 'fastify';

/**
 * Answers that are the same for every visitor and change rarely (councils, categories, home
 * content) are computed once per `ttlMs` instead of once per request, so their throughput does
 * not hang on the database. Requests arriving while a load runs share it; a failed load is not
 * kept. Writers that change the data call `invalidate()`. Create one per app instance (inside the
 * route plugin), never at module level, so tests on separate databases never share values.
 */
export function readCache<T>(ttlMs: number, load: () => Promise<T>) {
  let value: Promise<T> | undefined;
  let expiresAt = 0;
  return {
    get(): Promise<T> {
      if (!value || Date.now() >= expiresAt) {
        const loading = load();
        value = loading;
        expiresAt = Date.now() + ttlMs;
        loading.catch(() => {
          if (value === loading) value = undefined;
        });
      }
      return value;
    },
    invalidate() {
      value = undefined;
    },
  };
}

/**
 * A readCache of a reply body, checked against its response schema and serialized once per load;
 * send it with `sendJson`. Fastify skips its serializer for a string body.
 */
export function jsonReadCache<T>(
  ttlMs: number,
  schema: { parse(value: unknown): T },
  load: () => Promise<T>,
) {
  return readCache(ttlMs, async () => JSON.stringify(schema.parse(await load())));
}

export function sendJson(reply: FastifyReply, body: string) {
  return reply.type('application/json; charset=utf-8').send(body);
}
