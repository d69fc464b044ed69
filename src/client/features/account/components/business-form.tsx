import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import {
  type PaymentDetails,
  type Supplier,
  supplierProfileSchema,
} from '../../../../shared/suppliers/schema';
import { buttonClass, Field } from '../../../components/ui/field';
import { TextAreaField } from '../../../components/ui/form-controls';
import { useFormAction } from '../../../lib/form-action';
import { toast } from '../../../lib/toast';
import { accountApi } from '../api';
import { toastFailure } from '../toast-failure';

// The shared rule, with the categories typed as one comma-separated line.
const formSchema = supplierProfileSchema.extend({
  productCategories: z
    .string()
    .transform((v) =>
      v
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
    )
    // The shared array rule (its default never applies here: the split always gives an array).
    .pipe(supplierProfileSchema.shape.productCategories as unknown as z.ZodType<string[], string[]>),
});

/** 'Business details' for suppliers: their row in the directory (PUT /api/suppliers/me). */
export function BusinessForm({
  business,
  payment,
  fallbackName,
}: {
  business: Supplier | null;
  payment: PaymentDetails | null;
  fallbackName: string;
}) {
  const { t } = useTranslation(['account', 'directory', 'share']);
  const queryClient = useQueryClient();
  const [{ values, errors }, action, pending] = useFormAction(
    formSchema,
    async (details) => {
      await accountApi.saveBusiness(details);
      await queryClient.invalidateQueries({ queryKey: ['account'] });
      toast.success(t('account:business.saved'));
    },
    toastFailure,
  );
  const saved = {
    name: business?.name ?? fallbackName,
    description: business?.description ?? '',
    city: business?.city ?? '',
    state: business?.state ?? '',
    productCategories: business?.productCategories.join(', ') ?? '',
    deliveryTime: business?.deliveryTime ?? '',
    address: payment?.address ?? '',
    pincode: payment?.pincode ?? '',
    upiVpa: payment?.upiVpa ?? '',
    bankAccountName: payment?.bankAccountName ?? '',
    bankAccountNumber: payment?.bankAccountNumber ?? '',
    bankIfsc: payment?.bankIfsc ?? '',
    invoicePrefix: payment?.invoicePrefix ?? '',
    lutArn: payment?.lutArn ?? '',
    whatsapp: payment?.whatsapp ?? '',
  };
  const field = (name: keyof typeof saved) => ({
    name,
    defaultValue: values[name] ?? saved[name],
    error: errors[name],
  });

  return (
    <form action={action} noValidate className="space-y-4">
      <Field label={t('account:business.name')} {...field('name')} />
      <TextAreaField label={t('account:business.description')} {...field('description')} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('account:business.city')} {...field('city')} />
        <Field label={t('account:business.state')} {...field('state')} />
      </div>
      <Field
        label={t('account:business.categories')}
        hint={t('account:business.categoriesHint')}
        {...field('productCategories')}
      />
      <Field
        label={t('account:business.deliveryTime')}
        placeholder={t('account:business.deliveryTimePlaceholder')}
        {...field('deliveryTime')}
      />
      <Field
        label={t('share:number.label')}
        hint={t('share:number.hint')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        placeholder="+91 98765 43210"
        {...field('whatsapp')}
      />
      <fieldset className="space-y-4 pt-2">
        <legend className="w-full border-t border-slate-200 pt-6 text-base font-semibold text-ink">
          {t('account:business.payments')}
        </legend>
        <p className="text-sm text-slate-600">{t('account:business.paymentsText')}</p>
        <TextAreaField
          label={t('account:business.address')}
          rows={2}
          autoComplete="street-address"
          {...field('address')}
        />
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('account:business.pincode')}
            inputMode="numeric"
            autoComplete="postal-code"
            maxLength={7}
            {...field('pincode')}
          />
          <Field
            label={t('account:business.upiVpa')}
            placeholder="yourbusiness@okaxis"
            autoComplete="off"
            spellCheck={false}
            {...field('upiVpa')}
          />
          <Field
            label={t('account:business.bankAccountName')}
            autoComplete="off"
            {...field('bankAccountName')}
          />
          <Field
            label={t('account:business.bankAccountNumber')}
            inputMode="numeric"
            autoComplete="off"
            {...field('bankAccountNumber')}
          />
          <Field
            label={t('account:business.bankIfsc')}
            autoComplete="off"
            spellCheck={false}
            {...field('bankIfsc')}
          />
          <Field
            label={t('account:business.invoicePrefix')}
            hint={t('account:business.invoicePrefixHint')}
            autoComplete="off"
            maxLength={3}
            {...field('invoicePrefix')}
          />
          <Field
            label={t('account:business.lutArn')}
            hint={t('account:business.lutArnHint')}
            autoComplete="off"
            spellCheck={false}
            className="sm:col-span-2"
            {...field('lutArn')}
          />
        </div>
      </fieldset>
      <button type="submit" className={buttonClass.primary} disabled={pending}>
        {pending ? t('account:profile.saving') : t('account:business.save')}
      </button>
    </form>
  );
}
