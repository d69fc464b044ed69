import { ArrowRight } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import { Link } from '../../../lib/router';
import { useAuth } from '../../auth/use-auth';

export const whyChooseId = 'why-choose';

/** 'Learn More' scrolls to Why Choose and moves focus there, so keyboard users land with it. */
function showWhyChoose() {
  const heading = document.getElementById(`${whyChooseId}-title`);
  const smooth = !window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  heading?.scrollIntoView({ behavior: smooth ? 'smooth' : 'auto', block: 'start' });
  heading?.focus({ preventScroll: true });
}

export function Hero() {
  const { t } = useTranslation('home');
  // Drawn for visitors by the server; a member, once known after hydration, is offered their dashboard.
  const { user } = useAuth();
  return (
    <section
      aria-labelledby="hero-title"
      className="bg-gradient-to-b from-brand-50 to-white px-4 pt-16 pb-12 text-center sm:pt-24 short:pt-8 short:pb-6"
    >
      <div className="mx-auto max-w-3xl">
        <p className="inline-block rounded-full bg-brand-100 px-3 py-1 text-sm font-medium text-brand-700">
          {t('home:hero.badge')}
        </p>
        {/* Sized to the screen: Tamil's longest word is ~10 em wide and must fit one line. */}
        <h1
          id="hero-title"
          className="mt-6 text-[clamp(1.5rem,8.5vw,3.75rem)] leading-tight short:mt-4 short:text-[clamp(1.5rem,8.5vw,3rem)] font-extrabold tracking-tight text-balance text-ink"
        >
          {t('home:hero.title')}
        </h1>
        <p className="mx-auto mt-6 max-w-2xl text-lg text-slate-600 short:mt-3">{t('home:hero.subtitle')}</p>
        <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row short:mt-5">
          <Link
            to={user ? routes.dashboard() : routes.waitlist()}
            className="inline-flex items-center justify-center gap-2 rounded-lg bg-brand-600 px-6 py-3 text-base font-semibold text-white shadow-sm hover:bg-brand-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {user ? t('home:hero.dashboard') : t('home:hero.joinWaitlist')}
            <ArrowRight aria-hidden className="size-4 rtl:-scale-x-100" />
          </Link>
          <button
            type="button"
            onClick={showWhyChoose}
            className="inline-flex items-center justify-center rounded-lg border border-slate-300 bg-white px-6 py-3 text-base font-semibold text-slate-800 hover:bg-slate-50 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
          >
            {t('home:hero.learnMore')}
          </button>
        </div>
        <p className="mt-4 text-sm text-slate-500 short:mt-2">{t('home:hero.earlyAccess')}</p>
      </div>
    </section>
  );
}
