import { notInArray } from 'drizzle-orm';
import type { Tx } from '../client';
import { regions, useCases } from '../schema';
import { regionSeeds } from './regions';
import { useCaseSeeds } from './use-cases';

/** The map's regions and the carousel's use cases: replaced wholesale, they hold no user data. */
export async function seedHomeContent(tx: Tx) {
  for (const [sortOrder, r] of regionSeeds.entries()) {
    const row = { ...r, sortOrder };
    await tx.insert(regions).values(row).onConflictDoUpdate({ target: regions.id, set: row });
  }
  await tx.delete(regions).where(
    notInArray(
      regions.id,
      regionSeeds.map((r) => r.id),
    ),
  );
  for (const [sortOrder, u] of useCaseSeeds.entries()) {
    const row = { ...u, sortOrder };
    await tx.insert(useCases).values(row).onConflictDoUpdate({ target: useCases.id, set: row });
  }
  await tx.delete(useCases).where(
    notInArray(
      useCases.id,
      useCaseSeeds.map((u) => u.id),
    ),
  );
}
