/** Lengths and sizes of search; the route and the forms both read them. */
export const searchLimits = {
  query: 100,
  place: 80,
  /** Suggestions start at this many characters. */
  suggestMin: 2,
  suggestions: 8,
  /** Words of a query that take part in matching; the rest are ignored. */
  words: 8,
  pageSize: 12,
  maxPage: 50,
  /**
   * Matches counted and ranked per kind: the newest this many are ranked by relevance and paged
   * through (maxPage × pageSize stays below it); a larger total reads "1,000+".
   */
  ranked: 1000,
} as const;

/** The quick buttons under the home search box: label key id and the query each runs. */
export const quickSearches = [
  { id: 'textiles', query: 'Textiles' },
  { id: 'electronics', query: 'Electronics' },
  { id: 'spices', query: 'Spices' },
  { id: 'pharmaceuticals', query: 'Pharmaceuticals' },
  { id: 'machinery', query: 'Machinery' },
  { id: 'agricultural', query: 'Agricultural' },
] as const;

/**
 * Words that say what kind of business is wanted ('textile suppliers in Surat') rather than
 * what it sells; they are dropped from matching when other words remain.
 */
export const searchNoiseWords = [
  'supplier',
  'suppliers',
  'manufacturer',
  'manufacturers',
  'manufacturing',
  'wholesaler',
  'wholesalers',
  'wholesale',
  'exporter',
  'exporters',
  'product',
  'products',
  'company',
  'companies',
] as const;

/** The filters of /search, in the order the URL and the panel show them. */
export const searchFilterKeys = [
  'category',
  'state',
  'city',
  'level',
  'priceMin',
  'priceMax',
  'moqMax',
] as const;
export type SearchFilterKey = (typeof searchFilterKeys)[number];
