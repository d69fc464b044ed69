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
  /** The catalog wizard opened on a saved catalog, filled in. */
  catalogEdit: (id: string) => `/catalog?edit=${encodeURIComponent(id)}`,
  catalogDetail: (id: string) => `/catalogs/${encodeURIComponent(id)}`,
  addProduct: () => '/products/new',
  /** A product's public page. */
  product: (id: string) => `/products/${encodeURIComponent(id)}`,
  /** The add-product steps opened on a saved product, filled in. */
  productEdit: (id: string) => `/products/${encodeURIComponent(id)}/edit`,
  /** A listing's public page: a catalog's or a product's. */
  listing: (kind: 'catalog' | 'product', id: string) =>
    kind === 'catalog' ? routes.catalogDetail(id) : routes.product(id),
  search: (q?: string) => (q ? `/search?q=${encodeURIComponent(q)}` : '/search'),
  /** Catalogs that look like a photo; the photo travels as its visual signature. */
  imageSearch: (signature?: string) =>
    signature ? `/search/image?s=${encodeURIComponent(signature)}` : '/search/image',
  /** Both sides' conversations (inquiries and replies). */
  inbox: () => '/inbox',
  conversation: (id: string) => `/inbox/${encodeURIComponent(id)}`,
  /** 'Send Inquiry' to a catalog's, product's or supplier's owner. */
  inquiry: (kind: 'catalog' | 'product' | 'supplier', id: string) =>
    `/inquire/${kind}/${encodeURIComponent(id)}`,
  /** A buyer's own buy requirements, and a supplier's matched ones. */
  requirements: () => '/requirements',
  newRequirement: () => '/requirements/new',
  requirement: (id: string) => `/requirements/${encodeURIComponent(id)}`,
  /** The supplier's business verification: GSTIN, IEC and council memberships. */
  verification: () => '/verification',
  /** Order Management: the reader's orders, as seller or buyer, by status. */
  orders: () => '/orders',
  order: (id: string) => `/orders/${encodeURIComponent(id)}`,
  /** A supplier's proforma, drawn up from a conversation. */
  newOrder: (conversationId: string) => `/orders/new?conversation=${encodeURIComponent(conversationId)}`,
  /** The admin console, on one of its tabs. */
  admin: (tab?: 'queue' | 'users' | 'reports' | 'inboxes' | 'audit' | 'support') =>
    tab ? `/admin?tab=${tab}` : '/admin',
  /** The admin's Support tab, with one help request open. */
  adminSupport: (requestId: string) => `/admin?tab=support&request=${encodeURIComponent(requestId)}`,
  /** Support & Resources: the exporter guides (searched with `q`) and "Ask the TradeSetu team". */
  help: (q?: string) => (q ? `/help?q=${encodeURIComponent(q)}` : '/help'),
  guide: (slug: string) => `/help/${encodeURIComponent(slug)}`,
  /** The reader's own help requests, and one of them. */
  support: () => '/support',
  supportRequest: (id: string) => `/support/${encodeURIComponent(id)}`,
} as const;

/** Router patterns, one per screen. */
export const routePatterns = {
  council: '/categories/epc/:councilId',
  supplier: '/suppliers/:id',
  catalogDetail: '/catalogs/:id',
  product: '/products/:id',
  productEdit: '/products/:id/edit',
  conversation: '/inbox/:id',
  inquiry: '/inquire/:kind/:id',
  requirement: '/requirements/:id',
  newOrder: '/orders/new',
  order: '/orders/:id',
  guide: '/help/:slug',
  supportRequest: '/support/:id',
} as const;
