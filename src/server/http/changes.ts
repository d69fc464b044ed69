import { EventEmitter } from 'node:events';

/** Data whose change makes cached public reads (council and category counts) stale. */
export type ChangeTopic = 'catalogs';

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
