import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Category } from '../../shared/catalogs/constants';
import type { SupplierProfile } from '../../shared/suppliers/schema';
import { catalogs, supplierCouncils, suppliers, users } from '../db/schema';
import { upsertSupplierForUser } from '../modules/suppliers/service';
import type { TestContext } from './test-app';

/**
 * A registered supplier with a directory profile, optional council affiliations and catalogs,
 * written straight to the database (directory tests need no session).
 */
export async function createListedSupplier(
  ctx: TestContext,
  opts: { profile?: Partial<SupplierProfile>; councils?: string[]; catalogs?: Category[] } = {},
) {
  const { db } = ctx.deps.database;
  const userId = randomUUID();
  const tag = userId.slice(0, 8);
  await db.insert(users).values({ id: userId, name: `Owner ${tag}`, email: `owner-${tag}@example.test` });
  await upsertSupplierForUser(db, {
    userId,
    name: `Registered ${tag}`,
    description: 'Registered supplier of quality goods',
    city: 'Indore',
    state: 'Madhya Pradesh',
    productCategories: ['Textiles'],
    ...opts.profile,
  });
  const [row] = await db.select().from(suppliers).where(eq(suppliers.userId, userId));
  if (!row) throw new Error('supplier row missing');
  if (opts.councils?.length)
    await db
      .insert(supplierCouncils)
      .values(opts.councils.map((councilId) => ({ supplierId: row.id, councilId })));
  for (const [i, category] of (opts.catalogs ?? []).entries()) {
    await db.insert(catalogs).values({
      userId,
      title: `Catalog ${i} of ${tag}`,
      description: 'A catalog made for a test',
      itemNumber: `IT-${i}`,
      material: 'Cotton',
      category,
      template: 'basic',
      moq: 100,
      priceMin: '10.00',
      priceMax: '20.50',
    });
  }
  // Written past the API, so tell the cached reads what the save route would have told them.
  ctx.app.changes.notify('catalogs');
  return { userId, supplierId: row.id, name: row.name };
}
