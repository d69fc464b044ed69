/** Names the service worker (src/client/sw.ts) and the page share. */

/** The cache of public API reads: emptied when someone signs in or out (lib/api.ts). */
export const apiReadsCache = 'api-reads';

/** The offline page (server: http/spa.ts), kept in the language the person last used. */
export const offlinePage = '/offline';

/**
 * The API reads a visitor may see, cached so a page visited before opens offline. Nothing
 * private: no /me or /mine, no account, conversation, order, admin, auth or dev route.
 */
export const publicApiReads =
  /^\/api\/(site|home|categories|councils|search|(suppliers|catalogs|products)(?!\/(me|mine)\b))(\/|\?|$)/;
