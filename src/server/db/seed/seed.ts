import { and, inArray, notInArray, sql } from 'drizzle-orm';
import type { AppDeps } from '../../http/deps';
import { councils, supplierCouncils, suppliers } from '../schema';
import { councilSeeds } from './councils';
import { type DemoAccount, seedDemoAccounts } from './demo-accounts';
import { seedHomeContent } from './home-content';
import { supplierSeeds } from './suppliers';
import { upsertAll } from './upsert';

export type { DemoAccount };

/** Reference data every install needs: the councils and the labelled example suppliers. */
export async function seedReferenceData(deps: Pick<AppDeps, 'database'>) {
  const { db } = deps.database;
  await db.transaction(async (tx) => {
    await upsertAll(
      tx,
      councils,
      councils.id,
      councilSeeds.map((c, sortOrder) => ({ ...c, sortOrder })),
    );
    const examples = supplierSeeds.map(({ councils: _, ...s }) => ({ ...s, isExample: true }));
    await upsertAll(tx, suppliers, suppliers.id, examples);
    const links = supplierSeeds.flatMap((s) =>
      s.councils.map((councilId) => ({ supplierId: s.id, councilId })),
    );
    const link = sql`${supplierCouncils.supplierId} || ' ' || ${supplierCouncils.councilId}`;
    await tx.delete(supplierCouncils).where(
      and(
        inArray(
          supplierCouncils.supplierId,
          supplierSeeds.map((s) => s.id),
        ),
        notInArray(
          link,
          links.map((l) => `${l.supplierId} ${l.councilId}`),
        ),
      ),
    );
    if (links.length) await tx.insert(supplierCouncils).values(links).onConflictDoNothing();
    await seedHomeContent(tx);
  });
}

/** Idempotent: a second start updates the examples and leaves users' data alone. */
export async function seedDemoData(deps: AppDeps): Promise<{ accounts: DemoAccount[] }> {
  await seedReferenceData(deps);
  return { accounts: await seedDemoAccounts(deps.database.db, deps.config.isProduction) };
}
