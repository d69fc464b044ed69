import { EventEmitter } from 'node:events';

/** Data whose change makes cached public reads (counts, server-drawn pages) stale. */
export const changeTopics = ['catalogs', 'products', 'suppliers'] as const;
export type ChangeTopic = (typeof changeTopics)[number];

export interface ChangeFeed {
  notify(topic: ChangeTopic): void;
  on(topic: ChangeTopic, listener: () => void): void;
}

/** In-process only: with several instances, each cache's TTL bounds how stale another's may be. */
export function createChangeFeed(): ChangeFeed {
  const emitter = new EventEmitter();
  return {
    notify: (topic) => void emitter.emit(topic),
    on: (topic, listener) => void emitter.on(topic, listener),
  };
}

declare module 'fastify' {
  interface FastifyInstance {
    changes: ChangeFeed;
  }
}
