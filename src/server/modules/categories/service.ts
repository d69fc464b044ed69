import { count, isNull } from 'drizzle-orm';
import { categories } from '../../../shared/catalogs/constants';
import type { CategoryCount } from '../../../shared/categories/schema';
import type { Db } from '../../db/client';
import { catalogs } from '../../db/schema';

/** Every catalog category in the spec's order, with how many shown catalogs it holds right now. */
export async function listCategoryCounts(db: Db): Promise<CategoryCount[]> {
  const rows = await db
    .select({ id: catalogs.category, n: count() })
    .from(catalogs)
    .where(isNull(catalogs.hiddenAt))
    .groupBy(catalogs.category);
  const counts = new Map(rows.map((r) => [r.id, Number(r.n)]));
  return categories.map((id) => ({ id, catalogCount: counts.get(id) ?? 0 }));
}
