import { Trans, useTranslation } from 'react-i18next';
import { legalUpdatedOn } from '../../../../shared/site/constants';
import { useFormat } from '../../../lib/format';
import { usePageMeta } from '../../../lib/page-meta';
import { useSiteInfo } from '../api';

interface Props {
  /** 'terms' | 'privacy' | 'cookies': the page's key in common:pages and its block in pages.json. */
  page: 'terms' | 'privacy' | 'cookies';
  sections: readonly string[];
  /** Which mailbox the closing section names. */
  mailbox: 'legalEmail' | 'privacyEmail';
}

export function LegalPage({ page, sections, mailbox }: Props) {
  const { t } = useTranslation(['pages', 'common']);
  const format = useFormat();
  usePageMeta(`common:pages.${page}`, `common:pageDescriptions.${page}`);
  const site = useSiteInfo();
  const email = site.data?.[mailbox];
  const date = format.date(`${legalUpdatedOn}T12:00:00+05:30`, { dateStyle: 'long' });
  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      <h1 className="text-3xl font-bold text-ink">{t(`common:pages.${page}`)}</h1>
      <p className="mt-2 text-sm text-slate-500">
        <time dateTime={legalUpdatedOn}>{t('pages:legal.updated', { date })}</time>
      </p>
      <p className="mt-6 text-slate-700">{t(`pages:${page}.intro`)}</p>
      {sections.map((id) => (
        <section key={id} aria-labelledby={`${page}-${id}`} className="mt-8">
          <h2 id={`${page}-${id}`} className="text-xl font-semibold text-ink">
            {t(`pages:${page}.sections.${id}.title`)}
          </h2>
          <p className="mt-2 text-slate-700">{t(`pages:${page}.sections.${id}.body`)}</p>
        </section>
      ))}
      {email && (
        <p className="mt-4 text-slate-700">
          <Trans
            t={t}
            i18nKey="pages:legal.contactLine"
            values={{ email }}
            components={{
              // Trans puts the address inside the link.
              // biome-ignore lint/a11y/useAnchorContent: content comes from the translation
              mail: <a href={`mailto:${email}`} className="font-medium text-brand-700 underline" />,
            }}
          />
        </p>
      )}
    </article>
  );
}
