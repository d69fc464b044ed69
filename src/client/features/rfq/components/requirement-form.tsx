import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { categories } from '../../../../shared/catalogs/constants';
import { tradeLimits, tradeUnits } from '../../../../shared/trade/constants';
import { requirementFormSchema, type RequirementForm as Values } from '../../../../shared/trade/schema';
import { PhotoPicker } from '../../../components/trade/photo-picker';
import { buttonClass, Field } from '../../../components/ui/field';
import { SelectField, TextAreaField } from '../../../components/ui/form-controls';
import { Notice } from '../../../components/ui/notice';
import { useFormAction } from '../../../lib/form-action';
import { fieldsOf } from '../../../lib/form-data';
import { toast } from '../../../lib/toast';
import { dayFromToday } from './use-trade-format';

/**
 * 'Post a buy requirement': a React action over uncontrolled fields, checked with the shared rule;
 * the photos travel beside them. `save` posts both and returns the new requirement's id.
 */
export function RequirementForm({
  save,
  onSaved,
}: {
  save: (values: Values, photos: readonly File[]) => Promise<string>;
  onSaved: (id: string) => void;
}) {
  const { t } = useTranslation(['rfq', 'trade', 'catalog', 'media']);
  const [photos, setPhotos] = useState<File[]>([]);
  const chosen = useRef(photos);
  chosen.current = photos;
  const [state, action, pending] = useFormAction(requirementFormSchema, async (values) => {
    const id = await save(values, chosen.current);
    toast.success(t('rfq:form.posted'));
    onSaved(id);
    return id;
  });
  const { field, number } = fieldsOf(state);

  return (
    <form action={action} noValidate className="space-y-6">
      {/* The server's refusal (a daily limit, say); the schema's show under their fields. */}
      {state.failure !== undefined && <Notice tone="error">{state.message}</Notice>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('rfq:form.product')}
          placeholder={t('rfq:form.productPlaceholder')}
          className="sm:col-span-2"
          {...field('product')}
        />
        <SelectField
          label={t('rfq:form.category')}
          placeholder={t('rfq:form.chooseCategory')}
          options={categories.map((c) => [c, t(`catalog:categories.${c}`)])}
          {...field('category')}
        />
        <div className="grid grid-cols-2 gap-3">
          <Field label={t('rfq:form.quantity')} {...number('quantity')} inputMode="numeric" />
          <SelectField
            label={t('rfq:form.unit')}
            placeholder={t('rfq:form.chooseUnit')}
            options={tradeUnits.map((u) => [u, t(`trade:units.${u}`)])}
            {...field('unit')}
          />
        </div>
      </div>
      <fieldset className="grid gap-4 sm:grid-cols-2">
        <legend className="mb-2 text-sm font-semibold text-ink">{t('rfq:form.targetPrice')}</legend>
        <Field label={t('rfq:form.priceMin')} {...number('priceMin')} />
        <Field label={t('rfq:form.priceMax')} {...number('priceMax')} />
      </fieldset>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('rfq:form.deliveryLocation')}
          placeholder={t('rfq:form.deliveryLocationPlaceholder')}
          autoComplete="address-level2"
          {...field('deliveryLocation')}
        />
        <Field
          label={t('rfq:form.neededBy')}
          type="date"
          min={dayFromToday(1)}
          max={dayFromToday(tradeLimits.neededByMaxDays)}
          {...field('neededBy')}
        />
      </div>
      <TextAreaField
        label={t('rfq:form.details')}
        hint={t('rfq:form.detailsHint')}
        maxLength={tradeLimits.detailsMax}
        {...field('details')}
      />
      <PhotoPicker
        label={t('rfq:form.photos')}
        files={photos}
        onChange={setPhotos}
        max={tradeLimits.photos}
        disabled={pending}
      />
      <div className="flex justify-end border-t border-slate-200 pt-4">
        <button type="submit" className={buttonClass.primary} disabled={pending}>
          {pending ? t('rfq:form.posting') : t('rfq:form.submit')}
        </button>
      </div>
    </form>
  );
}
