import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type Supplier, supplierProfileSchema } from '../../../../shared/suppliers/schema';
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
  fallbackName,
}: {
  business: Supplier | null;
  fallbackName: string;
}) {
  const { t } = useTranslation(['account', 'directory']);
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
      <button type="submit" className={buttonClass.primary} disabled={pending}>
        {pending ? t('account:profile.saving') : t('account:business.save')}
      </button>
    </form>
  );
}
