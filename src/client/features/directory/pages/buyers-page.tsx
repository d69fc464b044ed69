import { BadgeCheck, Globe2, LayoutGrid, Users } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import { usePageMeta } from '../../../lib/page-meta';
import { Link } from '../../../lib/router';

const benefits = [
  { id: 'reach', icon: Globe2 },
  { id: 'trust', icon: BadgeCheck },
  { id: 'catalogs', icon: LayoutGrid },
] as const;

export default function BuyersPage() {
  const { t } = useTranslation(['directory', 'common']);
  usePageMeta('common:pages.buyers', 'common:pageDescriptions.buyers');
  return (
    <div>
      <section className="bg-gradient-to-b from-brand-50 to-white">
        <div className="mx-auto max-w-4xl px-4 py-16 text-center">
          <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t('common:pages.buyers')}</h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-slate-700">{t('directory:buyers.subtitle')}</p>
          <Link
            to={routes.auth('register', 'supplier')}
            className="mt-8 inline-block rounded-md bg-brand-600 px-6 py-3 font-semibold text-white hover:bg-brand-700"
          >
            {t('directory:buyers.register')}
          </Link>
        </div>
      </section>
      <section aria-labelledby="benefits-heading" className="mx-auto max-w-6xl px-4 py-12">
        <h2 id="benefits-heading" className="text-center text-2xl font-semibold text-ink">
          {t('directory:buyers.benefitsHeading')}
        </h2>
        <ul className="mt-8 grid gap-6 md:grid-cols-3">
          {benefits.map(({ id, icon: Icon }) => (
            <li key={id} className="rounded-xl border border-slate-200 p-6">
              <Icon aria-hidden className="size-8 text-brand-600" />
              <h3 className="mt-3 text-lg font-semibold text-ink">
                {t(`directory:buyers.benefits.${id}.title`)}
              </h3>
              <p className="mt-2 text-slate-600">{t(`directory:buyers.benefits.${id}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section className="mx-auto max-w-4xl px-4 pb-16">
        <div className="flex flex-col items-center gap-4 rounded-xl border-2 border-dashed border-brand-500 bg-brand-50 p-8 text-center">
          <Users aria-hidden className="size-10 text-brand-600" />
          <h2 className="text-2xl font-semibold text-ink">{t('directory:buyers.comingSoon')}</h2>
          <p className="max-w-xl text-slate-700">{t('directory:buyers.comingSoonText')}</p>
          <Link to={routes.waitlist()} className="font-medium text-brand-700 underline hover:text-brand-600">
            {t('directory:buyers.joinWaitlist')}
          </Link>
        </div>
      </section>
    </div>
  );
}
