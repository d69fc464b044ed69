import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createListedSupplier } from '../../testing/directory';
import { setupTestApp } from '../../testing/test-app';
import { appSettings, councils, supplierCouncils, suppliers } from '../schema';
import { councilSeeds } from './councils';
import { referenceSeedKey, seedReferenceData } from './seed';
import { supplierSeeds } from './suppliers';

const ctx = setupTestApp();

describe('reference data', () => {
  it('a start with a changed seed brings the examples back to it and leaves registered suppliers alone', async () => {
    const { db } = ctx.deps.database;
    const council = councilSeeds[0];
    const example = supplierSeeds.find((s) => s.councils.length > 0);
    if (!council || !example) throw new Error('seed data missing');
    const registered = await createListedSupplier(ctx, {
      profile: { city: 'Surat' },
      councils: [council.id],
    });
    await db.update(councils).set({ name: 'Renamed' }).where(eq(councils.id, council.id));
    await db.update(suppliers).set({ city: 'Nowhere' }).where(eq(suppliers.id, example.id));
    await db.delete(supplierCouncils).where(eq(supplierCouncils.supplierId, example.id));

    await seedReferenceData(ctx.deps);
    const [unchanged] = await db.select().from(suppliers).where(eq(suppliers.id, example.id));
    expect(unchanged?.city).toBe('Nowhere');

    // A new version of the app whose seed differs from the one the database holds.
    await db.delete(appSettings).where(eq(appSettings.key, referenceSeedKey));
    await seedReferenceData(ctx.deps);

    const [councilRow] = await db.select().from(councils).where(eq(councils.id, council.id));
    expect(councilRow).toMatchObject({ name: council.name, fullName: council.fullName, sortOrder: 0 });
    const [exampleRow] = await db.select().from(suppliers).where(eq(suppliers.id, example.id));
    expect(exampleRow).toMatchObject({ city: example.city, isExample: true });
    const links = await db.select().from(supplierCouncils).where(eq(supplierCouncils.supplierId, example.id));
    expect(links.map((l) => l.councilId).sort()).toEqual([...example.councils].sort());
    const [registeredRow] = await db.select().from(suppliers).where(eq(suppliers.id, registered.supplierId));
    expect(registeredRow).toMatchObject({ city: 'Surat', isExample: false });
    const registeredLinks = await db
      .select()
      .from(supplierCouncils)
      .where(eq(supplierCouncils.supplierId, registered.supplierId));
    expect(registeredLinks).toHaveLength(1);
    expect(await db.$count(councils)).toBe(councilSeeds.length);
  });
});
