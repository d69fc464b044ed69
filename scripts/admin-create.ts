// npm run admin:create -- someone@example.com
// Makes an existing account an admin, or creates a confirmed admin account with a generated
// password (printed once) or ADMIN_PASSWORD. Opens the database the app uses: DATABASE_URL, else
// the PGlite folder in DATA_DIR, which only one process may hold at a time.
import { loadConfig } from '../src/server/config';
import { AppError } from '../src/server/http/errors';
import { translatorForLanguage } from '../src/server/http/i18n';
import { grantAdmin } from '../src/server/modules/admin/grant-admin';
import { fail, openForScript } from './open-database';

async function main() {
  const input = process.argv[2];
  if (!input || process.argv.length > 3) fail('Usage: npm run admin:create -- someone@example.com');
  const config = loadConfig();
  const database = await openForScript(config);
  let admin: Awaited<ReturnType<typeof grantAdmin>>;
  try {
    admin = await grantAdmin(database.db, input, process.env.ADMIN_PASSWORD || undefined);
  } catch (e) {
    await database.close();
    if (e instanceof AppError) fail(translatorForLanguage('en')(e.message));
    throw e;
  }
  await database.close();
  if (admin.alreadyAdmin) console.log(`${admin.email} is already an admin.`);
  else if (!admin.created) console.log(`${admin.email} is now an admin (same password as before).`);
  else {
    console.log(`Created the admin account ${admin.email}, confirmed.`);
    if (admin.password) console.log(`Password (shown only now): ${admin.password}`);
    else console.log('Password: the one in ADMIN_PASSWORD.');
  }
}

await main();
