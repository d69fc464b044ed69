import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Requirement } from '../../../../shared/trade/schema';
import { FactList } from '../../../components/ui/fact-list';
import { TranslateButton, useTranslatable } from '../../../components/ui/translate-button';
import { RequirementStatusBadge } from './status-badge';
import { useTradeFormat } from './use-trade-format';

type Translate = (key: string, values?: Record<string, string>) => string;

/** The buyer's target price per unit: a range, one end of it, or none given. */
function targetPrice(r: Requirement, format: ReturnType<typeof useTradeFormat>, t: Translate) {
  const { priceMin: min, priceMax: max } = r;
  if (min !== null && max !== null) return format.priceRange(min, max);
  if (min !== null) return t('rfq:details.priceFrom', { price: format.price(min) });
  if (max !== null) return t('rfq:details.priceUpTo', { price: format.price(max) });
  return t('rfq:details.noPrice');
}

/** A requirement's every field and its photos (private addresses that need the session). */
export function RequirementDetails({
  requirement: r,
  actions,
}: {
  requirement: Requirement;
  actions?: ReactNode;
}) {
  const { t } = useTranslation(['rfq', 'trade', 'catalog']);
  const format = useTradeFormat();
  // The buyer may write in another language than the supplier reads.
  const tr = useTranslatable([r.product, r.details ?? ''], r.language);
  const [product, details] = tr.texts;
  const price = targetPrice(r, format, t);
  const rows: [string, ReactNode][] = [
    [t('rfq:details.category'), t(`catalog:categories.${r.category}`)],
    [t('rfq:details.quantity'), format.quantity(r.quantity, r.unit)],
    [t('rfq:details.targetPrice'), price],
    [t('rfq:details.deliveryLocation'), r.deliveryLocation],
    [t('rfq:details.neededBy'), format.day(r.neededBy)],
    [t('rfq:details.posted'), format.date(r.createdAt)],
  ];
  if (r.role !== 'buyer')
    rows.unshift([
      t('rfq:details.buyer'),
      r.buyer.company ? `${r.buyer.name}, ${r.buyer.company}` : r.buyer.name,
    ]);

  return (
    <section className="space-y-5 rounded-xl border border-slate-200 bg-white p-6 shadow-sm">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="space-y-1">
          <p className="text-sm font-medium text-brand-600">{t('rfq:details.kicker')}</p>
          <h1 className="flex flex-wrap items-center gap-3 text-2xl font-bold text-ink sm:text-3xl">
            {product}
            <RequirementStatusBadge status={r.status} />
          </h1>
        </div>
        {actions && <div className="flex flex-wrap gap-2">{actions}</div>}
      </div>
      <FactList rows={rows} className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3" />
      {details && (
        <div>
          <h2 className="text-sm font-semibold text-ink">{t('rfq:details.details')}</h2>
          <p className="mt-1 whitespace-pre-line text-slate-700">{details}</p>
        </div>
      )}
      <TranslateButton {...tr} />
      {r.photos.length > 0 && (
        <div>
          <h2 className="text-sm font-semibold text-ink">{t('rfq:details.photos')}</h2>
          <ul className="mt-2 grid grid-cols-3 gap-2 sm:grid-cols-5">
            {r.photos.map((photo, i) => (
              <li key={photo.thumbUrl}>
                <a href={photo.displayUrl} target="_blank" rel="noreferrer" className="block">
                  <img
                    src={photo.thumbUrl}
                    alt={t('rfq:details.photoAlt', { n: i + 1 })}
                    width={photo.width}
                    height={photo.height}
                    loading="lazy"
                    className="aspect-square w-full rounded-lg bg-slate-100 object-cover"
                  />
                </a>
              </li>
            ))}
          </ul>
        </div>
      )}
    </section>
  );
}
