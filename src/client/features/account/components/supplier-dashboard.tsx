import { PlusCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import { buttonClass } from '../../../components/ui/field';
import { useFormat } from '../../../lib/format';
import { Link } from '../../../lib/router';
import type { Dashboard } from '../api';
import { OrdersTile } from './orders-tile';
import { VerificationTile } from './verification-tile';

export function SupplierDashboard({
  data,
  orders,
}: {
  data: NonNullable<Dashboard['supplier']>;
  orders: Dashboard['orders']['supplier'];
}) {
  const { t } = useTranslation('account');
  const format = useFormat();
  const stats = [
    { label: t('dashboard.catalogs'), value: data.catalogs },
    { label: t('dashboard.products'), value: data.products },
  ];
  return (
    <div className="space-y-6">
      <div className="flex flex-wrap gap-3">
        <Link to={routes.catalog()} className={buttonClass.primary}>
          <PlusCircle className="size-4" aria-hidden="true" />
          {t('dashboard.createCatalog')}
        </Link>
        <Link to={routes.products()} className={buttonClass.secondary}>
          {t('dashboard.myProducts')}
        </Link>
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        {stats.map((s) => (
          <div key={s.label} className="rounded-lg border border-slate-200 p-5">
            <dt className="text-sm text-slate-600">{s.label}</dt>
            <dd className="mt-1 text-3xl font-bold text-ink">{format.number(s.value)}</dd>
          </div>
        ))}
      </dl>
      {orders && <OrdersTile figures={orders} side="supplier" />}
      <VerificationTile />
      <div className="rounded-lg border border-slate-200 p-5">
        <h2 className="font-semibold text-ink">{t('dashboard.latestCatalogs')}</h2>
        {data.latestCatalogs.length === 0 ? (
          <p className="mt-2 text-sm text-slate-600">{t('dashboard.noCatalogs')}</p>
        ) : (
          <ul className="mt-3 divide-y divide-slate-100">
            {data.latestCatalogs.map((c) => (
              <li key={c.id} className="flex items-center justify-between gap-3 py-2 text-sm">
                <Link to={routes.catalogDetail(c.id)} className="font-medium text-slate-900 hover:underline">
                  {c.title}
                </Link>
                <span className="text-slate-500">{format.date(c.createdAt)}</span>
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
