import { AsyncLocalStorage } from 'node:async_hooks';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RenderedPage } from '../../client/entry-server';

interface RendererModule {
  renderPage(url: string, language: string): Promise<RenderedPage>;
  setApiTransport(send: typeof fetch): void;
}

export type DrawPage = (req: FastifyRequest, language: string) => Promise<RenderedPage>;

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
    const headers = new Headers();
    for (const [name, value] of Object.entries(res.headers)) {
      if (value !== undefined) headers.set(name, String(value));
    }
    const empty = res.statusCode === 204 || res.statusCode === 304;
    return new Response(empty ? null : new Uint8Array(res.rawPayload), { status: res.statusCode, headers });
  };
}

/**
 * The server's page renderer, built beside the client (CLIENT_DIR/.ssr, scripts/build.ts), or
 * undefined for a client built without it (every page is then drawn in the browser).
 */
export async function loadPageRenderer(
  app: FastifyInstance,
  clientDir: string,
): Promise<DrawPage | undefined> {
  const file = join(clientDir, '.ssr', 'entry-server.mjs');
  if (!existsSync(file)) {
    app.log.warn(`${file} is missing (build with 'npm run build'): pages are drawn in the browser only.`);
    return undefined;
  }
  const renderer = (await import(pathToFileURL(file).href)) as RendererModule;
  renderer.setApiTransport(injectFetch(app));
  return (req, language) =>
    visitor.run({ ip: req.ip, language }, () => renderer.renderPage(req.url, language));
}
