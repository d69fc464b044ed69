import { type SQL, sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { notificationKinds } from '../../shared/notifications/constants';
import { verificationLevels } from '../../shared/suppliers/constants';
import type { TrustPart } from '../../shared/trust/schema';
import { createdAt, updatedAt } from './columns';
import {
  catalogFuzzyText,
  catalogVector,
  phraseVector,
  productFuzzyText,
  productVector,
  searchColumns,
  supplierFuzzyText,
  supplierVector,
} from './search-documents';

/** The full-text index over a table's stored search document (searchColumns). */
function searchIndexes(table: string, t: { searchVector: AnyPgColumn }) {
  return [index(`${table}_search_idx`).using('gin', t.searchVector).with({ fastupdate: false })];
}

// --- accounts (tables follow better-auth's core schema, plural names) ---

export const users = pgTable('users', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  email: text('email').notNull().unique(),
  emailVerified: boolean('email_verified').notNull().default(false),
  image: text('image'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    token: text('token').notNull().unique(),
    ipAddress: text('ip_address'),
    userAgent: text('user_agent'),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('sessions_user_id_idx').on(t.userId)],
);

export const accounts = pgTable(
  'accounts',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    providerId: text('provider_id').notNull(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    accessToken: text('access_token'),
    refreshToken: text('refresh_token'),
    idToken: text('id_token'),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }),
    refreshTokenExpiresAt: timestamp('refresh_token_expires_at', { withTimezone: true }),
    scope: text('scope'),
    password: text('password'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('accounts_user_id_idx').on(t.userId)],
);

export const verifications = pgTable(
  'verifications',
  {
    id: text('id').primaryKey(),
    identifier: text('identifier').notNull(),
    value: text('value').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('verifications_identifier_idx').on(t.identifier)],
);

export const profiles = pgTable('profiles', {
  id: text('id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  role: text('role', { enum: ['buyer', 'supplier', 'admin'] })
    .notNull()
    .default('buyer'),
  fullName: text('full_name').notNull(),
  email: text('email').notNull(),
  avatarUrl: text('avatar_url'),
  companyName: text('company_name'),
  phone: text('phone'),
  language: text('language'),
  /** The kinds of news sent to this person's subscribed devices (Settings → Notifications). */
  pushKinds: text('push_kinds', { enum: notificationKinds }).array().notNull().default(sql`'{}'::text[]`),
  /** Set by an admin: the account cannot sign in and its sessions are gone. */
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

/** Mail kept in the database when no SMTP_URL is set (read at /dev/mailbox outside production). */
export const outbox = pgTable(
  'outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html').notNull(),
    /** The action link of the mail (confirm, reset), so the mailbox and tests can follow it. */
    link: text('link'),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_to_idx').on(t.to, t.createdAt)],
);

/** Rate-limit and abuse-limit counters (sign-ins, sign-ups, public forms), shared by every instance. */
export const rateLimits = pgTable('rate_limits', {
  key: text('key').primaryKey(),
  count: integer('count').notNull(),
  windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
});

// --- directory ---

export const councils = pgTable('councils', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  fullName: text('full_name').notNull(),
  icon: text('icon').notNull(),
  description: text('description').notNull(),
  link: text('link').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
  createdAt: createdAt(),
});

export const suppliers = pgTable(
  'suppliers',
  {
    id: text('id').primaryKey(),
    userId: text('user_id')
      .unique()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    logoUrl: text('logo_url'),
    description: text('description').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    /** Registered suppliers: computed from approved claims and figures (trust/levels.ts). */
    verificationLevel: text('verification_level', { enum: verificationLevels }).notNull().default('new'),
    /** Trust score 0–100 and its parts, recomputed when an input changes (trust/score.ts). */
    trustScore: integer('trust_score').notNull().default(0),
    trustBreakdown: jsonb('trust_breakdown').$type<TrustPart[]>().notNull().default([]),
    /** Example suppliers: a sample figure; registered ones: computed from conversations (trade/stats.ts). */
    responseRate: integer('response_rate'),
    /** Median minutes to a first reply, computed with responseRate; null without data. */
    medianResponseMinutes: integer('median_response_minutes'),
    deliveryTime: text('delivery_time'),
    productCategories: text('product_categories').array().notNull().default(sql`'{}'::text[]`),
    /**
     * The categories of the supplier's shown catalogs and products, kept by triggers on those tables
     * (migration 0008): empty means nothing to show, and search filters suppliers by category through it.
     */
    listingCategories: text('listing_categories').array().notNull().default(sql`'{}'::text[]`),
    /** Sample figure for example suppliers; registered suppliers count their catalogs. */
    exampleProductsCount: integer('example_products_count').notNull().default(0),
    isExample: boolean('is_example').notNull().default(false),
    /** What the supplier's tax invoices print and how buyers pay (Business details). */
    address: text('address'),
    pincode: text('pincode'),
    upiVpa: text('upi_vpa'),
    bankAccountName: text('bank_account_name'),
    bankAccountNumber: text('bank_account_number'),
    bankIfsc: text('bank_ifsc'),
    /** Letter of Undertaking ARN: exports without IGST. */
    lutArn: text('lut_arn'),
    /** Starts every invoice number ('RT' in RT/2026-27/0001). */
    invoicePrefix: text('invoice_prefix'),
    /** WhatsApp number (E.164) opened as a chat by signed-in buyers who have written to the supplier. */
    whatsapp: text('whatsapp'),
    ...searchColumns(
      (): SQL => supplierVector(suppliers),
      (): SQL => supplierFuzzyText(suppliers),
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('suppliers_verification_idx').on(t.verificationLevel),
    // The directory's and search's order: examples last, then by name.
    index('suppliers_order_idx').on(t.isExample, t.name, t.id),
    // Suggestions resolve a supplier name to a supplier (search/suggest.ts).
    index('suppliers_name_idx').on(t.name, t.id),
    ...searchIndexes('suppliers', t),
  ],
);

export const supplierCouncils = pgTable(
  'supplier_councils',
  {
    supplierId: text('supplier_id')
      .notNull()
      .references(() => suppliers.id, { onDelete: 'cascade' }),
    councilId: text('council_id')
      .notNull()
      .references(() => councils.id, { onDelete: 'cascade' }),
    /** The approved RCMC's expiry: the membership counts until the day before. Null for examples. */
    expiresOn: date('expires_on'),
  },
  (t) => [
    primaryKey({ columns: [t.supplierId, t.councilId] }),
    index('supplier_councils_council_idx').on(t.councilId),
  ],
);

/**
 * Every word of the catalogs', products' and suppliers' search_text, added by triggers on those
 * tables (migration 0007): misspelt query words are matched to these by trigrams (search/matching.ts).
 */
export const searchTerms = pgTable('search_terms', { term: text('term').primaryKey() }, (t) => [
  index('search_terms_trgm_idx').using('gin', sql`${t.term} gin_trgm_ops`),
]);

/**
 * Every lexeme of the catalogs', products' and suppliers' search documents, added by triggers on
 * those tables (migration 0008): a query word's other-language forms are matched only when some
 * document has them (search/matching.ts).
 */
export const searchLexemes = pgTable('search_lexemes', { lexeme: text('lexeme').primaryKey() });

/**
 * What the search box suggests: the distinct category names, catalog and product titles and
 * supplier names, each with how many shown rows carry it, kept by triggers on those tables
 * (migration 0008). Suggestions read this small table instead of grouping a million listings.
 */
export const searchPhrases = pgTable(
  'search_phrases',
  {
    kind: text('kind', { enum: ['category', 'catalog', 'product', 'supplier'] }).notNull(),
    phrase: text('phrase').notNull(),
    /** A title's category: typing 'tex' also offers textile catalogs' titles. */
    context: text('context').notNull().default(''),
    uses: integer('uses').notNull(),
    searchVector: phraseVector(),
  },
  (t) => [
    primaryKey({ columns: [t.kind, t.phrase, t.context] }),
    index('search_phrases_search_idx').using('gin', t.searchVector).with({ fastupdate: false }),
  ],
);

// --- catalogs and products ---

export const catalogs = pgTable(
  'catalogs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    itemNumber: text('item_number').notNull(),
    material: text('material').notNull(),
    category: text('category').notNull(),
    template: text('template').notNull(),
    attributes: jsonb('attributes').$type<Record<string, string>>().notNull().default({}),
    /** The author's UI language when saving: the source for the reader's 'Translate'. */
    language: text('language').notNull().default('en'),
    moq: integer('moq').notNull(),
    priceMin: numeric('price_min', { precision: 14, scale: 2 }).notNull(),
    priceMax: numeric('price_max', { precision: 14, scale: 2 }).notNull(),
    /** HSN code (4–8 digits) and GST rate in basis points (shared/orders/hsn.ts, gst-rates.ts). */
    hsnCode: text('hsn_code'),
    gstRateBp: integer('gst_rate_bp'),
    /** Whether priceMin/priceMax include GST. */
    priceIncludesGst: boolean('price_includes_gst').notNull().default(false),
    /** Set by an admin after a report: no longer shown to anyone but its owner. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    /**
     * The owner's state, city and level as search tags ('~city:pune'), kept by triggers (migration
     * 0008) and part of the search document, so place and level filters use the full-text index.
     */
    supplierTags: text('supplier_tags').array().notNull().default(sql`'{}'::text[]`),
    ...searchColumns(
      (): SQL => catalogVector(catalogs),
      (): SQL => catalogFuzzyText(catalogs),
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('catalogs_user_id_idx').on(t.userId),
    // Search without words lists the newest first (search/service.ts): read in these indexes' order,
    // which must be ORDER BY's exactly (DESC means NULLS FIRST); the second serves a category.
    index('catalogs_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id),
    index('catalogs_category_newest_idx').on(t.category, t.createdAt.desc().nullsFirst(), t.id),
    ...searchIndexes('catalogs', t),
  ],
);

const catalogRef = () =>
  uuid('catalog_id')
    .primaryKey()
    .references(() => catalogs.id, { onDelete: 'cascade' });

export const catalogDimensions = pgTable('catalog_dimensions', {
  catalogId: catalogRef(),
  length: numeric('length', { precision: 12, scale: 2 }).notNull(),
  width: numeric('width', { precision: 12, scale: 2 }).notNull(),
  height: numeric('height', { precision: 12, scale: 2 }).notNull(),
  unit: text('unit', { enum: ['cm', 'inch'] }).notNull(),
});

export const catalogWeights = pgTable('catalog_weights', {
  catalogId: catalogRef(),
  value: numeric('value', { precision: 12, scale: 3 }).notNull(),
  unit: text('unit', { enum: ['kg', 'lb'] }).notNull(),
});

export const catalogPackaging = pgTable('catalog_packaging', {
  catalogId: catalogRef(),
  innerType: text('inner_type').notNull(),
  innerQuantity: integer('inner_quantity').notNull(),
  innerDimensions: text('inner_dimensions').notNull(),
  outerType: text('outer_type').notNull(),
  outerQuantity: integer('outer_quantity').notNull(),
  outerDimensions: text('outer_dimensions').notNull(),
  containerTwenty: integer('container_twenty').notNull(),
  containerForty: integer('container_forty').notNull(),
});

export const products = pgTable(
  'products',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    priceMin: numeric('price_min', { precision: 14, scale: 2 }).notNull(),
    priceMax: numeric('price_max', { precision: 14, scale: 2 }).notNull(),
    moq: integer('moq').notNull(),
    /** HSN code (4–8 digits) and GST rate in basis points (shared/orders/hsn.ts, gst-rates.ts). */
    hsnCode: text('hsn_code'),
    gstRateBp: integer('gst_rate_bp'),
    /** Whether priceMin/priceMax include GST. */
    priceIncludesGst: boolean('price_includes_gst').notNull().default(false),
    /** The owner's catalog the product is listed in, if any. */
    catalogId: uuid('catalog_id').references(() => catalogs.id, { onDelete: 'set null' }),
    /** The author's UI language when saving: the source for the reader's 'Translate'. */
    language: text('language').notNull().default('en'),
    /** Set by an admin after a report: no longer shown to anyone but its owner. */
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    supplierTags: text('supplier_tags').array().notNull().default(sql`'{}'::text[]`),
    ...searchColumns(
      (): SQL => productVector(products),
      (): SQL => productFuzzyText(products),
    ),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('products_user_id_idx').on(t.userId),
    index('products_catalog_id_idx').on(t.catalogId),
    index('products_newest_idx').on(t.createdAt.desc().nullsFirst(), t.id),
    index('products_category_newest_idx').on(t.category, t.createdAt.desc().nullsFirst(), t.id),
    // Suggestions resolve a product title to a product (search/suggest.ts).
    index('products_title_idx').on(t.title, t.id),
    ...searchIndexes('products', t),
  ],
);

/** The photos of every listing, a catalog's or a product's (exactly one of the two). */
export const listingImages = pgTable(
  'listing_images',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    catalogId: uuid('catalog_id').references(() => catalogs.id, { onDelete: 'cascade' }),
    productId: uuid('product_id').references(() => products.id, { onDelete: 'cascade' }),
    imageUrl: text('image_url').notNull(),
    /** WebP variants (320 px and 1024 px long edge) written beside the JPEG. */
    thumbUrl: text('thumb_url').notNull(),
    displayUrl: text('display_url').notNull(),
    /** 640 px WebP for phone screens' srcset; null for photos stored before it existed. */
    mediumUrl: text('medium_url'),
    /** Size of the stored JPEG, after orientation and the 2048 px cap. */
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** Visual signature for image search (modules/media/signature.ts). */
    signature: text('signature').notNull(),
    /** Base key every file of the image starts with; the sweeper keeps files some row names. */
    storageKey: text('storage_key').notNull(),
    displayOrder: integer('display_order').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('listing_images_catalog_order_idx').on(t.catalogId, t.displayOrder),
    uniqueIndex('listing_images_product_order_idx').on(t.productId, t.displayOrder),
    check('listing_images_one_listing', sql`num_nonnulls(${t.catalogId}, ${t.productId}) = 1`),
  ],
);

// --- pre-launch ---

export const waitlistEntries = pgTable('waitlist_entries', {
  id: uuid('id').primaryKey().defaultRandom(),
  email: text('email').notNull().unique(),
  phoneNumber: text('phone_number').notNull(),
  createdAt: createdAt(),
});

export const contactMessages = pgTable('contact_messages', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  company: text('company'),
  message: text('message').notNull(),
  createdAt: createdAt(),
});

/** Small key/value facts the app decides once and keeps (e.g. the launch date). */
export const appSettings = pgTable('app_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
  updatedAt: updatedAt(),
});

/** Machine translations, cached by the hash of the source text and the language pair. */
export const translations = pgTable(
  'translations',
  {
    sourceHash: text('source_hash').notNull(),
    sourceLanguage: text('source_language').notNull(),
    targetLanguage: text('target_language').notNull(),
    provider: text('provider').notNull(),
    translatedText: text('translated_text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.sourceHash, t.sourceLanguage, t.targetLanguage, t.provider] })],
);

// --- home page content (reference data, seeded) ---

/** A highlighted state of the home-page map; `id` is the state's id in @svg-maps/india. */
export const regions = pgTable('regions', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  topExports: text('top_exports').array().notNull().default(sql`'{}'::text[]`),
  /** The same texts in the other UI languages, by language code. */
  translations: jsonb('translations')
    .$type<Record<string, { name: string; topExports: string[] }>>()
    .notNull()
    .default({}),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** A hypothetical use case for the home-page carousel; labelled as hypothetical in the UI. */
export const useCases = pgTable('use_cases', {
  id: text('id').primaryKey(),
  quote: text('quote').notNull(),
  author: text('author').notNull(),
  position: text('position').notNull(),
  company: text('company').notNull(),
  location: text('location').notNull(),
  avatarUrl: text('avatar_url'),
  translations: jsonb('translations')
    .$type<Record<string, { quote: string; position: string; company: string; location: string }>>()
    .notNull()
    .default({}),
  sortOrder: integer('sort_order').notNull().default(0),
});

export * from './order-schema';
export * from './reach-schema';
export * from './trade-schema';
export * from './trust-schema';
