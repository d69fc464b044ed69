import { zodResolver } from '@hookform/resolvers/zod';
import { useQueryClient } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { type Supplier, supplierProfileSchema } from '../../../../shared/suppliers/schema';
import { buttonClass, Field, inputClass } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { accountApi } from '../api';

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
type Input = z.input<typeof formSchema>;
type Output = z.output<typeof formSchema>;

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
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(formSchema),
    defaultValues: {
      name: business?.name ?? fallbackName,
      description: business?.description ?? '',
      city: business?.city ?? '',
      state: business?.state ?? '',
      productCategories: business?.productCategories.join(', ') ?? '',
      deliveryTime: business?.deliveryTime ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const msg = (key?: string) => (key ? t(key) : undefined);

  const onSubmit = async (values: Output) => {
    try {
      await accountApi.saveBusiness({ ...values, deliveryTime: values.deliveryTime ?? undefined });
      await queryClient.invalidateQueries({ queryKey: ['account'] });
      toast.success(t('account:business.saved'));
    } catch (e) {
      if (e instanceof ApiError && e.fields) {
        for (const [name, message] of Object.entries(e.fields))
          form.setError(name as keyof Input, { message });
      }
      toast.error((e as Error).message);
    }
  };

  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit(onSubmit)}>
      <Field
        label={t('account:business.name')}
        error={msg(errors.name?.message)}
        {...form.register('name')}
      />
      <div className="space-y-1">
        <label htmlFor="business-description" className="block text-sm font-medium text-slate-700">
          {t('account:business.description')}
        </label>
        <textarea
          id="business-description"
          rows={4}
          className={inputClass}
          aria-invalid={errors.description ? true : undefined}
          {...form.register('description')}
        />
        {errors.description?.message && (
          <p className="text-xs text-red-600">{t(errors.description.message)}</p>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('account:business.city')}
          error={msg(errors.city?.message)}
          {...form.register('city')}
        />
        <Field
          label={t('account:business.state')}
          error={msg(errors.state?.message)}
          {...form.register('state')}
        />
      </div>
      <Field
        label={t('account:business.categories')}
        hint={t('account:business.categoriesHint')}
        error={msg(errors.productCategories?.message)}
        {...form.register('productCategories')}
      />
      <Field
        label={t('account:business.deliveryTime')}
        placeholder={t('account:business.deliveryTimePlaceholder')}
        error={msg(errors.deliveryTime?.message)}
        {...form.register('deliveryTime')}
      />
      <button type="submit" className={buttonClass.primary} disabled={isSubmitting}>
        {isSubmitting ? t('account:profile.saving') : t('account:business.save')}
      </button>
    </form>
  );
}
