import { createContext, useContext, useEffect } from 'react';
import { useTranslation } from 'react-i18next';

const namespaceOf = (key: string) => (key.includes(':') ? (key.split(':')[0] as string) : 'common');

export interface PageMeta {
  title: string;
  description: string;
  /** The link preview's image (src/shared/share/links.ts ogImagePath). */
  image?: string;
}

/** Where the server's page renderer collects the title, description and image it writes into the HTML. */
export const PageMetaSink = createContext<((meta: PageMeta) => void) | null>(null);

/**
 * Sets the document title ('<title> — TradeSetu') and the meta description of the current page
 * in the UI language. Keys may name their namespace ('home:meta.title'); bare keys are common.
 */
export function usePageMeta(
  titleKey: string,
  descriptionKey = 'common:app.defaultDescription',
  /** Values the two strings name ('{{title}}'), for a page about one thing. */
  values?: Record<string, string>,
  /** The link preview's image of a page about one thing; only the server's HTML names it. */
  image?: string,
) {
  const { t } = useTranslation([namespaceOf(titleKey), namespaceOf(descriptionKey), 'common']);
  const title = `${t(titleKey, values)} — ${t('common:app.name')}`;
  const description = t(descriptionKey, values);
  useContext(PageMetaSink)?.({ title, description, image });
  useEffect(() => {
    document.title = title;
    document.head
      .querySelector<HTMLMetaElement>('meta[name="description"]')
      ?.setAttribute('content', description);
  }, [title, description]);
}
