import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import pg from 'pg';
import { changeTopics, isChangeTopic } from './changes';

export const changeChannel = 'tradesetu_changes';
const retryFirstMs = 250;
const retryMaxMs = 30_000;

/**
 * Carries the change feed between instances on one PostgreSQL. Every notify is also sent with
 * pg_notify; every instance LISTENs on a connection of its own (a pooled one would be handed to
 * queries and lose its LISTEN) and runs its listeners for what the others sent. PostgreSQL keeps
 * no notifications for a listener that is away, so after a lost connection every cache is
 * cleared once. The instance that made the change has already reacted and skips its own echo.
 */
export async function shareChangesAcrossInstances(app: FastifyInstance, connectionString: string) {
  const origin = randomUUID();
  const { db } = app.deps.database;
  app.changes.relay((topic) => {
    db.execute(sql`select pg_notify(${changeChannel}, ${JSON.stringify({ topic, origin })})`).catch(
      (err: unknown) => app.log.warn({ err, topic }, 'a change was not sent to the other instances'),
    );
  });

  const receive = (payload: string | undefined) => {
    let message: { topic?: unknown; origin?: unknown };
    try {
      message = JSON.parse(payload ?? '') ?? {};
    } catch {
      return;
    }
    if (message.origin !== origin && isChangeTopic(message.topic)) app.changes.apply(message.topic);
  };

  let client: pg.Client | undefined;
  let connecting: Promise<void> | undefined;
  let retry: NodeJS.Timeout | undefined;
  let failures = 0;
  let missed = false;
  let closed = false;

  const lose = (lost: pg.Client, err?: unknown) => {
    if (client !== lost) return; // 'error' and 'end' both report one loss
    client = undefined;
    lost.end().catch(() => {});
    if (closed) return;
    missed = true;
    const delay = Math.min(retryMaxMs, retryFirstMs * 2 ** failures++);
    app.log.warn({ err, retryInMs: delay }, 'lost the PostgreSQL connection that hears other instances');
    retry = setTimeout(() => {
      connecting = connect();
    }, delay);
    retry.unref();
  };

  const connect = async () => {
    const next = new pg.Client({ connectionString, application_name: 'tradesetu-change-bus' });
    client = next;
    next.on('notification', (msg) => receive(msg.payload));
    next.on('error', (err) => lose(next, err));
    next.on('end', () => lose(next));
    try {
      await next.connect();
      await next.query(`LISTEN ${changeChannel}`);
    } catch (err) {
      lose(next, err);
      return;
    }
    failures = 0;
    if (missed) {
      missed = false;
      for (const topic of changeTopics) app.changes.apply(topic);
    }
  };

  connecting = connect();
  await connecting;
  app.addHook('onClose', async () => {
    closed = true;
    clearTimeout(retry);
    await connecting;
    const last = client;
    client = undefined;
    await last?.end();
  });
}
