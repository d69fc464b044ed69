/** Typed paths used by the client router, links and the e2e tests. */
export const routes = {
  home: () => '/',
  categories: () => '/categories',
  council: (councilId: string) => `/categories/epc/${encodeURIComponent(councilId)}`,
  suppliers: () => '/suppliers',
  supplier: (id: string) => `/suppliers/${encodeURIComponent(id)}`,
  buyers: () => '/buyers',
  contact: () => '/contact',
  about: () => '/about',
  terms: () => '/terms',
  privacy: () => '/privacy',
  cookies: () => '/cookies',
  sitemap: () => '/sitemap',
  waitlist: () => '/waitlist',
  auth: (tab?: 'register') => (tab ? `/auth?tab=${tab}` : '/auth'),
  dashboard: () => '/dashboard',
  profile: () => '/profile',
  settings: () => '/settings',
  products: () => '/products',
  upload: () => '/upload',
  catalog: () => '/catalog',
  addProduct: () => '/products/new',
  search: (q?: string) => (q ? `/search?q=${encodeURIComponent(q)}` : '/search'),
} as const;

/** Router patterns, one per screen. */
export const routePatterns = {
  council: '/categories/epc/:councilId',
  supplier: '/suppliers/:id',
} as const;
