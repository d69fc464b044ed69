import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type BuildOptions, buildApp } from '../../src/server/app';
import { createAccount } from '../../src/server/auth/accounts';
import { loadConfig } from '../../src/server/config';
import { openPglite } from '../../src/server/db/client';
import { seedReferenceData } from '../../src/server/db/seed/seed';
import { createLocalStorage } from '../../src/server/storage/local';
import { cookieFrom } from '../../src/server/testing/factories';

/**
 * The app built in this process on a fresh PGlite folder with the reference data, for benches that
 * seed through its modules (`options.clientDir` serves pages too); `run` gets it, and everything is
 * removed afterwards.
 */
export async function withInProcessApp<T>(
  name: string,
  run: (app: Awaited<ReturnType<typeof buildApp>>) => Promise<T>,
  options: BuildOptions = {},
): Promise<T> {
  const dataDir = mkdtempSync(join(tmpdir(), `tradesetu-bench-${name}-`));
  const config = loadConfig({
    NODE_ENV: 'production',
    MAIL_OUTBOX: 'true',
    DATA_DIR: dataDir,
    AUTH_SECRET: 'bench-secret-0123456789-abcdefghijkl',
    LOG_LEVEL: 'warn',
    SERVE_CLIENT: 'false',
    PUBLIC_URL: 'http://127.0.0.1',
  });
  const database = await openPglite({ dataDir });
  const app = await buildApp(
    { config, database, storage: createLocalStorage(config.storage.localDir) },
    { logger: false, ...options },
  );
  try {
    await seedReferenceData(app.deps);
    return await run(app);
  } finally {
    await app.close();
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  }
}

/** A confirmed supplier account, signed in: its id and the headers its API calls carry. */
export async function signedInSupplier(
  app: Awaited<ReturnType<typeof buildApp>>,
  email: string,
  companyName = 'Bench Looms',
) {
  const origin = app.deps.config.publicUrl;
  const password = 'bench-secret-1';
  const { id } = await createAccount(app.deps.database.db, {
    role: 'supplier',
    email,
    password,
    fullName: 'Bench Supplier',
    companyName,
    emailVerified: true,
  });
  const signIn = await app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin },
    payload: { email, password },
  });
  if (signIn.statusCode !== 200) throw new Error(`sign-in failed: ${signIn.statusCode} ${signIn.body}`);
  return { userId: id, headers: { cookie: cookieFrom(signIn.headers['set-cookie']), origin } };
}
