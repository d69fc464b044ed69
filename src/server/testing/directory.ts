import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Category } from '../../shared/catalogs/constants';
import type { SupplierProfile } from '../../shared/suppliers/schema';
import { catalogs, products, supplierCouncils, suppliers, users } from '../db/schema';
import { changeTopics } from '../http/changes';
import { upsertSupplierForUser } from '../modules/suppliers/service';
import type { TestContext } from './test-app';

/**
 * A registered supplier with a complete directory profile, optional council affiliations,
 * catalogs and products, written straight to the database (directory tests need no session).
 * The directory lists them once they have a catalog or a product.
 */
export async function createListedSupplier(
  ctx: TestContext,
  opts: {
    profile?: Partial<SupplierProfile>;
    councils?: string[];
    catalogs?: Category[];
    products?: Category[];
  } = {},
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
  for (const [i, category] of (opts.products ?? []).entries()) {
    await db.insert(products).values({
      userId,
      title: `Product ${i} of ${tag}`,
      description: 'A product made for a test',
      category,
      moq: 50,
      priceMin: '5.00',
      priceMax: '9.00',
    });
  }
  // Written past the API, so tell the cached reads what the save routes would have told them.
  for (const topic of changeTopics) ctx.app.changes.notify(topic);
  return { userId, supplierId: row.id, name: row.name };
}
