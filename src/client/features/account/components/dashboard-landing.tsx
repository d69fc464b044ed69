import { BarChart3, LifeBuoy, MessageSquare, Package, ShieldCheck, Truck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import { CardLink } from '../../../components/ui/card-link';
import { buttonClass } from '../../../components/ui/field';
import { Link } from '../../../lib/router';

const tiles = [
  { key: 'products', Icon: Package },
  { key: 'inquiries', Icon: MessageSquare },
  { key: 'analytics', Icon: BarChart3 },
  { key: 'verification', Icon: ShieldCheck, to: routes.verification() },
  { key: 'orders', Icon: Truck, to: routes.orders() },
  { key: 'support', Icon: LifeBuoy, to: routes.help() },
] as const;

/** The dashboard for signed-out visitors: Sign In, Create Account and six tiles (spec section 2). */
export function DashboardLanding() {
  const { t } = useTranslation('account');
  return (
    <section className="mx-auto max-w-5xl px-4 py-16">
      <div className="text-center">
        <h1 className="text-3xl font-bold text-ink">{t('landing.title')}</h1>
        <p className="mx-auto mt-3 max-w-2xl text-slate-600">{t('landing.text')}</p>
        <div className="mt-6 flex justify-center gap-3">
          <Link to={routes.auth()} className={buttonClass.secondary}>
            {t('landing.signIn')}
          </Link>
          <Link to={routes.auth('register')} className={buttonClass.primary}>
            {t('landing.createAccount')}
          </Link>
        </div>
      </div>
      <ul className="mt-12 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {tiles.map(({ key, Icon, ...tile }) => (
          <li key={key} className="relative rounded-lg border border-slate-200 p-5">
            <Icon className="size-6 text-brand-600" aria-hidden="true" />
            <h2 className="mt-3 font-semibold text-ink">
              {'to' in tile ? (
                // Signing in on the way (the route guard), then the page itself.
                <CardLink to={tile.to}>{t(`landing.tiles.${key}.title`)}</CardLink>
              ) : (
                t(`landing.tiles.${key}.title`)
              )}
            </h2>
            <p className="mt-1 text-sm text-slate-600">{t(`landing.tiles.${key}.text`)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
