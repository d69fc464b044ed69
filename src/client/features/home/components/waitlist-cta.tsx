import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import { Link } from '../../../lib/router';
import { useAuth } from '../../auth/use-auth';

/** For visitors: members already have an account (the hero offers them their dashboard). */
export function WaitlistCta() {
  const { t } = useTranslation('home');
  const { user } = useAuth();
  if (user) return null;
  return (
    <section aria-labelledby="cta-title" className="bg-ink px-4 py-16 text-center text-white sm:py-20">
      <div className="mx-auto max-w-2xl">
        <h2 id="cta-title" className="text-3xl font-bold sm:text-4xl">
          {t('home:cta.title')}
        </h2>
        <p className="mt-4 text-lg text-slate-300">{t('home:cta.text')}</p>
        <Link
          to={routes.waitlist()}
          className="mt-8 inline-flex items-center justify-center rounded-lg bg-brand-600 px-8 py-3 text-base font-semibold text-white hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-white"
        >
          {t('home:cta.button')}
        </Link>
      </div>
    </section>
  );
}
