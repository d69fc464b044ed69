import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

const api = (kind: 'pglite' | 'postgres') => ({
  test: {
    name: `api-${kind}`,
    include: ['src/**/*.api.test.ts', 'scripts/**/*.api.test.ts'],
    // On PostgreSQL too, except: the sign-in limit files (dozens of password checks each, the time
    // is the hashing; their counters' SQL runs there in the other limit tests), and the HTTP
    // layer's own checks (origins, access matrix, logs, pages), whose data paths the module tests
    // run there. The fuzz (http/fuzz.api.test.ts) needs PGlite: it tells concurrent requests' row
    // changes apart through its single session (testing/fuzz.ts).
    exclude:
      kind === 'postgres'
        ? [
            'src/server/auth/limits.api.test.ts',
            'src/server/auth/sign-in-guard.api.test.ts',
            'src/server/http/*.api.test.ts',
          ]
        : [],
    env: { TEST_DB_KIND: kind },
    globalSetup: kind === 'pglite' ? ['src/server/testing/pglite-template.ts'] : [],
    setupFiles: ['src/server/testing/fail-on-console-error.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Each file builds its own app over its own database; the modules loaded once per worker serve them all.
    isolate: false,
  },
});

export default defineConfig({
  test: {
    // Vitest's default on 2 cores is one worker; much of an API test's time is spent waiting on the
    // database (PostgreSQL is another process) or on child processes: two halve the run (403 s →
    // 200 s measured); three were slower again (297 s).
    maxWorkers: Math.max(2, availableParallelism()),
    projects: [
      {
        test: {
          name: 'unit',
          include: ['src/**/*.test.ts', 'src/**/*.test.tsx', 'scripts/**/*.test.ts'],
          exclude: ['**/*.api.test.ts', '**/node_modules/**'],
          setupFiles: ['src/server/testing/fail-on-console-error.ts'],
          // Image and process tests are CPU-bound: beside the other worker they take longer than alone.
          testTimeout: 20_000,
          isolate: false,
        },
      },
      api('pglite'),
      ...(process.env.TEST_DATABASE_URL ? [api('postgres')] : []),
    ],
  },
});
