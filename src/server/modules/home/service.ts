import { asc } from 'drizzle-orm';
import type { HomeData } from '../../../shared/home/schema';
import type { Db } from '../../db/client';
import { regions, useCases } from '../../db/schema';

/** The map's regions and the carousel's use cases in `language`, English where it has no text. */
export async function getHomeData(db: Db, language: string): Promise<HomeData> {
  const regionRows = await db.select().from(regions).orderBy(asc(regions.sortOrder), asc(regions.id));
  const useCaseRows = await db.select().from(useCases).orderBy(asc(useCases.sortOrder), asc(useCases.id));
  return {
    regions: regionRows.map(({ id, name, topExports, translations }) => ({
      id,
      name,
      topExports,
      ...translations[language],
      state: name,
      exportTerms: topExports,
    })),
    useCases: useCaseRows.map(({ translations, sortOrder: _, ...u }) => ({
      ...u,
      ...translations[language],
    })),
  };
}
