import { zodResolver } from '@hookform/resolvers/zod';
import * as Tabs from '@radix-ui/react-tabs';
import { useEffect, useRef, useState } from 'react';
import { type FieldErrors, get, type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { categories } from '../../../../shared/catalogs/constants';
import {
  emptyProductForm,
  type ProductDetails,
  type ProductForm,
  productDetailsSchema,
} from '../../../../shared/products/schema';
import { UploadArea } from '../../../components/media/upload-area';
import type { EditedPhotos } from '../../../components/photo-flow/use-edited-photos';
import { buttonClass, Field } from '../../../components/ui/field';
import { SelectField, TextAreaField } from '../../../components/ui/form-controls';
import { tabTriggerClass } from '../../../components/ui/tab-trigger';
import { PhotoStepper } from './photo-stepper';

const subTabs = ['photos', 'details', 'pricing'] as const;
type SubTab = (typeof subTabs)[number];
export type ProductFormApi = UseFormReturn<ProductForm, unknown, ProductDetails>;

export function useProductForm(): ProductFormApi {
  return useForm<ProductForm, unknown, ProductDetails>({
    resolver: zodResolver(productDetailsSchema),
    defaultValues: emptyProductForm,
  });
}

/** Details of the Add New Product screen: Photos, Details and Pricing, submitted with 'Add Product'. */
export function ProductDetailsStep({
  photos,
  form,
  onSubmit,
}: {
  photos: EditedPhotos;
  /** Kept by the page, so typed details survive a visit back to Upload or Edit. */
  form: ProductFormApi;
  onSubmit: (form: ProductForm) => Promise<void>;
}) {
  const { t } = useTranslation(['products', 'catalog', 'common']);
  const [tab, setTab] = useState<SubTab>('photos');
  const fade = useRef<HTMLDivElement>(null);
  // Spec: the details step fades in over 0.3 s.
  useEffect(() => {
    fade.current?.animate?.([{ opacity: 0 }, { opacity: 1 }], { duration: 300, easing: 'ease-out' });
  }, []);

  const field = (path: Parameters<typeof form.register>[0]) => {
    const message = (get(form.formState.errors, path) as { message?: string } | undefined)?.message;
    return { ...form.register(path), error: message ? t(message) : undefined };
  };
  const number = (path: Parameters<typeof form.register>[0]) => ({
    ...field(path),
    inputMode: 'decimal' as const,
  });
  const index = subTabs.indexOf(tab);
  const onInvalid = (errors: FieldErrors<ProductForm>) =>
    setTab(errors.title || errors.description || errors.category ? 'details' : 'pricing');

  return (
    <div ref={fade}>
      <form
        noValidate
        className="space-y-6"
        onSubmit={form.handleSubmit(() => onSubmit(form.getValues()), onInvalid)}
      >
        <Tabs.Root value={tab} onValueChange={(v) => setTab(v as SubTab)}>
          <Tabs.List className="flex gap-1 border-b border-slate-200">
            {subTabs.map((name) => (
              <Tabs.Trigger key={name} value={name} className={tabTriggerClass}>
                {t(`add.subTabs.${name}`)}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="photos" className="space-y-6 pt-6">
            <PhotoStepper urls={photos.urls()} />
            <UploadArea
              layout="tiles"
              photos={photos.photos.map(photos.current)}
              onChange={(next) =>
                photos.change(next.map((n) => photos.photos.find((p) => p.id === n.id) ?? n))
              }
            />
          </Tabs.Content>
          <Tabs.Content value="details" className="grid gap-4 pt-6">
            <Field label={t('form.title')} placeholder={t('form.titlePlaceholder')} {...field('title')} />
            <TextAreaField
              label={t('form.description')}
              placeholder={t('form.descriptionPlaceholder')}
              {...field('description')}
            />
            <SelectField
              label={t('form.category')}
              placeholder={t('form.chooseCategory')}
              options={categories.map((c) => [c, t(`catalog:categories.${c}`)])}
              {...field('category')}
            />
          </Tabs.Content>
          <Tabs.Content value="pricing" className="pt-6">
            <fieldset className="grid gap-4 sm:grid-cols-3">
              <legend className="mb-2 text-sm font-semibold text-ink">{t('form.priceRange')}</legend>
              <Field label={t('form.priceMin')} {...number('price.min')} />
              <Field label={t('form.priceMax')} {...number('price.max')} />
              <Field label={t('form.moq')} {...number('moq')} inputMode="numeric" />
            </fieldset>
          </Tabs.Content>
        </Tabs.Root>
        <div className="flex justify-between gap-3 border-t border-slate-200 pt-4">
          <button
            type="button"
            className={buttonClass.secondary}
            disabled={index === 0}
            onClick={() => setTab(subTabs[index - 1] as SubTab)}
          >
            {t('add.back')}
          </button>
          {tab === 'pricing' ? (
            // Distinct keys: reusing one element would let the click on Next submit once it turns into this.
            <button
              key="submit"
              type="submit"
              className={buttonClass.primary}
              disabled={form.formState.isSubmitting}
            >
              {form.formState.isSubmitting ? t('add.submitting') : t('add.submit')}
            </button>
          ) : (
            <button
              key="next"
              type="button"
              className={buttonClass.primary}
              onClick={() => setTab(subTabs[index + 1] as SubTab)}
            >
              {t('add.next')}
            </button>
          )}
        </div>
      </form>
    </div>
  );
}
