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
  auth: (tab?: 'register', role?: 'buyer' | 'supplier') =>
    tab ? `/auth?tab=${tab}${role ? `&role=${role}` : ''}` : '/auth',
  forgotPassword: () => '/auth/forgot-password',
  resetPassword: () => '/auth/reset-password',
  devMailbox: () => '/dev/mailbox',
  dashboard: () => '/dashboard',
  profile: () => '/profile',
  settings: () => '/settings',
  products: () => '/products',
  upload: () => '/upload',
  catalog: () => '/catalog',
  catalogDetail: (id: string) => `/catalogs/${encodeURIComponent(id)}`,
  addProduct: () => '/products/new',
  search: (q?: string) => (q ? `/search?q=${encodeURIComponent(q)}` : '/search'),
} as const;

/** Router patterns, one per screen. */
export const routePatterns = {
  council: '/categories/epc/:councilId',
  supplier: '/suppliers/:id',
} as const;
