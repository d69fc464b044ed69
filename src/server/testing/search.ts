import type { Category } from '../../shared/catalogs/constants';
import type { SupplierProfile } from '../../shared/suppliers/schema';
import { catalogs, listingImages } from '../db/schema';
import { createListedSupplier } from './directory';
import type { TestContext } from './test-app';

interface CatalogRow {
  title: string;
  description?: string;
  category?: Category;
  material?: string;
  priceMin?: number;
  priceMax?: number;
  moq?: number;
}

/** A registered supplier with catalogs written straight to the database (the wizard is not needed). */
export async function supplierWithCatalogs(
  ctx: TestContext,
  profile: Partial<SupplierProfile>,
  rows: CatalogRow[],
) {
  const supplier = await createListedSupplier(ctx, { profile });
  const ids: string[] = [];
  for (const [i, r] of rows.entries()) {
    const [row] = await ctx.deps.database.db
      .insert(catalogs)
      .values({
        userId: supplier.userId,
        title: r.title,
        description: r.description ?? `${r.title} made to order for wholesale buyers.`,
        itemNumber: `SKU-${i}`,
        material: r.material ?? 'Mixed',
        category: r.category ?? 'textiles',
        template: 'basic',
        moq: r.moq ?? 100,
        priceMin: String(r.priceMin ?? 100),
        priceMax: String(r.priceMax ?? 200),
      })
      .returning({ id: catalogs.id });
    if (!row) throw new Error('catalog not inserted');
    await ctx.deps.database.db.insert(listingImages).values({
      catalogId: row.id,
      imageUrl: `/media/test/${row.id}.jpg`,
      thumbUrl: `/media/test/${row.id}-thumb.webp`,
      displayUrl: `/media/test/${row.id}-display.webp`,
      width: 1024,
      height: 1024,
      signature: '',
      storageKey: `test/${row.id}.jpg`,
      displayOrder: 0,
    });
    ids.push(row.id);
  }
  ctx.app.changes.notify('catalogs');
  return { ...supplier, catalogIds: ids };
}
