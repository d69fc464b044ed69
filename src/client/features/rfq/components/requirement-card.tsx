import { CalendarDays, CheckCircle2, MapPin } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import { reasonsPhrase } from '../../../../shared/trade/phrases';
import type { RequirementSummary } from '../../../../shared/trade/schema';
import { CardLink } from '../../../components/ui/card-link';
import { RequirementStatusBadge } from './status-badge';
import { useTradeFormat } from './use-trade-format';

/**
 * One buy requirement in a list. `side` 'buyer': the buyer's own, with its number of quotes;
 * 'supplier': one sent to the reader, with why and whether they have quoted.
 */
export function RequirementCard({ item, side }: { item: RequirementSummary; side: 'buyer' | 'supplier' }) {
  const { t } = useTranslation(['rfq', 'trade', 'catalog']);
  const format = useTradeFormat();
  return (
    <article
      aria-label={item.product}
      className="relative flex flex-col gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm hover:border-brand-500"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <h3 className="font-semibold text-ink">
          <CardLink to={routes.requirement(item.id)}>{item.product}</CardLink>
        </h3>
        <RequirementStatusBadge status={item.status} />
      </div>
      <p className="text-sm text-slate-700">
        {format.quantity(item.quantity, item.unit)} · {t(`catalog:categories.${item.category}`)}
      </p>
      <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-600">
        <span className="inline-flex items-center gap-1">
          <MapPin aria-hidden className="size-3.5" />
          {item.deliveryLocation}
        </span>
        <span className="inline-flex items-center gap-1">
          <CalendarDays aria-hidden className="size-3.5" />
          {t('rfq:neededByValue', { date: format.day(item.neededBy) })}
        </span>
      </p>
      {side === 'buyer' ? (
        <p className="text-sm font-medium text-ink">{t('rfq:list.quotes', { count: item.quotes })}</p>
      ) : (
        <>
          {item.reasons.length > 0 && (
            <p className="text-sm text-slate-600">
              {t('rfq:list.matchedBecause', { reasons: reasonsPhrase(t, item.reasons) })}
            </p>
          )}
          <p className="text-sm font-medium">
            {item.quoted ? (
              <span className="inline-flex items-center gap-1 text-emerald-700">
                <CheckCircle2 aria-hidden className="size-4" />
                {t('rfq:list.quoted')}
              </span>
            ) : (
              <span className="text-brand-700">{t('rfq:list.notQuoted')}</span>
            )}
          </p>
        </>
      )}
    </article>
  );
}
