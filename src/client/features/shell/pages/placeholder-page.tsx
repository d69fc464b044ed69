import { useTranslation } from 'react-i18next';

/** Screens whose content a later issue builds show their heading, never an empty page. */
export default function PlaceholderPage({ titleKey }: { titleKey: string }) {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <h1 className="text-3xl font-bold text-ink">{t(titleKey)}</h1>
      <p className="mt-4 text-slate-600">{t('placeholder.comingSoon')}</p>
    </section>
  );
}
