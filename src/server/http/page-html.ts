import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLanguage, languageKey, languageOf } from '../../shared/i18n/languages';
import type { RenderedPage } from '../../shared/page-renderer';
import { pageAddress, type ScreenName, screenAt, screens } from '../../shared/screens';
import { getSessionUser } from './auth-guard';
import { escapeHtml } from './escape-html';
import { requestLanguage } from './i18n';
import type { DrawPage } from './page-renderer';
import { contentSecurityPolicy } from './security';
import { shareTags } from './share-tags';

const brotliAsync = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** The language the page is drawn in: the visitor's choice (cookie) or else Accept-Language. */
function pageLanguage(req: FastifyRequest): string {
  const saved = (req.headers.cookie ?? '')
    .split(';')
    .map((pair) => pair.trim().split('='))
    .find(([name]) => name === languageKey)?.[1];
  return saved && isLanguage(saved) ? saved : requestLanguage(req);
}

/** Vite's build manifest (build.manifest): source file → emitted chunk and the chunks it imports. */
type Manifest = Record<string, { file: string; imports?: string[]; isEntry?: boolean }>;

/**
 * `<link rel="modulepreload">` for a screen's code and what it imports (not the shell, which the
 * page names itself): it arrives beside the shell instead of after it, so React can hydrate the
 * page as soon as the shell runs.
 */
export function modulePreloads(manifest: Manifest, screen: ScreenName | undefined): string {
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || chunk.isEntry || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit(screen ? screens[screen].module : 'features/shell/pages/not-found-page.tsx');
  return [...files].map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`).join('');
}

/** index.html with the page's language, title, description, markup and start-up state. */
function documentFor(template: string, lng: string, page: RenderedPage | undefined): string {
  const { code, dir } = languageOf(lng);
  let html = template.replace(/<html[^>]*>/, `<html lang="${code}" dir="${dir}">`);
  if (!page) return html;
  // JSON in a script element: only "<" could end it early.
  const state = page.state.replace(/</g, '\\u003c');
  html = html
    // Before the styles and scripts: it runs before any of the page's markup exists.
    .replace(/<title>[^<]*<\/title>/, () => `${page.head ?? ''}<title>${escapeHtml(page.title)}</title>`)
    .replace(
      /(<meta name="description" content=)"[^"]*"/,
      (_, start) => `${start}"${escapeHtml(page.description)}"`,
    )
    .replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${page.html}</div>\n    <script id="page-state" type="application/json">${state}</script>`,
    );
  // A drawn page already shows: its code comes after styles and images.
  return page.html
    ? html.replace('<script type="module"', '<script type="module" fetchpriority="low"')
    : html;
}

const inlineScript = /<script\b([^>]*)>([\s\S]*?)<\/script>/g;

/** CSP sources for a document's inline scripts (JSON data aside), each named by its SHA-256. */
export function inlineScriptHashes(html: string): string[] {
  const hashes = new Set<string>();
  for (const [, attributes = '', text = ''] of html.matchAll(inlineScript)) {
    if (/\bsrc=|type="application\/json"/.test(attributes)) continue;
    hashes.add(`'sha256-${createHash('sha256').update(text).digest('base64')}'`);
  }
  return [...hashes];
}

/**
 * A document's bytes and policy, made once: the same for every visitor (the CSP names its inline
 * scripts by hash, not by a nonce per response), so each encoding is compressed once, at the
 * highest level, when first asked for.
 */
interface Document {
  body: Buffer;
  csp: string;
  br?: Promise<Buffer>;
  gzip?: Promise<Buffer>;
}

const encoders = {
  br: (body: Buffer) => brotliAsync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }),
  gzip: (body: Buffer) => gzipAsync(body, { level: 9 }),
};

/**
 * Serves every page (docs/decisions/0011-react-19.md): index.html in the page's language, with its
 * strings and, for a public screen, drawn by React on the server with the API answers it used.
 * Paths no screen draws, and pages whose subject the API does not know, answer 404.
 */
export function pageHtml(clientDir: string, drawPage?: DrawPage) {
  const template = readFileSync(join(clientDir, 'index.html'), 'utf8');
  const manifestPath = join(clientDir, '.vite', 'manifest.json');
  const manifest: Manifest = existsSync(manifestPath) ? JSON.parse(readFileSync(manifestPath, 'utf8')) : {};

  async function draw(req: FastifyRequest, lng: string): Promise<RenderedPage | undefined> {
    try {
      return await drawPage?.(req, lng);
    } catch (e) {
      req.log.warn(
        { err: e, url: req.url },
        'The page could not be drawn on the server; the browser draws it.',
      );
      return undefined;
    }
  }

  // A drawn page's document lives as long as the renderer keeps the page; an undrawn one per
  // language and screen.
  const drawnDocuments = new WeakMap<RenderedPage, Document>();
  const undrawnDocuments = new Map<string, Document>();
  function documentOf(req: FastifyRequest, lng: string, page: RenderedPage | undefined, screen?: ScreenName) {
    const key = `${lng}|${screen}`;
    let doc = page ? drawnDocuments.get(page) : undrawnDocuments.get(key);
    if (!doc) {
      const { publicUrl, appName } = req.server.deps.config;
      // A drawn page is kept per address (pageAddress), so its document names that one.
      const share =
        page?.html && page.status === 200
          ? shareTags(publicUrl, appName, pageAddress(req.url), lng, page)
          : '';
      const html = documentFor(template, lng, page).replace(
        '</head>',
        `${share}${modulePreloads(manifest, screen)}</head>`,
      );
      const csp = contentSecurityPolicy(req.server.deps.config, inlineScriptHashes(html));
      doc = { body: Buffer.from(html), csp };
      if (page) drawnDocuments.set(page, doc);
      else undrawnDocuments.set(key, doc);
    }
    return doc;
  }

  return async function sendPage(req: FastifyRequest, reply: FastifyReply) {
    const lng = pageLanguage(req);
    const name = screenAt(new URL(req.url, 'http://x').pathname);
    // The admin console is a screen only for admins: anyone else gets the not-found answer without
    // its strings or code, so the page does not announce itself.
    const hidden = name && screens[name].access === 'admin' && (await getSessionUser(req))?.role !== 'admin';
    const screen = hidden ? undefined : name;
    const page = hidden ? undefined : await draw(req, lng);
    const doc = documentOf(req, lng, page, screen);
    reply
      .code(screen === undefined ? 404 : (page?.status ?? 200))
      .header('content-type', 'text/html; charset=utf-8')
      .header('content-security-policy', doc.csp)
      .header('cache-control', 'no-cache')
      .header('vary', 'accept-encoding, accept-language, cookie');
    const accepts = String(req.headers['accept-encoding'] ?? '');
    const encoding = /\bbr\b/.test(accepts) ? 'br' : /\bgzip\b/.test(accepts) ? 'gzip' : undefined;
    if (!encoding) return reply.send(doc.body);
    doc[encoding] ??= encoders[encoding](doc.body);
    return reply.header('content-encoding', encoding).send(await doc[encoding]);
  };
}
