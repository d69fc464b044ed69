// Matching a buy requirement against 10,000 suppliers with 100,000 listings, and a supplier's
// inbox with 5,000 conversations, on PGlite (the embedded default), through the app's own code.
import { sql } from 'drizzle-orm';
import { type Db, openPglite } from '../../src/server/db/client';
import { listInbox } from '../../src/server/modules/trade/inbox';
import { matchSuppliers } from '../../src/server/modules/trade/matching';
import type { Bench } from './app';
import { p95Time } from './measure';

const suppliersCount = 10_000;
const listingsCount = 100_000;
const conversationsCount = 5_000;

const words = {
  material: [
    'cotton',
    'silk',
    'linen',
    'jute',
    'brass',
    'steel',
    'leather',
    'wool',
    'bamboo',
    'ceramic',
    'teak',
    'copper',
  ],
  item: [
    'poplin',
    'saree',
    'kurta',
    'bedsheet',
    'lamp',
    'bowl',
    'bag',
    'shawl',
    'rug',
    'towel',
    'curtain',
    'diya',
    'tray',
    'fabric',
    'yarn',
    'chair',
  ],
  style: ['handloom', 'printed', 'embroidered', 'organic', 'polished', 'dyed', 'woven', 'carved'],
};
const states = [
  'Gujarat',
  'Maharashtra',
  'Tamil Nadu',
  'Karnataka',
  'Punjab',
  'Kerala',
  'West Bengal',
  'Telangana',
  'Delhi',
  'Rajasthan',
  'Uttar Pradesh',
];
const categories = [
  'textiles',
  'electronics',
  'agriculture',
  'automotive',
  'chemicals',
  'furniture',
  'healthcare',
  'packaging',
];
const arr = (list: string[]) => sql.raw(`array[${list.map((w) => `'${w}'`).join(',')}]`);
const pick = (list: string[], n: string) => sql`(${arr(list)})[1 + (${sql.raw(n)} % ${list.length})]`;

/** 10,000 suppliers with 100,000 listings, and one supplier (u1) with 5,000 conversations. */
export async function writeTradeData(db: Db) {
  await db.execute(sql`insert into users (id, name, email)
      select 'u' || g, 'Owner ' || g, 'owner' || g || '@bench.test' from generate_series(1, ${suppliersCount + 1}::int) g`);
  await db.execute(sql`insert into profiles (id, role, full_name, email)
      select 'u' || g, 'supplier', 'Owner ' || g, 'owner' || g || '@bench.test' from generate_series(1, ${suppliersCount + 1}::int) g`);
  await db.execute(sql`insert into suppliers (id, user_id, name, description, city, state, verification_level, response_rate, median_response_minutes, product_categories)
      select 's' || g, 'u' || g, 'Supplier ' || g, 'Makers of fine goods', 'City', ${pick(states, 'g')},
        (array['new','verified','premium','gold'])[1 + g % 4], 50 + g % 50, 30 + g % 2000,
        array[${pick(categories, 'g')}] from generate_series(1, ${suppliersCount}::int) g`);
  const title = sql`${pick(words.style, 'g / 7')} || ' ' || ${pick(words.material, 'g / 3')} || ' ' || ${pick(words.item, 'g')}`;
  await db.execute(sql`insert into catalogs (user_id, title, description, item_number, material, category, template, moq, price_min, price_max)
      select 'u' || (1 + g % ${suppliersCount}), ${title}, 'Quality export goods from India', 'IT-' || g,
        ${pick(words.material, 'g / 3')}, ${pick(categories, 'g / 5')}, 'basic', 100, 10, 20
      from generate_series(1, ${listingsCount / 2}::int) g`);
  await db.execute(sql`insert into products (user_id, title, description, category, moq, price_min, price_max)
      select 'u' || (1 + g % ${suppliersCount}), ${title}, 'Quality export goods from India', ${pick(categories, 'g / 5')}, 50, 5, 9
      from generate_series(${listingsCount / 2 + 1}::int, ${listingsCount}::int) g`);
  // One supplier's inbox: 5,000 conversations with 2 messages each, from 1,000 buyers.
  await db.execute(sql`insert into conversations (buyer_id, supplier_user_id, supplier_id, quantity, unit, delivery_location, last_message_at, supplier_unread)
      select 'u' || (2 + g % 1000), 'u1', 's1', 100, 'pieces', 'Mumbai', now() - g * interval '1 minute', g % 3
      from generate_series(1, ${conversationsCount}::int) g`);
  await db.execute(sql`insert into messages (conversation_id, sender_id, body, language, created_at)
      select c.id, s.sender, 'Please quote for 100 pieces', 'en', c.last_message_at - s.n * interval '1 second'
      from conversations c, (values ('u1', 0), ('u2', 1)) s(sender, n)`);
  await db.execute(sql`analyze`);
}

export default async function bench(): Promise<Bench[]> {
  const database = await openPglite();
  const { db } = database;
  try {
    const t0 = Date.now();
    await writeTradeData(db);
    console.log(`  data written in ${((Date.now() - t0) / 1000).toFixed(0)} s`);

    const asks = [
      'cotton poplin fabric',
      'handloom silk saree',
      'brass diya',
      'organic jute bag',
      'woven wool shawl',
      'carved teak chair',
      'printed linen curtain',
      'copper tray',
    ];
    const buyer = `u${suppliersCount + 1}`;
    let matched = 0;
    const match = await p95Time(40, async (i) => {
      const found = await matchSuppliers(
        db,
        {
          product: asks[i % asks.length] as string,
          category: 'textiles',
          deliveryLocation: 'Surat, Gujarat',
        },
        buyer,
      );
      matched = found.length;
    });
    const inbox = await p95Time(100, (i) =>
      listInbox(db, 'u1', {
        limit: 30,
        ...(i % 2 ? { before: new Date(Date.now() - 600_000).toISOString() } : {}),
      }),
    );
    return [
      {
        name: `match a requirement: ${suppliersCount.toLocaleString('en-IN')} suppliers, ${listingsCount.toLocaleString('en-IN')} listings (PGlite), p95 (${matched} matched)`,
        value: Math.round(match * 10) / 10,
        unit: 'ms',
        target: '≤ 200 ms',
        ok: match <= 200 && matched === 10,
      },
      {
        name: `inbox page of a supplier with ${conversationsCount.toLocaleString('en-IN')} conversations (PGlite), p95`,
        value: Math.round(inbox * 10) / 10,
        unit: 'ms',
        target: '≤ 50 ms',
        ok: inbox <= 50,
      },
    ];
  } finally {
    await database.close();
  }
}
