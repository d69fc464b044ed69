import { useTranslation } from 'react-i18next';
import { formatRate, ratesInForce } from '../../../shared/orders/gst-rates';
import { type FormValues, fieldsOf } from '../../lib/form-data';
import { useFormat } from '../../lib/format';
import { Field } from '../ui/field';
import { SelectField } from '../ui/form-controls';

/** The HSN code, GST rate and "Prices include GST" of the catalog and product forms' pricing. */
export function ListingTaxFields({ form }: { form: { values: FormValues; errors: Record<string, string> } }) {
  const { t } = useTranslation('catalog');
  const format = useFormat();
  const { field } = fieldsOf(form);
  const percent = (bp: number) =>
    format.number(formatRate(bp) / 100, { style: 'percent', maximumFractionDigits: 2 });
  return (
    <>
      <Field
        label={t('tax.hsn')}
        hint={t('tax.hsnHint')}
        inputMode="numeric"
        autoComplete="off"
        maxLength={10}
        {...field('hsnCode')}
      />
      <SelectField
        label={t('tax.gstRate')}
        placeholder={t('tax.chooseRate')}
        options={ratesInForce().map((bp) => [String(bp), percent(bp)])}
        {...field('gstRate')}
      />
      <label className="flex items-center gap-2 text-sm text-slate-700 sm:mt-8 sm:self-start">
        <input
          type="checkbox"
          name="priceIncludesGst"
          value="true"
          defaultChecked={form.values.priceIncludesGst === 'true'}
          className="size-4 rounded border-slate-300 text-brand-600"
        />
        {t('tax.includesGst')}
      </label>
    </>
  );
}
