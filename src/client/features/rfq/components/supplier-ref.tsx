import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import type { Quote } from '../../../../shared/trade/schema';
import { Link } from '../../../lib/router';

/** A supplier in a match or a quote: name (to their page), level and response rate. */
export function SupplierRef({ supplier }: { supplier: Quote['supplier'] }) {
  const { t } = useTranslation(['rfq', 'trade']);
  return (
    <div className="min-w-0">
      <Link to={routes.supplier(supplier.id)} className="font-medium text-ink hover:underline">
        {supplier.name}
      </Link>
      <p className="text-xs text-slate-500">
        {t(`trade:levels.${supplier.verificationLevel}`)} ·{' '}
        {supplier.responseRate === null
          ? t('rfq:supplier.noInquiries')
          : t('rfq:supplier.responseRate', { percent: supplier.responseRate })}
      </p>
    </div>
  );
}
