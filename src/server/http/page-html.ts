import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { defaultLanguage, isLanguage, languageKey, languageOf } from '../../shared/i18n/languages';
import { type ScreenName, screenAt, screens } from '../../shared/screens';
import { requestLanguage } from './i18n';

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

/**
 * Serves the client's index.html for every page, named with the page's language and the files the
 * page needs (docs/decisions/0009-screen-preloads.md), compressed once per screen and language.
 * Paths no screen draws get the same page (it shows "Page not found") with status 404.
 */
export function pageHtml(clientDir: string) {
  const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};
  const cache = new Map<string, Encoded>();

  function encoded(screen: ScreenName | undefined, lng: string): Encoded {
    const key = `${screen ?? ''}|${lng}`;
    const hit = cache.get(key);
    if (hit) return hit;
    const { code, dir } = languageOf(lng);
    const links = screen ? preloadLinks(manifest, screen, lng) : [];
    const html = template
      .replace(/<html[^>]*>/, `<html lang="${code}" dir="${dir}">`)
      .replace('</head>', `${links.map((l) => `    ${l}\n`).join('')}  </head>`);
    const identity = Buffer.from(html);
    const made = {
      identity,
      br: brotliCompressSync(identity, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
      gzip: gzipSync(identity, { level: 9 }),
    };
    cache.set(key, made);
    return made;
  }

  return function sendPage(req: FastifyRequest, reply: FastifyReply) {
    const screen = screenAt(new URL(req.url, 'http://x').pathname);
    const body = encoded(screen, pageLanguage(req));
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : undefined;
    reply
      .code(screen ? 200 : 404)
      .header('content-type', 'text/html; charset=utf-8')
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, accept-language, cookie');
    if (encoding) reply.header('content-encoding', encoding);
    return reply.send(body[encoding ?? 'identity']);
  };
}
