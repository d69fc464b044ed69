import { useTranslation } from 'react-i18next';
import { trustLimits } from '../../../../shared/trust/constants';
import { reviewFormSchema } from '../../../../shared/trust/schema';
import { buttonClass } from '../../../components/ui/field';
import { TextAreaField } from '../../../components/ui/form-controls';
import { Notice } from '../../../components/ui/notice';
import { useFormAction } from '../../../lib/form-action';
import { toast } from '../../../lib/toast';
import { trustApi, useReviewsRefresh } from '../api';
import { StarInput } from './stars';

/** 'Write a review': 1–5 stars and a text, checked with the shared rule. */
export function ReviewForm({ supplierId }: { supplierId: string }) {
  const { t } = useTranslation('trust');
  const refresh = useReviewsRefresh(supplierId);
  const [state, action, pending] = useFormAction(reviewFormSchema, async (form) => {
    await trustApi.review(supplierId, form);
    toast.success(t('trust:reviews.posted'));
    await refresh();
  });
  return (
    <form action={action} noValidate className="space-y-4 rounded-lg border border-slate-200 p-4">
      <h3 className="font-semibold text-ink">{t('trust:reviews.write')}</h3>
      {state.failure !== undefined && <Notice tone="error">{state.message}</Notice>}
      <StarInput
        key={state.values.rating ?? ''}
        name="rating"
        defaultValue={state.values.rating}
        error={state.errors.rating}
      />
      <TextAreaField
        label={t('trust:reviews.text')}
        hint={t('trust:reviews.textHint')}
        name="text"
        maxLength={trustLimits.reviewMax}
        defaultValue={state.values.text}
        error={state.errors.text}
      />
      <div className="flex justify-end">
        <button type="submit" className={buttonClass.primary} disabled={pending}>
          {pending ? t('trust:reviews.submitting') : t('trust:reviews.submit')}
        </button>
      </div>
    </form>
  );
}
