import { useTranslation } from 'react-i18next';
import {
  categories,
  dimensionUnits,
  type TemplateId,
  templates,
  weightUnits,
} from '../../../../shared/catalogs/constants';
import { ListingTaxFields } from '../../../components/catalogs/listing-tax-fields';
import { Field } from '../../../components/ui/field';
import { SelectField, TextAreaField } from '../../../components/ui/form-controls';
import type { FormState } from '../../../lib/form-action';
import { fieldsOf } from '../../../lib/form-data';

/** What the Details form shows: the fields' texts and messages, by path (`dimensions.length`). */
export type DetailsFields = Pick<FormState<unknown>, 'values' | 'errors'>;

function useControls(form: DetailsFields) {
  const { t } = useTranslation(['catalog', 'common']);
  return { t, ...fieldsOf(form) };
}

export function BasicInfoPanel({ form }: { form: DetailsFields }) {
  const { t, field } = useControls(form);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label={t('form.title')}
        placeholder={t('form.titlePlaceholder')}
        className="sm:col-span-2"
        {...field('title')}
      />
      <TextAreaField
        label={t('form.description')}
        placeholder={t('form.descriptionPlaceholder')}
        className="sm:col-span-2"
        {...field('description')}
      />
      <Field
        label={t('form.itemNumber')}
        placeholder={t('form.itemNumberPlaceholder')}
        {...field('itemNumber')}
      />
      <SelectField
        label={t('form.category')}
        options={categories.map((c) => [c, t(`categories.${c}`)])}
        {...field('category')}
      />
    </div>
  );
}

export function SpecificationsPanel({ form, template }: { form: DetailsFields; template: TemplateId }) {
  const { t, field, number } = useControls(form);
  const own = templates[template].attributes;
  return (
    <div className="space-y-6">
      <Field label={t('form.material')} placeholder={t('form.materialPlaceholder')} {...field('material')} />
      <fieldset className="grid gap-4 sm:grid-cols-4">
        <legend className="mb-2 text-sm font-semibold text-ink">{t('form.dimensions')}</legend>
        <Field label={t('form.length')} {...number('dimensions.length')} />
        <Field label={t('form.width')} {...number('dimensions.width')} />
        <Field label={t('form.height')} {...number('dimensions.height')} />
        <SelectField
          label={t('form.unit')}
          options={dimensionUnits.map((u) => [u, t(`units.${u}`)])}
          {...field('dimensions.unit')}
        />
      </fieldset>
      <fieldset className="grid gap-4 sm:grid-cols-4">
        <legend className="mb-2 text-sm font-semibold text-ink">{t('form.weight')}</legend>
        <Field label={t('form.weightValue')} className="sm:col-span-3" {...number('weight.value')} />
        <SelectField
          label={t('form.weightUnit')}
          options={weightUnits.map((u) => [u, t(`units.${u}`)])}
          {...field('weight.unit')}
        />
      </fieldset>
      {own.length > 0 && (
        <fieldset className="grid gap-4 sm:grid-cols-2">
          <legend className="mb-2 text-sm font-semibold text-ink">
            {t('details.templateFields', { template: t(`templates.${template}.name`) })}
          </legend>
          {own.map(({ key, kind }) => {
            const path = `attributes.${key}`;
            return kind === 'longText' ? (
              <TextAreaField
                key={key}
                label={t(`fields.${key}`)}
                rows={3}
                className="sm:col-span-2"
                {...field(path)}
              />
            ) : (
              <Field
                key={key}
                label={t(`fields.${key}`)}
                {...(kind === 'number' ? number(path) : field(path))}
              />
            );
          })}
        </fieldset>
      )}
    </div>
  );
}

export function PackagingPanel({ form }: { form: DetailsFields }) {
  const { t, field, number } = useControls(form);
  const side = (name: 'inner' | 'outer') => (
    <fieldset className="grid gap-4 sm:grid-cols-3">
      <legend className="mb-2 text-sm font-semibold text-ink">{t(`form.${name}`)}</legend>
      <Field
        label={t('form.packType')}
        placeholder={t('form.packTypePlaceholder')}
        {...field(`packaging.${name}.type`)}
      />
      <Field label={t('form.packQuantity')} {...number(`packaging.${name}.quantity`)} />
      <Field
        label={t('form.packDimensions')}
        placeholder={t('form.packDimensionsPlaceholder')}
        {...field(`packaging.${name}.dimensions`)}
      />
    </fieldset>
  );
  return (
    <div className="space-y-6">
      {side('inner')}
      {side('outer')}
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-ink">{t('form.container')}</legend>
        <Field label={t('form.twenty')} {...number('packaging.container.twenty')} />
        <Field label={t('form.forty')} {...number('packaging.container.forty')} />
      </fieldset>
    </div>
  );
}

export function PricingPanel({ form }: { form: DetailsFields }) {
  const { t, number } = useControls(form);
  return (
    <div className="grid gap-4 sm:grid-cols-3">
      <Field label={t('form.priceMin')} {...number('price.min')} />
      <Field label={t('form.priceMax')} {...number('price.max')} />
      <Field label={t('form.moq')} {...number('moq')} inputMode="numeric" />
      <ListingTaxFields form={form} />
      <p className="text-sm text-slate-500 sm:col-span-3">{t('form.pricingNote')}</p>
    </div>
  );
}
