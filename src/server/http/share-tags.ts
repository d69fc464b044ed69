import { languageOf } from '../../shared/i18n/languages';
import type { RenderedPage } from '../../shared/page-renderer';
import { defaultOgImagePath, ogImageSize } from '../../shared/share/links';
import { escapeHtml } from './escape-html';

/**
 * Open Graph and Twitter card tags of a drawn page, so a link shared on WhatsApp, LinkedIn or X
 * previews with its title, description and 1200×630 image. Every address is absolute, on the
 * site's public address (PUBLIC_URL), and the page's own is its canonical one (`pageAddress`).
 */
export function shareTags(
  publicUrl: string,
  siteName: string,
  address: string,
  lng: string,
  page: RenderedPage,
) {
  const image = `${publicUrl}${page.image ?? defaultOgImagePath}`;
  const tags: [string, string][] = [
    ['og:type', 'website'],
    ['og:site_name', siteName],
    ['og:title', page.title],
    ['og:description', page.description],
    ['og:url', `${publicUrl}${address}`],
    ['og:locale', languageOf(lng).locale.replace('-', '_')],
    ['og:image', image],
    ['og:image:type', 'image/jpeg'],
    ['og:image:width', String(ogImageSize.width)],
    ['og:image:height', String(ogImageSize.height)],
    ['og:image:alt', page.title],
  ];
  return [
    ...tags.map(([property, content]) => `<meta property="${property}" content="${escapeHtml(content)}" />`),
    '<meta name="twitter:card" content="summary_large_image" />',
    `<link rel="canonical" href="${escapeHtml(`${publicUrl}${address}`)}" />`,
  ].join('');
}
