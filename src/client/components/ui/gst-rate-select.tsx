import type { SelectHTMLAttributes } from 'react';
import { useTranslation } from 'react-i18next';
import { ratesInForce } from '../../../shared/orders/gst-rates';
import { useFormat } from '../../lib/format';
import type { Labelled } from './field';
import { SelectField } from './form-controls';

/** A GST rate in force today, sent as basis points ('1800'); shown as '18 %' in the reader's digits. */
export function GstRateSelect(props: Labelled & SelectHTMLAttributes<HTMLSelectElement>) {
  const { t } = useTranslation('orders');
  const format = useFormat();
  const options = ratesInForce().map((bp): [string, string] => [
    String(bp),
    format.number(bp / 10_000, { style: 'percent', maximumFractionDigits: 2 }),
  ]);
  return <SelectField placeholder={t('orders:item.chooseRate')} options={options} {...props} />;
}
