import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import { Link } from '../../../lib/router';
import type { Dashboard } from '../api';
import { OrdersTile } from './orders-tile';

const steps = [
  { key: 'profile', to: routes.profile() },
  { key: 'suppliers', to: routes.suppliers() },
  { key: 'councils', to: routes.categories() },
  { key: 'sell', to: routes.settings() },
] as const;

export function BuyerDashboard({ orders }: { orders: Dashboard['orders']['buyer'] }) {
  const { t } = useTranslation('account');
  return (
    <div className="grid gap-6 lg:grid-cols-3">
      <div className="lg:col-span-3">
        <OrdersTile figures={orders} side="buyer" />
      </div>
      <div className="rounded-lg border border-slate-200 p-5 lg:col-span-2">
        <h2 className="font-semibold text-ink">{t('dashboard.gettingStarted')}</h2>
        <ol className="mt-4 space-y-4">
          {steps.map((s, i) => (
            <li key={s.key} className="flex gap-3">
              <span className="flex size-7 shrink-0 items-center justify-center rounded-full bg-brand-100 text-sm font-semibold text-brand-700">
                {i + 1}
              </span>
              <div>
                <Link to={s.to} className="font-medium text-slate-900 hover:underline">
                  {t(`dashboard.steps.${s.key}.title`)}
                </Link>
                <p className="text-sm text-slate-600">{t(`dashboard.steps.${s.key}.text`)}</p>
              </div>
            </li>
          ))}
        </ol>
      </div>
      <div className="rounded-lg border border-dashed border-slate-300 p-5">
        <h2 className="font-semibold text-ink">{t('dashboard.savedSuppliers')}</h2>
        <p className="mt-2 text-sm text-slate-600">{t('dashboard.savedSuppliersText')}</p>
      </div>
    </div>
  );
}
