import type { Config } from '../config';
import type { Database } from '../db/client';
import type { Storage } from '../storage/storage';

/** What routes reach through `app.deps`; services take the parts they need as arguments. */
export interface AppDeps {
  config: Config;
  database: Database;
  storage: Storage;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
  }
}
