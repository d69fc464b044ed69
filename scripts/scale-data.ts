// Deterministic marketplace data at scale (suppliers, their accounts, catalogs and products) for
// `npm run seed:scale` and the search benchmark. Row g is a pure function of g, so two runs with
// the same counts write the same rows. Every generated account is `scale-u<g>` with an
// @scale.example address, so the data can be told apart from real rows and removed again.
import { type SQL, sql } from 'drizzle-orm';
import type { Db, Tx } from '../src/server/db/client';
import { categories } from '../src/shared/catalogs/constants';

export interface ScaleCounts {
  suppliers: number;
  catalogs: number;
  products: number;
}

/** Per category (in the order of `categories`): what its suppliers make, and of what. */
const goods: Record<(typeof categories)[number], { items: string[]; materials: string[]; trade: string }> = {
  textiles: {
    items: [
      'cotton saree',
      'khadi kurta',
      'printed bedsheet',
      'cotton poplin fabric',
      'denim fabric',
      'pashmina shawl',
      'embroidered dupatta',
      'terry towel',
    ],
    materials: ['Cotton', 'Silk', 'Khadi', 'Linen', 'Wool', 'Viscose'],
    trade: 'Textiles',
  },
  electronics: {
    items: [
      'LED bulb',
      'ceiling fan',
      'copper winding wire',
      'solar panel',
      'inverter battery',
      'PCB assembly',
      'mobile charger',
      'smart energy meter',
    ],
    materials: ['Copper', 'Aluminium', 'Polycarbonate', 'ABS plastic', 'Silicon', 'Steel'],
    trade: 'Electricals',
  },
  agriculture: {
    items: [
      'basmati rice',
      'turmeric powder',
      'green cardamom',
      'cumin seeds',
      'black pepper',
      'darjeeling tea',
      'cashew kernels',
      'alphonso mango pulp',
    ],
    materials: ['Organic', 'Natural', 'Sortex cleaned', 'Sun dried', 'Machine cleaned', 'Hand picked'],
    trade: 'Agro Foods',
  },
  automotive: {
    items: [
      'brake pads',
      'alloy wheel',
      'tractor clutch plate',
      'chain sprocket kit',
      'radiator hose',
      'piston ring',
      'leaf spring',
      'rickshaw spare parts',
    ],
    materials: ['Forged steel', 'Cast iron', 'Aluminium alloy', 'Rubber', 'Carbon steel', 'Brass'],
    trade: 'Auto Parts',
  },
  chemicals: {
    items: [
      'caustic soda flakes',
      'dye intermediates',
      'neem oil extract',
      'castor oil',
      'guar gum powder',
      'titanium dioxide',
      'sulphuric acid',
      'agro pesticide',
    ],
    materials: [
      'Industrial grade',
      'Technical grade',
      'Food grade',
      'Pharma grade',
      'Cold pressed',
      'Refined',
    ],
    trade: 'Chemicals',
  },
  furniture: {
    items: [
      'sheesham wood chair',
      'teak dining table',
      'cane sofa set',
      'wrought iron bed',
      'mango wood cabinet',
      'bamboo stool',
      'brass wall mirror',
      'marble coffee table',
    ],
    materials: ['Sheesham wood', 'Teak wood', 'Mango wood', 'Wrought iron', 'Cane', 'Marble'],
    trade: 'Furniture',
  },
  healthcare: {
    items: [
      'surgical gloves',
      'ayurvedic churna',
      'paracetamol tablets',
      'hand sanitizer',
      'N95 mask',
      'herbal hair oil',
      'digital thermometer',
      'cotton bandage',
    ],
    materials: ['Latex', 'Nitrile', 'Herbal', 'Cotton', 'Polypropylene', 'Ayurvedic'],
    trade: 'Healthcare',
  },
  packaging: {
    items: [
      'corrugated box',
      'jute sack',
      'HDPE woven bag',
      'kraft paper pouch',
      'bubble wrap roll',
      'PET bottle',
      'aluminium foil container',
      'wooden pallet',
    ],
    materials: ['Kraft paper', 'Jute', 'HDPE', 'PET', 'Aluminium', 'Pine wood'],
    trade: 'Packaging',
  },
};

const qualifiers = [
  'Premium',
  'Export quality',
  'Handmade',
  'Wholesale',
  'Certified',
  'Eco-friendly',
  'Heavy duty',
  'Traditional',
  'Custom printed',
  'Bulk',
];
const nameFirst = [
  'Shree',
  'Sai',
  'Balaji',
  'Laxmi',
  'Ganesh',
  'Krishna',
  'Om',
  'Bharat',
  'Jai Ambe',
  'Royal',
  'National',
  'Sunrise',
  'Navrang',
  'Mahalaxmi',
  'Kaveri',
  'Ganga',
  'Himalaya',
  'Annapurna',
];
const nameLast = ['Exports', 'Industries', 'Enterprises', 'Traders', 'Overseas', 'Impex', 'Udyog', '& Sons'];
const places: [string, string][] = [
  ['Surat', 'Gujarat'],
  ['Ahmedabad', 'Gujarat'],
  ['Rajkot', 'Gujarat'],
  ['Tiruppur', 'Tamil Nadu'],
  ['Coimbatore', 'Tamil Nadu'],
  ['Chennai', 'Tamil Nadu'],
  ['Ludhiana', 'Punjab'],
  ['Jalandhar', 'Punjab'],
  ['Moradabad', 'Uttar Pradesh'],
  ['Kanpur', 'Uttar Pradesh'],
  ['Agra', 'Uttar Pradesh'],
  ['Varanasi', 'Uttar Pradesh'],
  ['Jaipur', 'Rajasthan'],
  ['Jodhpur', 'Rajasthan'],
  ['Kochi', 'Kerala'],
  ['Guntur', 'Andhra Pradesh'],
  ['Panipat', 'Haryana'],
  ['Kolkata', 'West Bengal'],
  ['Mumbai', 'Maharashtra'],
  ['Pune', 'Maharashtra'],
  ['Nashik', 'Maharashtra'],
  ['Bengaluru', 'Karnataka'],
  ['Mysuru', 'Karnataka'],
  ['Hyderabad', 'Telangana'],
  ['Indore', 'Madhya Pradesh'],
  ['Bhubaneswar', 'Odisha'],
  ['Guwahati', 'Assam'],
  ['New Delhi', 'Delhi'],
];

const kinds = categories.map((c) => goods[c]);
const perKind = 8; // items per category
const materialsPerKind = 6;

const literal = (list: string[]) =>
  sql.raw(`array[${list.map((w) => `'${w.replaceAll("'", "''")}'`).join(',')}]`);
/** `list[1 + (n mod length)]` in SQL, n an integer expression. */
const pick = (list: string[], n: SQL | string) =>
  sql`(${literal(list)})[1 + ((${typeof n === 'string' ? sql.raw(n) : n}) % ${list.length})]`;

/** The category index of supplier s (1-based id); its listings are of the same category. */
const kindOf = (s: string) => sql.raw(`((${s}) % ${categories.length})`);
/** Listing g's supplier. */
const ownerOf = (g: string, c: ScaleCounts) => `(1 + ${g} % ${c.suppliers})`;

function listingColumns(g: string, c: ScaleCounts) {
  const s = ownerOf(g, c);
  const kind = kindOf(s);
  const variant = sql.raw(`((${g} / ${c.suppliers}) + ${g} * 7)`);
  const item = sql`(${literal(kinds.flatMap((k) => k.items))})[1 + ${kind} * ${perKind} + (${variant} % ${perKind})]`;
  const material = sql`(${literal(kinds.flatMap((k) => k.materials))})[1 + ${kind} * ${materialsPerKind} + (${variant} % ${materialsPerKind})]`;
  const place = pick(
    places.map(([city, state]) => `${city}, ${state}`),
    s,
  );
  return {
    owner: sql.raw(`'scale-u' || ${s}`),
    title: sql`${pick(qualifiers, `${g} / 3`)} || ' ' || ${item}`,
    description: sql`${material} || ' ' || ${item} || ' made in ' || ${place} || '. Manufacturer and exporter; sample, custom packing and private label on request.'`,
    material,
    category: sql`(${literal([...categories])})[1 + ${kind}]`,
    priceMin: sql.raw(`(50 + (${g} * 37) % 5000)`),
    moq: pick(['10', '50', '100', '500', '1000'], g),
    createdAt: sql.raw(`now() - (${g} % 5000) * interval '1 hour'`),
  };
}

async function insertSuppliers(tx: Tx, c: ScaleCounts) {
  const series = sql`generate_series(1, ${c.suppliers}::int) g`;
  await tx.execute(sql`insert into users (id, name, email, email_verified)
    select 'scale-u' || g, 'Owner ' || g, 'owner' || g || '@scale.example', true from ${series}`);
  await tx.execute(sql`insert into profiles (id, role, full_name, email, company_name)
    select 'scale-u' || g, 'supplier', 'Owner ' || g, 'owner' || g || '@scale.example',
      ${pick(nameFirst, 'g / 8')} || ' ' || (${literal(kinds.map((k) => k.trade))})[1 + ${kindOf('g')}] || ' ' || ${pick(nameLast, 'g / 3')}
    from ${series}`);
  await tx.execute(sql`insert into suppliers (id, user_id, name, description, city, state, verification_level,
      trust_score, response_rate, median_response_minutes, product_categories)
    select 'scale-s' || p.id_n, p.id, p.company_name,
      'Manufacturer and exporter of ' || lower((${literal(kinds.map((k) => k.trade))})[1 + ${kindOf('p.id_n')}]) || ' since ' || (1970 + p.id_n % 50) || '.',
      (${literal(places.map(([city]) => city))})[1 + p.id_n % ${places.length}],
      (${literal(places.map(([, state]) => state))})[1 + p.id_n % ${places.length}],
      (array['new','new','new','verified','verified','premium'])[1 + p.id_n % 6],
      20 + p.id_n % 75, 40 + p.id_n % 60, 20 + p.id_n % 1400,
      array[initcap((${literal([...categories])})[1 + ${kindOf('p.id_n')}])]
    from (select id, company_name, substr(id, 8)::int as id_n from profiles where id like 'scale-u%') p`);
}

async function insertListings(tx: Tx, c: ScaleCounts) {
  const cat = listingColumns('g', c);
  await tx.execute(sql`insert into catalogs (id, user_id, title, description, item_number, material, category,
      template, moq, price_min, price_max, created_at, updated_at)
    select md5('scale-catalog-' || g)::uuid, ${cat.owner}, ${cat.title}, ${cat.description}, 'TS-' || g,
      ${cat.material}, ${cat.category}, 'basic', ${cat.moq}::int, ${cat.priceMin}, ${cat.priceMin} * 1.5,
      ${cat.createdAt}, ${cat.createdAt}
    from generate_series(1, ${c.catalogs}::int) g`);
  const prod = listingColumns('g', c);
  await tx.execute(sql`insert into products (id, user_id, title, description, category, moq, price_min, price_max,
      created_at, updated_at)
    select md5('scale-product-' || g)::uuid, ${prod.owner}, ${prod.title}, ${prod.description}, ${prod.category},
      ${prod.moq}::int, ${prod.priceMin}, ${prod.priceMin} * 1.5, ${prod.createdAt}, ${prod.createdAt}
    from generate_series(${c.catalogs + 1}::int, ${c.catalogs + c.products}::int) g`);
}

/** The search indexes (GIN) of the listing and supplier tables: rebuilt once after a bulk load. */
async function searchIndexes(tx: Tx): Promise<{ name: string; definition: string }[]> {
  const result = await tx.execute(sql`
    select indexname as name, indexdef as definition from pg_indexes
    where schemaname = 'public' and tablename in ('catalogs', 'products', 'suppliers') and indexdef like '% USING gin %'`);
  return (result as unknown as { rows: { name: string; definition: string }[] }).rows;
}

/** Removes earlier scale data (the accounts cascade to everything they own). */
export async function removeScaleData(db: Db): Promise<void> {
  await db.execute(sql`delete from users where id like 'scale-u%'`);
}

/**
 * Writes the counts in one transaction (all or nothing), replacing earlier scale data. The GIN
 * indexes are dropped and built again once at the end: building is ~10× faster than updating them
 * row by row.
 */
export async function writeScaleData(db: Db, counts: ScaleCounts, memory = '256MB'): Promise<void> {
  await removeScaleData(db);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select set_config('maintenance_work_mem', ${memory}, true)`);
    const indexes = await searchIndexes(tx);
    for (const index of indexes) await tx.execute(sql.raw(`drop index ${index.name}`));
    await insertSuppliers(tx, counts);
    await insertListings(tx, counts);
    for (const index of indexes) await tx.execute(sql.raw(index.definition));
  });
  // Vacuumed as well as analyzed: searches right after a load then read no unset hint bits and can
  // use index-only scans, as they do once autovacuum has been by (the first bench run was ~40 % slower).
  await db.execute(
    sql`vacuum (analyze) users, profiles, suppliers, catalogs, products, search_terms, search_phrases, search_lexemes`,
  );
}
