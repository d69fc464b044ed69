import { METHODS } from 'node:http';
import type { FastifyInstance } from 'fastify';
import { authBasePath } from '../auth/auth';

export interface RouteEntry {
  method: string;
  /** Fastify's pattern: '/api/catalogs/:id', '/api/auth/*'. */
  url: string;
}

const line = /^((?:[│ ] {3})*)[├└]── (\S+)( \(.*\))?$/;

/**
 * Every route registered in the app, sorted, read from its router: unlike the OpenAPI document it
 * lists the routes hidden from the docs too. The HEAD route Fastify adds beside each GET is left out.
 */
export function routeTable(app: FastifyInstance, prefix = '/'): RouteEntry[] {
  const routes: RouteEntry[] = [];
  for (const method of METHODS) {
    // One tree per method: each line is a node's segment under its parent, '(METHOD)' when a route ends there.
    const path: string[] = [];
    for (const text of app.printRoutes({ method: method as 'GET' }).split('\n')) {
      const match = line.exec(text);
      if (!match) continue;
      const depth = (match[1] ?? '').length / 4;
      // Routes naming a parameter differently at one place share a node printed ':id|:claimId'.
      path.splice(depth, path.length, (match[2] ?? '').split('|')[0] ?? '');
      const url = path.join('');
      if (match[3] && url.startsWith(prefix)) routes.push({ method, url });
    }
  }
  const gets = new Set(routes.filter((r) => r.method === 'GET').map((r) => r.url));
  return routes
    .filter((r) => r.method !== 'HEAD' || !gets.has(r.url))
    .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
}

interface AuthEndpoint {
  path?: string;
  options?: { method?: string | string[]; metadata?: { SERVER_ONLY?: boolean } };
}

/**
 * The routes better-auth serves behind its catch-all ('/api/auth/*'), one per endpoint and method
 * the catch-all passes on, skipped as its router skips them (no path, or server-only).
 */
export function authRouteTable(app: FastifyInstance): RouteEntry[] {
  const passed = routeTable(app, `${authBasePath}/*`).map((r) => r.method);
  return (Object.values(app.auth.api) as AuthEndpoint[])
    .filter((e) => e.path && !e.options?.metadata?.SERVER_ONLY)
    .flatMap((e) =>
      [e.options?.method ?? []]
        .flat()
        .filter((method) => passed.includes(method))
        .map((method) => ({ method, url: `${authBasePath}${e.path}` })),
    )
    .sort((a, b) => a.url.localeCompare(b.url) || a.method.localeCompare(b.method));
}
