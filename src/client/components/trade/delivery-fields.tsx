import { useTranslation } from 'react-i18next';
import { exportPlace, orderLimits } from '../../../shared/orders/constants';
import { gstStates } from '../../../shared/trust/ids';
import { Field } from '../ui/field';
import { SelectField, TextAreaField } from '../ui/form-controls';

type FieldProps = (name: string) => { name: string; defaultValue?: string; error?: string };

/** The GST states by name with their code ('Maharashtra (27)'), then 'Outside India (export)'. */
export function useStateOptions(): [string, string][] {
  const { t } = useTranslation('orders');
  const states = Object.entries(gstStates)
    .map(([code, names]): [string, string] => [code, `${names[0]} (${code})`])
    .sort((a, b) => a[1].localeCompare(b[1]));
  return [...states, [exportPlace, t('orders:delivery.export')]];
}

/**
 * Who is billed and where the goods go: the buyer's name and GSTIN as on the invoice, the
 * delivery address, its state (the place of supply, which decides CGST + SGST or IGST) and PIN.
 */
export function DeliveryFields({
  field,
  gstin = true,
}: {
  field: FieldProps;
  /** Whether the buyer's GSTIN is asked here (a proforma leaves it to the buyer's confirmation). */
  gstin?: boolean;
}) {
  const { t } = useTranslation('orders');
  const states = useStateOptions();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label={t('orders:delivery.buyerName')} autoComplete="organization" {...field('buyerName')} />
      {gstin && (
        <Field
          label={t('orders:delivery.buyerGstin')}
          hint={t('orders:delivery.buyerGstinHint')}
          autoCapitalize="characters"
          maxLength={15}
          {...field('buyerGstin')}
        />
      )}
      <TextAreaField
        label={t('orders:delivery.address')}
        rows={3}
        maxLength={orderLimits.addressMax}
        autoComplete="street-address"
        className="sm:col-span-2"
        {...field('deliveryAddress')}
      />
      <SelectField
        label={t('orders:delivery.state')}
        placeholder={t('orders:delivery.chooseState')}
        options={states}
        {...field('deliveryState')}
      />
      <Field
        label={t('orders:delivery.pincode')}
        inputMode="numeric"
        autoComplete="postal-code"
        maxLength={6}
        {...field('deliveryPincode')}
      />
    </div>
  );
}
