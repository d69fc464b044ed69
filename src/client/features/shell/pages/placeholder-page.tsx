import { Hammer } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { usePageMeta } from '../../../lib/page-meta';

/**
 * Screens whose content a later issue builds show their heading and purpose, never an empty page.
 * The heading `pages.<page>` has its summary in `pageDescriptions.<page>`.
 */
export default function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  const descriptionKey = titleKey.replace(/^pages\./, 'pageDescriptions.');
  usePageMeta(titleKey, descriptionKey);
  return (
    <>
      <section className="bg-linear-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-5xl px-4 py-12 md:py-20">
          <h1 className="text-3xl font-bold tracking-tight text-ink md:text-4xl">{t(titleKey)}</h1>
          <p className="mt-4 max-w-2xl text-lg text-slate-600">{t(descriptionKey)}</p>
        </div>
      </section>
      <div className="mx-auto max-w-5xl px-4 pb-16">
        <p className="flex items-start gap-3 rounded-lg border border-dashed border-slate-300 bg-white p-5 text-slate-600">
          <Hammer className="mt-0.5 size-5 shrink-0 text-brand-600" aria-hidden="true" />
          {t('placeholder.comingSoon')}
        </p>
      </div>
    </>
  );
}
