import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { categories } from '../../../../shared/catalogs/constants';
import { type ProductForm, productDetailsSchema } from '../../../../shared/products/schema';
import { ListingTaxFields } from '../../../components/catalogs/listing-tax-fields';
import { UploadArea } from '../../../components/media/upload-area';
import type { EditedPhotos } from '../../../components/photo-flow/use-edited-photos';
import { buttonClass, Field } from '../../../components/ui/field';
import { SelectField, TextAreaField } from '../../../components/ui/form-controls';
import { tabTriggerClass } from '../../../components/ui/tab-trigger';
import { useFormAction } from '../../../lib/form-action';
import { fieldsOf, firstSectionWithError, flattenValues, nestedFormSchema } from '../../../lib/form-data';
import { useMyCatalogs } from '../api';
import { PhotoStepper } from './photo-stepper';

const subTabs = ['photos', 'details', 'pricing'] as const;
type SubTab = (typeof subTabs)[number];
/** Which sub-tab holds each field, to open the first one with a problem. */
const tabOf: Record<keyof ProductForm, SubTab> = {
  title: 'details',
  description: 'details',
  category: 'details',
  catalogId: 'details',
  price: 'pricing',
  hsnCode: 'pricing',
  gstRate: 'pricing',
  priceIncludesGst: 'pricing',
  moq: 'pricing',
};
const schema = nestedFormSchema(productDetailsSchema);
/** Every sub-tab stays in the form (hidden when another is open), so the action gets all fields. */
const panelClass = 'pt-6 data-[state=inactive]:hidden';

/**
 * Details of the Add New Product screen: Photos, Details and Pricing, submitted with 'Add Product'.
 * A React action over uncontrolled fields; the page keeps it mounted, so what was typed survives a
 * visit back to Upload or Edit.
 */
export function ProductDetailsStep({
  photos,
  save,
  start,
}: {
  photos: EditedPhotos;
  /** Saves the product; a refusal it throws shows under the fields. */
  save: (form: ProductForm) => Promise<void>;
  /** A saved product being edited: its fields filled in, and 'Save Changes' instead of 'Add Product'. */
  start?: ProductForm;
}) {
  const { t } = useTranslation(['products', 'catalog', 'common']);
  const [tab, setTab] = useState<SubTab>('photos');
  const catalogs = useMyCatalogs({ q: '', sort: 'title' });
  const [state, action, pending] = useFormAction(
    schema,
    ({ input }) => save(input),
    (refused) => setTab((open) => firstSectionWithError(subTabs, tabOf, refused.errors) ?? open),
    start && flattenValues(start),
  );
  const submitKey = start ? 'edit' : 'add';
  const { field, number } = fieldsOf(state);
  const index = subTabs.indexOf(tab);

  return (
    <form noValidate action={action} className="space-y-6">
      <Tabs.Root value={tab} onValueChange={(v) => setTab(v as SubTab)}>
        <Tabs.List className="flex gap-1 border-b border-slate-200">
          {subTabs.map((name) => (
            <Tabs.Trigger key={name} value={name} className={tabTriggerClass}>
              {t(`add.subTabs.${name}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        <Tabs.Content value="photos" forceMount className={`${panelClass} space-y-6`}>
          <PhotoStepper urls={photos.urls()} />
          <UploadArea
            layout="tiles"
            photos={photos.photos.map(photos.current)}
            onChange={(next) => photos.change(next.map((n) => photos.photos.find((p) => p.id === n.id) ?? n))}
          />
        </Tabs.Content>
        <Tabs.Content value="details" forceMount className={`${panelClass} grid gap-4`}>
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
          <SelectField
            label={t('form.catalog')}
            hint={t('form.catalogHint')}
            placeholder={t('form.noCatalog')}
            options={(catalogs.data ?? []).map((c) => [c.id, c.title])}
            {...field('catalogId')}
          />
        </Tabs.Content>
        <Tabs.Content value="pricing" forceMount className={panelClass}>
          <fieldset className="grid gap-4 sm:grid-cols-3">
            <legend className="mb-2 text-sm font-semibold text-ink">{t('form.priceRange')}</legend>
            <Field label={t('form.priceMin')} {...number('price.min')} />
            <Field label={t('form.priceMax')} {...number('price.max')} />
            <Field label={t('form.moq')} {...number('moq')} inputMode="numeric" />
            <ListingTaxFields form={state} />
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
          <button key="submit" type="submit" className={buttonClass.primary} disabled={pending}>
            {pending ? t(`${submitKey}.submitting`) : t(`${submitKey}.submit`)}
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
  );
}
