import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, expect, it } from 'vitest';
import { migrationsFolder, pgliteExtensions } from './client';

// 0002 moves every catalog and product photo into listing_images: a database saved before it keeps them all.
const work = mkdtempSync(join(tmpdir(), 'tradesetu-migration-'));
afterAll(() => rmSync(work, { recursive: true, force: true }));

/** The migrations folder as it was up to `tag`. */
function migrationsUpTo(tag: string) {
  const folder = join(work, tag);
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalPath = join(folder, 'meta/_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8'));
  const last = journal.entries.findIndex((e: { tag: string }) => e.tag === tag);
  journal.entries = journal.entries.slice(0, last + 1);
  writeFileSync(journalPath, JSON.stringify(journal));
  return folder;
}

// A fresh PGlite runs initdb (2–4 s) before the migrations: more than the unit default of 5 s.
it('keeps every photo of catalogs and products, each on its own listing', { timeout: 60_000 }, async () => {
  const client = await PGlite.create({ extensions: pgliteExtensions });
  await client.exec('CREATE EXTENSION IF NOT EXISTS pg_trgm');
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: migrationsUpTo('0001_product_search') });
  await client.exec(`
    INSERT INTO users (id, name, email) VALUES ('u1', 'Asha', 'asha@example.com');
    INSERT INTO catalogs (id, user_id, title, description, item_number, material, category, template, moq, price_min, price_max)
      VALUES ('00000000-0000-4000-8000-000000000001', 'u1', 'Cotton towels', 'Soft', 'T-1', 'Cotton', 'textiles', 'general', 10, 100, 200);
    INSERT INTO products (id, user_id, title, description, category, moq, price_min, price_max)
      VALUES ('00000000-0000-4000-8000-000000000002', 'u1', 'Brass lamp', 'Shiny', 'furniture', 5, 500, 900);
    INSERT INTO catalog_images (catalog_id, image_url, thumb_url, display_url, width, height, signature, storage_key, display_order)
      VALUES ('00000000-0000-4000-8000-000000000001', '/c0.jpg', '/c0t.webp', '/c0d.webp', 800, 600, 's', 'catalog_images/k0', 0),
             ('00000000-0000-4000-8000-000000000001', '/c1.jpg', '/c1t.webp', '/c1d.webp', 600, 800, 's', 'catalog_images/k1', 1);
    INSERT INTO product_images (product_id, image_url, thumb_url, display_url, width, height, signature, storage_key, display_order)
      VALUES ('00000000-0000-4000-8000-000000000002', '/p0.jpg', '/p0t.webp', '/p0d.webp', 400, 300, 's', 'product_images/k0', 0);
  `);

  await migrate(db, { migrationsFolder });
  const { rows } = await client.query<Record<string, unknown>>(
    'SELECT catalog_id, product_id, image_url, display_order FROM listing_images ORDER BY image_url',
  );
  expect(rows).toEqual([
    {
      catalog_id: '00000000-0000-4000-8000-000000000001',
      product_id: null,
      image_url: '/c0.jpg',
      display_order: 0,
    },
    {
      catalog_id: '00000000-0000-4000-8000-000000000001',
      product_id: null,
      image_url: '/c1.jpg',
      display_order: 1,
    },
    {
      catalog_id: null,
      product_id: '00000000-0000-4000-8000-000000000002',
      image_url: '/p0.jpg',
      display_order: 0,
    },
  ]);
  const product = await client.query('SELECT catalog_id, language FROM products');
  expect(product.rows).toEqual([{ catalog_id: null, language: 'en' }]);
  await expect(
    client.query(
      `INSERT INTO listing_images (image_url, thumb_url, display_url, width, height, signature, storage_key, display_order)
       VALUES ('/x.jpg', '/x', '/x', 1, 1, 's', 'k', 0)`,
    ),
  ).rejects.toThrow(/listing_images_one_listing/);
  await client.close();
});
