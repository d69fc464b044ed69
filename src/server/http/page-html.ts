import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, brotliCompressSync, constants, gzip, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { RenderedPage } from '../../client/entry-server';
import { defaultLanguage, isLanguage, languageKey, languageOf } from '../../shared/i18n/languages';
import { type ScreenName, screenAt, screens } from '../../shared/screens';
import { requestLanguage } from './i18n';
import type { DrawPage } from './page-renderer';

const brotliAsync = promisify(brotliCompress);
const drawnPageMs = 60_000;
const drawnPageLimit = 500;
const gzipAsync = promisify(gzip);

/** Vite's build manifest (build.manifest): source file → emitted file. */
type Manifest = Record<string, { file: string }>;

interface Encoded {
  identity: Buffer;
  br: Buffer;
  gzip: Buffer;
}

/** The language the browser will pick: its saved choice (cookie) or else Accept-Language. */
function pageLanguage(req: FastifyRequest): string {
  const saved = (req.headers.cookie ?? '')
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === languageKey)?.[1];
  if (saved && isLanguage(saved)) return saved;
  return requestLanguage(req);
}

/**
 * Preloads for the translation files a screen shows (the UI language's and English, the
 * fallback). Its code is not preloaded here: the shell imports it as soon as it runs, and a
 * dozen parser-found module preloads would compete with the shell for the first paint.
 */
export function preloadLinks(manifest: Manifest, screen: ScreenName, lng: string): string[] {
  const languages = [...new Set([lng, defaultLanguage])];
  // English common is named in index.html itself.
  const files = languages.flatMap((l) =>
    [...(l === defaultLanguage ? [] : ['common']), ...screens[screen].namespaces].map(
      (ns) => manifest[`../shared/i18n/locales/${l}/${ns}.json`]?.file,
    ),
  );
  return files
    .filter((file) => file !== undefined)
    .map((file) => `<link rel="preload" as="fetch" crossorigin="anonymous" href="/${file}">`);
}

const escapeHtml = (text: string) =>
  text.replace(/[&<>"]/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;' })[c] ?? c);

/** The screen drawn by the server into the page, with the API answers it was drawn with. */
function withDrawnPage(html: string, drawn: RenderedPage): string {
  // JSON in a script element: only "<" could end it early.
  const state = JSON.stringify(drawn.state).replace(/</g, '\\u003c');
  return html
    .replace('<script type="module" crossorigin', '<script type="module" fetchpriority="low" crossorigin')
    .replace(/<title>[^<]*<\/title>/, () => `<title>${escapeHtml(drawn.title)}</title>`)
    .replace(
      /(<meta name="description" content=)"[^"]*"/,
      (_, start) => `${start}"${escapeHtml(drawn.description)}"`,
    )
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${drawn.html}</div>\n    <script id="page-state" type="application/json">${state}</script>`,
    );
}

/**
 * Serves the client's index.html for every page, named with the page's language and the files the
 * page needs (docs/decisions/0009-screen-preloads.md). With `drawPage`, public screens arrive drawn
 * (docs/decisions/0010-server-rendering.md); the rest is the same page for every request,
 * compressed once per screen and language. Paths no screen draws get the same page (it shows
 * "Page not found") with status 404.
 */
export function pageHtml(clientDir: string, drawPage?: DrawPage) {
  const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
  const cache = new Map<string, Encoded>();
  const drawnPages = new Map<string, { expiresAt: number; body: Promise<Encoded | undefined> }>();

  function page(screen: ScreenName | undefined, lng: string): string {
    const { code, dir } = languageOf(lng);
    const links = screen ? preloadLinks(manifest, screen, lng) : [];
    return template
      .replace(/<html[^>]*>/, `<html lang="${code}" dir="${dir}">`)
      .replace('</head>', `${links.map((l) => `    ${l}\n`).join('')}  </head>`);
  }

  function encoded(screen: ScreenName | undefined, lng: string): Encoded {
    const key = `${screen ?? ''}|${lng}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const identity = Buffer.from(page(screen, lng));
    const made = {
      identity,
      br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(identity, { level: 9 }),
    };
    cache.set(key, made);
    return made;
  }

  async function draw(req: FastifyRequest, screen: ScreenName, lng: string): Promise<Encoded | undefined> {
    let drawn: RenderedPage;
    try {
      drawn = await (drawPage as DrawPage)(req, lng);
    } catch (e) {
      req.log.warn(
        { err: e, url: req.url },
        'The page could not be drawn on the server; the browser draws it.',
      );
      return undefined;
    }
    const identity = Buffer.from(withDrawnPage(page(screen, lng), drawn));
    const [br, gzipped] = await Promise.all([
      brotliAsync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 9 } }),
      gzipAsync(identity, { level: 9 }),
    ]);
    return { identity, br, gzip: gzipped };
  }

  /**
   * A drawn page is kept per address and language for a minute, or until any write through the
   * API (`forgetDrawnPages`), so a busy page is drawn once, not per visit. Failed draws are not kept.
   */
  function drawn(req: FastifyRequest, screen: ScreenName, lng: string): Promise<Encoded | undefined> {
    const key = `${lng}|${req.url}`;
    const hit = drawnPages.get(key);
    if (hit && hit.expiresAt > Date.now()) return hit.body;
    const body = draw(req, screen, lng);
    drawnPages.delete(key);
    drawnPages.set(key, { expiresAt: Date.now() + drawnPageMs, body });
    const oldest = drawnPages.keys().next().value;
    if (drawnPages.size > drawnPageLimit && oldest !== undefined) drawnPages.delete(oldest);
    void body.then((made) => {
      if (!made && drawnPages.get(key)?.body === body) drawnPages.delete(key);
    });
    return body;
  }

  async function sendPage(req: FastifyRequest, reply: FastifyReply) {
    const screen = screenAt(new URL(req.url, 'http://x').pathname);
    const lng = pageLanguage(req);
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : undefined;
    const body =
      (drawPage && screen && screens[screen].serverRendered ? await drawn(req, screen, lng) : undefined) ??
      encoded(screen, lng);
    reply
      .code(screen ? 200 : 404)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, accept-language, cookie');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(body[encoding ?? 'identity']);
  }

  return { sendPage, forgetDrawnPages: () => drawnPages.clear() };
}
