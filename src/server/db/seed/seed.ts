import { createHash } from 'node:crypto';
import { and, eq, inArray, notInArray, sql } from 'drizzle-orm';
import { trustMaxPoints, trustRules } from '../../../shared/trust/constants';
import type { AppDeps } from '../../http/deps';
import { refreshAllTrust } from '../../modules/trust/refresh';
import { appSettings, councils, supplierCouncils, suppliers } from '../schema';
import { councilSeeds } from './councils';
import { type DemoAccount, seedDemoAccounts } from './demo-accounts';
import { seedHomeContent } from './home-content';
import { regionSeeds } from './regions';
import { supplierSeeds } from './suppliers';
import { upsertAll } from './upsert';
import { useCaseSeeds } from './use-cases';

export type { DemoAccount };

/**
 * Which reference data the database holds: a start writes it only when the seed has changed (the
 * trust rules count: the examples' scores follow them).
 */
export const referenceSeedKey = 'seed.reference';
const referenceSeedVersion = createHash('sha256')
  .update(
    JSON.stringify([councilSeeds, supplierSeeds, regionSeeds, useCaseSeeds, trustRules, trustMaxPoints]),
  )
  .digest('hex');

/** Reference data every install needs: the councils and the labelled example suppliers. */
export async function seedReferenceData(deps: Pick<AppDeps, 'database'>) {
  const { db } = deps.database;
  await db.transaction(async (tx) => {
    const [held] = await tx.select().from(appSettings).where(eq(appSettings.key, referenceSeedKey));
    if (held?.value === referenceSeedVersion) return;
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
    // The examples' trust score, from their sample data.
    await refreshAllTrust(tx);
    await seedHomeContent(tx);
    await tx
      .insert(appSettings)
      .values({ key: referenceSeedKey, value: referenceSeedVersion })
      .onConflictDoUpdate({ target: appSettings.key, set: { value: referenceSeedVersion } });
  });
}

/**
 * The demo's trade and trust data, each written once (a key in app_settings marks it done): later
 * starts leave it, and whatever users did with it, alone. Their code (sharp, the trade and trust
 * services) loads only for the start that writes them.
 */
const demoSteps = [
  { key: 'seed.demoTrade', run: async () => (await import('./demo-trade')).seedDemoTrade },
  { key: 'seed.demoTrust', run: async () => (await import('./demo-trust')).seedDemoTrust },
  { key: 'seed.demoOrders', run: async () => (await import('./demo-orders')).seedDemoOrders },
];

/** Idempotent: a start after the seed changed updates the examples and leaves users' data alone. */
export async function seedDemoData(deps: AppDeps): Promise<{ accounts: DemoAccount[] }> {
  await seedReferenceData(deps);
  const accounts = await seedDemoAccounts(deps.database.db, deps.config.isProduction);
  const email = (role: DemoAccount['role']) => accounts.find((a) => a.role === role)?.email;
  const buyer = email('buyer');
  const supplier = email('supplier');
  if (!buyer || !supplier) return { accounts };
  const { db } = deps.database;
  const done = new Set(
    (
      await db
        .select({ key: appSettings.key })
        .from(appSettings)
        .where(
          inArray(
            appSettings.key,
            demoSteps.map((d) => d.key),
          ),
        )
    ).map((r) => r.key),
  );
  for (const step of demoSteps) {
    if (done.has(step.key)) continue;
    await (await step.run())(deps, { buyer, supplier });
    await db
      .insert(appSettings)
      .values({ key: step.key, value: new Date().toISOString() })
      .onConflictDoNothing();
  }
  return { accounts };
}
