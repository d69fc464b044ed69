import { AsyncLocalStorage } from 'node:async_hooks';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageRenderer, RenderedPage } from '../../shared/page-renderer';
import { changeTopics } from './changes';
import { readCache } from './read-cache';

const drawnPageMs = 60_000;
const drawnPageLimit = 500;

/** Whose page is being drawn: its API requests count against that visitor's limits, in its language. */
const visitor = new AsyncLocalStorage<{ ip: string; language: string }>();

/** fetch() answered by the app's own router (app.inject): a page's API reads never leave the process. */
function injectFetch(app: FastifyInstance): typeof fetch {
  return async (input, init) => {
    const who = visitor.getStore();
    const res = await app.inject({
      method: (init?.method ?? 'GET') as 'GET',
      url: String(input),
      headers: {
        ...(init?.headers as Record<string, string>),
        ...(who ? { 'accept-language': who.language } : {}),
      },
      payload: init?.body as string | undefined,
      remoteAddress: who?.ip,
    });
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), {
      status: res.statusCode,
      headers: Object.entries(res.headers).map(([name, value]): [string, string] => [name, String(value)]),
    });
  };
}

/** A drawn page and the placeholder its inline scripts carry where each response's nonce goes. */
export interface DrawnPage extends RenderedPage {
  noncePlaceholder: string;
}
export type DrawPage = (req: FastifyRequest, language: string) => Promise<DrawnPage>;

/**
 * The page renderer built beside the client (CLIENT_DIR/.ssr, scripts/build.ts), or undefined for
 * a client built without it (pages are then drawn in the browser). A drawn page is kept per
 * address and language for a minute, or until the change feed says its data changed, so a busy
 * page is drawn once, not per visit; it is drawn with a placeholder nonce that each response
 * replaces with its own.
 */
export function loadPageRenderer(app: FastifyInstance, clientDir: string): DrawPage | undefined {
  const file = join(clientDir, '.ssr', 'entry-server.mjs');
  if (!existsSync(file)) {
    app.log.warn(`${file} is missing (build with 'npm run build'): pages are drawn in the browser only.`);
    return undefined;
  }
  // Loaded with the first page, not at start: the API is up sooner.
  let loading: Promise<PageRenderer> | undefined;
  const renderer = () => {
    loading ??= import(pathToFileURL(file).href).then((module: PageRenderer) => {
      module.setApiTransport(injectFetch(app));
      return module;
    });
    return loading;
  };
  const noncePlaceholder = randomBytes(12).toString('base64url');
  const drawn = new Map<string, ReturnType<typeof readCache<RenderedPage>>>();
  for (const topic of changeTopics) app.changes.on(topic, () => drawn.clear());

  return async (req, language) => {
    const key = `${language}|${req.url}`;
    let page = drawn.get(key);
    if (!page) {
      page = readCache(drawnPageMs, async () => {
        const { renderPage } = await renderer();
        return visitor.run({ ip: req.ip, language }, () =>
          renderPage({ url: req.url, language, nonce: noncePlaceholder }),
        );
      });
      drawn.set(key, page);
      const oldest = drawn.keys().next().value;
      if (drawn.size > drawnPageLimit && oldest !== undefined) drawn.delete(oldest);
    }
    return { ...(await page.get()), noncePlaceholder };
  };
}
