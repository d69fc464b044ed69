import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { PageRenderer, RenderedPage } from '../../shared/page-renderer';
import { pageAddress } from '../../shared/screens';
import { changeTopics } from './changes';

const drawnPageMs = 60_000;
const drawnPageLimit = 500;
/** Pages one address may have drawn (not found kept) per window; past it, the browser draws them. */
const drawsPerWindow = 10;
const drawWindowMs = 2_000;

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

/**
 * The page drawn on the server, or undefined when the browser is to draw it. A kept page is the
 * same object for every visitor until it is drawn again (page-html.ts keeps its bytes by it).
 */
export type DrawPage = (req: FastifyRequest, language: string) => Promise<RenderedPage | undefined>;

/**
 * Whether an address may have one more page drawn: at most `limit` in each window of `ms`. The
 * counts start afresh with each window, so they take no more room than one window's addresses.
 */
function drawBudget(limit: number, ms: number) {
  let window = 0;
  const used = new Map<string, number>();
  return (ip: string) => {
    const now = Math.floor(Date.now() / ms);
    if (now !== window) {
      window = now;
      used.clear();
    }
    const count = (used.get(ip) ?? 0) + 1;
    used.set(ip, count);
    return count <= limit;
  };
}

/**
 * The page renderer built beside the client (CLIENT_DIR/.ssr, scripts/build.ts), or undefined for
 * a client built without it (pages are then drawn in the browser). A page is drawn from its path
 * and the query parameters its screen reads (`pageAddress`), so `?utm_source=…` finds the page
 * already drawn. A drawn page is kept per address and language for a minute, or until the change
 * feed says its data changed, the least recently asked for leaving first past 500. An address
 * asking for more pages not kept than `drawsPerWindow` gets them undrawn: its browser draws them,
 * and it cannot hold the server's CPU with addresses made up one after another.
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
  const draw = async (url: string, ip: string, language: string) => {
    const { renderPage } = await renderer();
    return visitor.run({ ip, language }, () => renderPage({ url, language }));
  };
  // In order of use, the least recent first.
  const drawn = new Map<string, { page: Promise<RenderedPage>; until: number }>();
  for (const topic of changeTopics) app.changes.on(topic, () => drawn.clear());
  const mayDraw = drawBudget(drawsPerWindow, drawWindowMs);

  return async (req, language) => {
    const url = pageAddress(req.url);
    const key = `${language}|${url}`;
    let kept = drawn.get(key);
    drawn.delete(key);
    if (!kept || kept.until <= Date.now()) {
      if (!mayDraw(req.ip)) {
        req.log.debug({ url }, 'Over its draw budget: the browser draws this page.');
        return undefined;
      }
      const entry = { page: draw(url, req.ip, language), until: Date.now() + drawnPageMs };
      // A failed draw is not kept: the next visit tries again.
      entry.page.catch(() => drawn.get(key) === entry && drawn.delete(key));
      kept = entry;
    }
    drawn.set(key, kept);
    const oldest = drawn.keys().next().value;
    if (drawn.size > drawnPageLimit && oldest !== undefined) drawn.delete(oldest);
    return kept.page;
  };
}
