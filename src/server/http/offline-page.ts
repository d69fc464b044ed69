import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLanguage, languageOf } from '../../shared/i18n/languages';
import { escapeHtml } from './escape-html';
import { requestLanguage, translatorForLanguage } from './i18n';

/**
 * The page the service worker shows for a page not kept on the device while offline
 * (src/client/sw.ts): plain HTML with no script, in the language of `?lng=` (the page the person
 * last opened) or else of Accept-Language.
 * "Try again" links to the address the person asked for, which the worker shows in its place.
 */
export function sendOfflinePage(req: FastifyRequest<{ Querystring: { lng?: string } }>, reply: FastifyReply) {
  const asked = req.query.lng;
  const { code, dir } = languageOf(asked && isLanguage(asked) ? asked : requestLanguage(req));
  const t = translatorForLanguage(code);
  const text = (key: string) => escapeHtml(t(`common:offline.${key}`));
  return reply
    .header('content-type', 'text/html; charset=utf-8')
    .header('content-language', code)
    .header('cache-control', 'no-cache')
    .send(`<!doctype html>
<html lang="${code}" dir="${dir}">
<head>
<meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="theme-color" content="#ea580c"><link rel="icon" href="/favicon.svg" type="image/svg+xml">
<title>${text('title')} · TradeSetu</title>
<style>
body{margin:0;font-family:system-ui,sans-serif;color:#0f172a;background:#fff}
main{max-width:28rem;margin:18vh auto 0;padding:0 1.5rem;text-align:center}
h1{font-size:1.5rem;margin:1.5rem 0 .5rem}p{color:#475569;line-height:1.5}
a{display:inline-block;margin-top:1rem;padding:.75rem 1.5rem;border-radius:.5rem;background:#ea580c;color:#fff;font-weight:600;text-decoration:none}
</style>
</head>
<body>
<main>
<img src="/icons/icon-192.png" width="64" height="64" alt="TradeSetu">
<h1>${text('title')}</h1>
<p>${text('page')}</p>
<a href="">${text('retry')}</a>
</main>
</body>
</html>
`);
}
