import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../http/deps';
import { councils, supplierCouncils, suppliers } from '../schema';
import { councilSeeds } from './councils';
import { type DemoAccount, seedDemoAccounts } from './demo-accounts';
import { seedHomeContent } from './home-content';
import { supplierSeeds } from './suppliers';

export type { DemoAccount };

/** Reference data every install needs: the councils and the labelled example suppliers. */
export async function seedReferenceData(deps: Pick<AppDeps, 'database'>) {
  const { db } = deps.database;
  await db.transaction(async (tx) => {
    for (const [i, c] of councilSeeds.entries()) {
      const row = { ...c, sortOrder: i };
      await tx.insert(councils).values(row).onConflictDoUpdate({ target: councils.id, set: row });
    }
    for (const { councils: ids, ...s } of supplierSeeds) {
      const row = { ...s, isExample: true };
      await tx.insert(suppliers).values(row).onConflictDoUpdate({ target: suppliers.id, set: row });
      await tx.delete(supplierCouncils).where(sql`${supplierCouncils.supplierId} = ${s.id}`);
      if (ids.length)
        await tx.insert(supplierCouncils).values(ids.map((councilId) => ({ supplierId: s.id, councilId })));
    }
    await seedHomeContent(tx);
  });
}

/** Idempotent: a second start updates the examples and leaves users' data alone. */
export async function seedDemoData(deps: AppDeps): Promise<{ accounts: DemoAccount[] }> {
  await seedReferenceData(deps);
  return { accounts: await seedDemoAccounts(deps.database.db, deps.config.isProduction) };
}
