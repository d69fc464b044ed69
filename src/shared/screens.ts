import { routePatterns, routes } from './routes';
import { searchFilterKeys } from './search/constants';

/**
 * Every screen: its path pattern, the module under src/client that draws it, and the translation
 * namespaces it shows (all of them, including its components': a namespace first asked for by a
 * component mounted later suspends the page and would drop what the user has typed). The client router loads a screen's code and namespaces together; the
 * server names the same files in the page's HTML so the browser fetches them with the shell
 * rather than one after another (docs/decisions/0009-screen-preloads.md).
 */
export interface Screen {
  path: string;
  module: string;
  namespaces: readonly string[];
  /** Who may open it (section 2's route table); the client's route guard enforces it. */
  access: 'public' | 'signedIn' | 'supplier' | 'admin';
  /** Whether the server draws it into the page's HTML (docs/decisions/0010-server-rendering.md). */
  serverRendered: boolean;
}

const screen = (
  path: string,
  module: string,
  namespaces: readonly string[],
  access: Screen['access'] = 'public',
  serverRendered = access === 'public',
): Screen => ({ path, module: `features/${module}.tsx`, namespaces, access, serverRendered });

export const screens = {
  home: screen(routes.home(), 'home/pages/home-page', ['home', 'search', 'media', 'directory']),
  categories: screen(routes.categories(), 'directory/pages/categories-page', ['directory']),
  council: screen(routePatterns.council, 'directory/pages/council-page', ['directory', 'products']),
  suppliers: screen(routes.suppliers(), 'directory/pages/suppliers-page', ['directory']),
  supplier: screen(routePatterns.supplier, 'directory/pages/supplier-page', [
    'directory',
    'products',
    'trust',
    'share',
    'pdf',
  ]),
  buyers: screen(routes.buyers(), 'directory/pages/buyers-page', ['directory']),
  contact: screen(routes.contact(), 'pages/pages/contact-page', ['pages']),
  about: screen(routes.about(), 'pages/pages/about-page', ['pages']),
  terms: screen(routes.terms(), 'pages/pages/terms-page', ['pages']),
  privacy: screen(routes.privacy(), 'pages/pages/privacy-page', ['pages']),
  cookies: screen(routes.cookies(), 'pages/pages/cookies-page', ['pages']),
  sitemap: screen(routes.sitemap(), 'pages/pages/sitemap-page', ['pages']),
  waitlist: screen(routes.waitlist(), 'pages/pages/waitlist-page', ['pages']),
  search: screen(routes.search(), 'search/pages/search-page', ['search', 'directory', 'media']),
  imageSearch: screen(routes.imageSearch(), 'image-search/pages/image-search-page', ['media', 'directory']),
  auth: screen(routes.auth(), 'auth/pages/auth-page', ['auth']),
  forgotPassword: screen(routes.forgotPassword(), 'auth/pages/forgot-password-page', ['auth']),
  resetPassword: screen(routes.resetPassword(), 'auth/pages/reset-password-page', ['auth']),
  // A development tool, and a page about whoever is signed in: both drawn in the browser only.
  devMailbox: screen(routes.devMailbox(), 'auth/pages/mailbox-page', ['auth'], 'public', false),
  dashboard: screen(
    routes.dashboard(),
    'account/pages/dashboard-page',
    ['account', 'directory', 'trade', 'trust', 'orders'],
    'public',
    false,
  ),
  profile: screen(
    routes.profile(),
    'account/pages/profile-page',
    ['account', 'directory', 'media', 'orders', 'share'],
    'signedIn',
  ),
  settings: screen(
    routes.settings(),
    'account/pages/settings-page',
    ['account', 'directory', 'notifications'],
    'signedIn',
  ),
  products: screen(
    routes.products(),
    'products/pages/products-page',
    ['products', 'catalog', 'pdf'],
    'supplier',
  ),
  upload: screen(routes.upload(), 'products/pages/products-page', ['products', 'catalog', 'pdf'], 'supplier'),
  catalog: screen(
    routes.catalog(),
    'catalogs/pages/catalog-wizard-page',
    ['catalog', 'media', 'orders', 'share'],
    'supplier',
  ),
  addProduct: screen(
    routes.addProduct(),
    'products/pages/add-product-page',
    ['products', 'catalog', 'media', 'orders', 'share'],
    'supplier',
  ),
  catalogDetail: screen(routePatterns.catalogDetail, 'catalogs/pages/catalog-page', [
    'catalog',
    'directory',
    'share',
    'pdf',
  ]),
  // After addProduct: '/products/new' is the add page, not a product called 'new'.
  product: screen(routePatterns.product, 'products/pages/product-page', [
    'products',
    'catalog',
    'media',
    'share',
    'pdf',
  ]),
  productEdit: screen(
    routePatterns.productEdit,
    'products/pages/add-product-page',
    ['products', 'catalog', 'media', 'orders'],
    'supplier',
  ),
  inbox: screen(routes.inbox(), 'inbox/pages/inbox-page', ['inbox', 'trade'], 'signedIn'),
  conversation: screen(
    routePatterns.conversation,
    'inbox/pages/conversation-page',
    ['inbox', 'trade', 'media', 'orders', 'share'],
    'signedIn',
  ),
  inquiry: screen(routePatterns.inquiry, 'inbox/pages/inquiry-page', ['inbox', 'trade']),
  requirements: screen(
    routes.requirements(),
    'rfq/pages/requirements-page',
    ['rfq', 'trade', 'catalog'],
    'signedIn',
  ),
  // After requirements: '/requirements/new' is the form, not a requirement called 'new'.
  newRequirement: screen(
    routes.newRequirement(),
    'rfq/pages/new-requirement-page',
    ['rfq', 'trade', 'catalog', 'media'],
    'signedIn',
  ),
  requirement: screen(
    routePatterns.requirement,
    'rfq/pages/requirement-page',
    ['rfq', 'trade', 'catalog', 'orders'],
    'signedIn',
  ),
  orders: screen(routes.orders(), 'orders/pages/orders-page', ['orders', 'trade'], 'signedIn'),
  // After orders: '/orders/new' is the proforma form, not an order called 'new'.
  newOrder: screen(routePatterns.newOrder, 'orders/pages/new-order-page', ['orders', 'trade'], 'supplier'),
  order: screen(routePatterns.order, 'orders/pages/order-page', ['orders', 'trade'], 'signedIn'),
  verification: screen(
    routes.verification(),
    'trust/pages/verification-page',
    ['trust', 'directory'],
    'supplier',
  ),
  // To anyone but an admin, the not-found page: nothing tells them the console exists.
  admin: screen(routes.admin(), 'admin/pages/admin-page', ['admin', 'trust', 'support'], 'admin'),
  help: screen(routes.help(), 'support/pages/help-page', ['support']),
  guide: screen(routePatterns.guide, 'support/pages/guide-page', ['support']),
  supportRequests: screen(routes.support(), 'support/pages/requests-page', ['support'], 'signedIn'),
  supportRequest: screen(routePatterns.supportRequest, 'support/pages/request-page', ['support'], 'signedIn'),
} as const satisfies Record<string, Screen>;

export type ScreenName = keyof typeof screens;

/** `?photo=n`: the listing photo open full screen (components/media/photo-gallery.tsx). */
const photo = 'photo';

/**
 * The query parameters each screen's page and its components read (useSearchParams,
 * location.search); a screen not named reads none. The server draws and keeps a page per path and
 * these alone (`pageAddress`), so any other (`?utm_source=…`) finds the same drawn page: a
 * parameter read but missing here would be drawn as if absent. Every page reads an empty value as
 * absent, and the first of repeated ones (URLSearchParams.get).
 */
export const screenQueries: Partial<Record<ScreenName, readonly string[]>> = {
  search: ['q', ...searchFilterKeys, 'page'],
  suppliers: ['q', 'tab', 'state', 'category', 'minResponseRate'],
  imageSearch: ['s'],
  auth: ['tab', 'role', 'verified', 'error'],
  resetPassword: ['token', 'error'],
  settings: ['emailChanged', 'error'],
  products: ['q', 'sort'],
  upload: ['q', 'sort'],
  catalog: ['edit', photo],
  catalogDetail: [photo],
  product: [photo],
  admin: ['tab', 'q', 'offset', 'status', 'inbox', 'request'],
  help: ['q'],
  orders: ['status', 'side', 'page'],
  newOrder: ['conversation'],
};

/**
 * The parameters of a pattern such as '/suppliers/:id' in a pathname (one non-empty segment per
 * parameter, decoded), or null when it does not match.
 */
export function matchPath(pattern: string, pathname: string): Record<string, string> | null {
  const want = pattern.split('/');
  const got = (pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname).split('/');
  if (want.length !== got.length) return null;
  const params: Record<string, string> = {};
  for (const [i, part] of want.entries()) {
    const value = got[i] ?? '';
    if (!part.startsWith(':')) {
      if (part !== value) return null;
    } else if (!value) return null;
    else params[part.slice(1)] = safeDecode(value);
  }
  return params;
}

const safeDecode = (v: string) => {
  try {
    return decodeURIComponent(v);
  } catch {
    return v;
  }
};

/** The screen drawn at a pathname, or undefined for the not-found page. */
export function screenAt(pathname: string): ScreenName | undefined {
  return (Object.keys(screens) as ScreenName[]).find(
    (name) => matchPath(screens[name].path, pathname) !== null,
  );
}

/** A screen's query string as its page reads it: its parameters sorted, each once, none empty. */
export function screenQuery(name: ScreenName | undefined, search: URLSearchParams): string {
  const query = new URLSearchParams();
  for (const key of [...((name && screenQueries[name]) ?? [])].sort()) {
    const value = search.get(key);
    if (value) query.set(key, value);
  }
  return query.toString();
}

/** The address a page is drawn from: its path and the query its screen reads (`screenQueries`). */
export function pageAddress(url: string): string {
  const { pathname, searchParams } = new URL(url, 'http://localhost');
  const query = screenQuery(screenAt(pathname), searchParams);
  return query ? `${pathname}?${query}` : pathname;
}
