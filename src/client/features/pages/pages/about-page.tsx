import { BarChart3, Handshake, IndianRupee, Languages, ShieldCheck, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import { usePageMeta } from '../../../lib/page-meta';
import { Link } from '../../../lib/router';

const features = [
  { id: 'matching', icon: Sparkles },
  { id: 'translation', icon: Languages },
  { id: 'trust', icon: ShieldCheck },
  { id: 'analytics', icon: BarChart3 },
  { id: 'pricing', icon: IndianRupee },
  { id: 'fraud', icon: Handshake },
] as const;

export default function AboutPage() {
  const { t } = useTranslation(['pages', 'common']);
  usePageMeta('common:pages.about', 'common:pageDescriptions.about');
  return (
    <article className="mx-auto max-w-4xl px-4 py-12">
      <h1 className="text-3xl font-bold text-ink">{t('common:pages.about')}</h1>
      <p className="mt-4 text-lg text-slate-700">{t('pages:about.intro')}</p>
      <section aria-labelledby="mission-heading" className="mt-10">
        <h2 id="mission-heading" className="text-2xl font-semibold text-ink">
          {t('pages:about.missionHeading')}
        </h2>
        <p className="mt-2 text-slate-700">{t('pages:about.mission')}</p>
      </section>
      <section aria-labelledby="features-heading" className="mt-10">
        <h2 id="features-heading" className="text-2xl font-semibold text-ink">
          {t('pages:about.featuresHeading')}
        </h2>
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {features.map(({ id, icon: Icon }) => (
            <li key={id} className="flex items-start gap-3 rounded-lg border border-slate-200 p-4">
              <Icon aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
              <span className="text-slate-700">{t(`pages:about.features.${id}`)}</span>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="goal-heading" className="mt-10">
        <h2 id="goal-heading" className="text-2xl font-semibold text-ink">
          {t('pages:about.goalHeading')}
        </h2>
        <p className="mt-2 text-slate-700">{t('pages:about.goal')}</p>
      </section>
      <div className="mt-10 flex flex-wrap gap-3">
        <Link
          to={routes.waitlist()}
          className="rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700"
        >
          {t('pages:about.cta')}
        </Link>
        <Link
          to={routes.contact()}
          className="rounded-md border border-slate-300 px-5 py-2.5 font-semibold text-slate-700 hover:bg-slate-50"
        >
          {t('pages:about.contact')}
        </Link>
      </div>
    </article>
  );
}
