import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

/** Servers that are shutting down; keyed by the HTTP server, which every plugin context shares. */
const draining = new WeakSet<object>();

/** From now on this app's /api/ready answers 503, so load balancers send it no new requests. */
export function stopReadiness(app: FastifyInstance) {
  draining.add(app.server);
}

export function isDraining(app: FastifyInstance): boolean {
  return draining.has(app.server);
}

/**
 * Once shutting down, every response closes its connection: closing the server ends only the
 * connections idle at that moment, and one a balancer keeps open after a request that was under
 * way would otherwise hold the shutdown until the grace period runs out. Call before listen.
 */
export function closeConnectionsWhenDraining(app: FastifyInstance) {
  app.addHook('onSend', async (_req, reply, payload) => {
    if (isDraining(app)) reply.header('connection', 'close');
    return payload;
  });
}

export type Check = 'ok' | 'failing';

/** 'ok' when `fn` settles within `timeoutMs`; a failure or a hang is logged and 'failing'. */
export async function probe(
  log: FastifyBaseLogger,
  name: string,
  fn: () => Promise<void>,
  timeoutMs: number,
): Promise<Check> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${timeoutMs} ms`)), timeoutMs);
  });
  try {
    await Promise.race([fn(), timeout]);
    return 'ok';
  } catch (err) {
    log.error({ err, check: name }, 'health check failed');
    return 'failing';
  } finally {
    clearTimeout(timer);
  }
}
