import { asc } from 'drizzle-orm';
import type { Council } from '../../../shared/councils/schema';
import type { Db } from '../../db/client';
import { councils } from '../../db/schema';

export async function listCouncils(db: Db): Promise<Council[]> {
  const rows = await db.select().from(councils).orderBy(asc(councils.sortOrder), asc(councils.id));
  return rows.map(({ exampleProductCount, ...c }) => ({
    id: c.id,
    name: c.name,
    fullName: c.fullName,
    icon: c.icon,
    description: c.description,
    link: c.link,
    productCount: exampleProductCount,
  }));
}
