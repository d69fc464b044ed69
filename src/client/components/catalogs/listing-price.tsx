import { useTranslation } from 'react-i18next';
import { useFormat } from '../../lib/format';

/** A listing's price range and minimum order, as catalog and product pages show them. */
export function ListingPrice({ price, moq }: { price: { min: number; max: number }; moq: number }) {
  const { t } = useTranslation('catalog');
  const format = useFormat();
  return (
    <section className="rounded-xl border border-slate-200 bg-brand-50 p-4">
      <p className="text-sm text-slate-600">{t('preview.priceRange')}</p>
      <p className="text-2xl font-bold text-ink">{format.priceRange(price.min, price.max)}</p>
      <p className="mt-1 text-sm text-slate-700">
        {t('preview.moq')}: {t('preview.moqValue', { count: moq, value: format.number(moq) })}
      </p>
    </section>
  );
}
