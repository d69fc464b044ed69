import { EventEmitter } from 'node:events';

/** Data whose change makes cached public reads (counts, server-drawn pages) stale. */
export const changeTopics = ['catalogs', 'products', 'suppliers'] as const;
export type ChangeTopic = (typeof changeTopics)[number];

export interface ChangeFeed {
  /** This instance's listeners run now; other instances hear of it through the relay, if any. */
  notify(topic: ChangeTopic): void;
  on(topic: ChangeTopic, listener: () => void): void;
  /** Runs this instance's listeners only: for a change another instance made. */
  apply(topic: ChangeTopic): void;
  /** From now on every notify is also handed to `publish` (change-bus.ts, on PostgreSQL). */
  relay(publish: (topic: ChangeTopic) => void): void;
}

export function isChangeTopic(value: unknown): value is ChangeTopic {
  return changeTopics.includes(value as ChangeTopic);
}

/** In-process; with several instances on PostgreSQL, change-bus.ts carries it to the others. */
export function createChangeFeed(): ChangeFeed {
  const emitter = new EventEmitter();
  let publish: ((topic: ChangeTopic) => void) | undefined;
  return {
    notify: (topic) => {
      emitter.emit(topic);
      publish?.(topic);
    },
    on: (topic, listener) => void emitter.on(topic, listener),
    apply: (topic) => void emitter.emit(topic),
    relay: (fn) => {
      publish = fn;
    },
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    changes: ChangeFeed;
  }
}
