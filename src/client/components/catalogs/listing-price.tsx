import { useTranslation } from 'react-i18next';
import { formatRate } from '../../../shared/orders/gst-rates';
import { useFormat } from '../../lib/format';

/** A listing's tax; none on a listing saved before listings carried it. */
export interface ListingTax {
  hsnCode: string | null;
  gstRate: number | null;
  priceIncludesGst: boolean;
}

/** A listing's price range (with or without GST), tax line and minimum order, as catalog and product pages show them. */
export function ListingPrice({
  price,
  moq,
  tax,
}: {
  price: { min: number; max: number };
  moq: number;
  tax: ListingTax;
}) {
  const { t } = useTranslation('catalog');
  const format = useFormat();
  const taxed = tax.hsnCode !== null && tax.gstRate !== null;
  return (
    <section className="rounded-xl border border-slate-200 bg-brand-50 p-4">
      <p className="text-sm text-slate-600">{t('preview.priceRange')}</p>
      <p className="text-2xl font-bold text-ink">
        {format.priceRange(price.min, price.max)}
        {taxed && (
          <span className="ms-2 text-sm font-medium text-slate-600">
            {t(tax.priceIncludesGst ? 'tax.inclGst' : 'tax.exclGst')}
          </span>
        )}
      </p>
      {taxed && (
        <p className="mt-1 text-sm text-slate-700">
          {t('tax.line', {
            hsn: tax.hsnCode,
            rate: format.number(formatRate(tax.gstRate as number) / 100, {
              style: 'percent',
              maximumFractionDigits: 2,
            }),
          })}
        </p>
      )}
      <p className="mt-1 text-sm text-slate-700">
        {t('preview.moq')}: {t('preview.moqValue', { count: moq, value: format.number(moq) })}
      </p>
    </section>
  );
}
