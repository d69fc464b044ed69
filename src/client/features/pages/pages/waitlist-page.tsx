import { BadgePercent, CheckCircle2, MessagesSquare, Rocket } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import { usePageMeta } from '../../../lib/page-meta';
import { Link } from '../../../lib/router';
import { launchQuery } from '../api';
import { Countdown } from '../components/countdown';
import { WaitlistForm } from '../components/waitlist-form';

const perks = [
  { id: 'earlyAccess', icon: Rocket },
  { id: 'pricing', icon: BadgePercent },
  { id: 'feedback', icon: MessagesSquare },
] as const;

/** The launch date is read before the server draws the page: the countdown shows without scripts. */
export const queries = () => [launchQuery()];

export default function WaitlistPage() {
  const { t } = useTranslation(['pages', 'common']);
  usePageMeta('common:pages.waitlist', 'common:pageDescriptions.waitlist');
  const [joinedAs, setJoinedAs] = useState<string | null>(null);

  return (
    <div className="bg-gradient-to-b from-brand-50 to-white">
      <div className="mx-auto max-w-5xl px-4 py-12">
        <header className="text-center">
          <h1 className="text-3xl font-bold text-ink sm:text-4xl">{t('common:pages.waitlist')}</h1>
          <p className="mx-auto mt-3 max-w-2xl text-lg text-slate-700">{t('pages:waitlist.subtitle')}</p>
        </header>
        <div className="mx-auto mt-8 max-w-xl">
          <Countdown />
        </div>
        <div className="mt-10 grid gap-8 md:grid-cols-2">
          <section
            aria-labelledby="waitlist-form-heading"
            className="rounded-xl bg-white p-6 shadow-sm ring-1 ring-slate-200"
          >
            {joinedAs ? (
              <div className="py-6 text-center" aria-live="polite">
                <CheckCircle2 aria-hidden className="mx-auto size-12 text-emerald-600" />
                <h2 id="waitlist-form-heading" className="mt-3 text-xl font-semibold text-ink">
                  {t('pages:waitlist.thanks.heading')}
                </h2>
                <p className="mt-2 text-slate-700">{t('pages:waitlist.thanks.text', { email: joinedAs })}</p>
                <Link
                  to={routes.suppliers()}
                  className="mt-4 inline-block font-medium text-brand-700 underline"
                >
                  {t('pages:waitlist.thanks.explore')}
                </Link>
              </div>
            ) : (
              <>
                <h2 id="waitlist-form-heading" className="mb-4 text-xl font-semibold text-ink">
                  {t('pages:waitlist.form.heading')}
                </h2>
                <WaitlistForm onJoined={setJoinedAs} />
              </>
            )}
          </section>
          <section aria-labelledby="perks-heading">
            <h2 id="perks-heading" className="text-xl font-semibold text-ink">
              {t('pages:waitlist.perks.heading')}
            </h2>
            <ul className="mt-4 space-y-4">
              {perks.map(({ id, icon: Icon }) => (
                <li key={id} className="flex gap-3">
                  <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-100 text-brand-700">
                    <Icon aria-hidden className="size-5" />
                  </span>
                  <div>
                    <h3 className="font-semibold text-ink">{t(`pages:waitlist.perks.${id}.title`)}</h3>
                    <p className="text-slate-600">{t(`pages:waitlist.perks.${id}.text`)}</p>
                  </div>
                </li>
              ))}
            </ul>
          </section>
        </div>
      </div>
    </div>
  );
}
