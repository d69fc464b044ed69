import { and, asc, eq, isNull } from 'drizzle-orm';
import { routes } from '../../../shared/routes';
import type { Db } from '../../db/client';
import { catalogs, councils, suppliers } from '../../db/schema';
import { escapeHtml } from '../../http/escape-html';
import { listed } from '../suppliers/queries';
import { guideSlugs } from '../support/guides';

/** Public pages worth indexing; account screens and search results are left out. */
const staticPaths = [
  routes.home(),
  routes.categories(),
  routes.suppliers(),
  routes.buyers(),
  routes.waitlist(),
  routes.contact(),
  routes.about(),
  routes.terms(),
  routes.privacy(),
  routes.cookies(),
  routes.sitemap(),
  routes.help(),
];

/** Paths only a signed-in user can use; `$` keeps /catalog from hiding /catalogs/{id}. */
const privatePaths = [
  '/api/',
  '/auth',
  '/dashboard',
  '/profile',
  '/settings',
  '/support',
  '/products',
  '/upload',
  '/catalog$',
];

interface Entry {
  path: string;
  lastmod?: Date;
}

async function sitemapEntries(db: Db): Promise<Entry[]> {
  const councilRows = await db.select({ id: councils.id }).from(councils).orderBy(asc(councils.sortOrder));
  const supplierRows = await db
    .select({ id: suppliers.id, updatedAt: suppliers.updatedAt })
    .from(suppliers)
    .where(listed())
    .orderBy(asc(suppliers.id));
  const catalogRows = await db
    .select({ id: catalogs.id, updatedAt: catalogs.updatedAt })
    .from(catalogs)
    .innerJoin(suppliers, eq(suppliers.userId, catalogs.userId))
    .where(and(listed(), isNull(catalogs.hiddenAt)))
    .orderBy(asc(catalogs.id));
  return [
    ...staticPaths.map((path) => ({ path })),
    ...councilRows.map((c) => ({ path: routes.council(c.id) })),
    ...supplierRows.map((s) => ({ path: routes.supplier(s.id), lastmod: s.updatedAt })),
    ...catalogRows.map((c) => ({ path: routes.catalogDetail(c.id), lastmod: c.updatedAt })),
    ...guideSlugs().map((slug) => ({ path: routes.guide(slug) })),
  ];
}

export async function sitemapXml(db: Db, publicUrl: string): Promise<string> {
  const urls = (await sitemapEntries(db)).map((e) => {
    const lastmod = e.lastmod ? `<lastmod>${e.lastmod.toISOString().slice(0, 10)}</lastmod>` : '';
    return `  <url><loc>${escapeHtml(publicUrl + e.path)}</loc>${lastmod}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

export function robotsTxt(publicUrl: string): string {
  return [
    'User-agent: *',
    ...privatePaths.map((p) => `Disallow: ${p}`),
    '',
    `Sitemap: ${publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
