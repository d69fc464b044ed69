import { notInArray } from 'drizzle-orm';
import type { Tx } from '../client';
import { regions, useCases } from '../schema';
import { regionSeeds } from './regions';
import { upsertAll } from './upsert';
import { useCaseSeeds } from './use-cases';

/** The map's regions and the carousel's use cases: replaced wholesale, they hold no user data. */
export async function seedHomeContent(tx: Tx) {
  await upsertAll(
    tx,
    regions,
    regions.id,
    regionSeeds.map((r, sortOrder) => ({ ...r, sortOrder })),
  );
  await tx.delete(regions).where(
    notInArray(
      regions.id,
      regionSeeds.map((r) => r.id),
    ),
  );
  await upsertAll(
    tx,
    useCases,
    useCases.id,
    useCaseSeeds.map((u, sortOrder) => ({ ...u, sortOrder })),
  );
  await tx.delete(useCases).where(
    notInArray(
      useCases.id,
      useCaseSeeds.map((u) => u.id),
    ),
  );
}
