import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trustLimits } from '../../../../shared/trust/constants';
import { reviewReplySchema } from '../../../../shared/trust/schema';
import { buttonClass } from '../../../components/ui/field';
import { TextAreaField } from '../../../components/ui/form-controls';
import { Notice } from '../../../components/ui/notice';
import { useFormAction } from '../../../lib/form-action';
import { toast } from '../../../lib/toast';
import { trustApi, useReviewsRefresh } from '../api';

/** The supplier's one answer to a review: 'Answer' opens the form. */
export function ReplyForm({ supplierId, reviewId }: { supplierId: string; reviewId: string }) {
  const { t } = useTranslation('trust');
  const [open, setOpen] = useState(false);
  const refresh = useReviewsRefresh(supplierId);
  const [state, action, pending] = useFormAction(reviewReplySchema, async ({ reply }) => {
    await trustApi.reply(reviewId, reply);
    toast.success(t('trust:reviews.answerPosted'));
    await refresh();
  });
  if (!open)
    return (
      <button type="button" className={buttonClass.secondary} onClick={() => setOpen(true)}>
        {t('trust:reviews.answer')}
      </button>
    );
  return (
    <form action={action} noValidate className="space-y-3">
      {state.failure !== undefined && <Notice tone="error">{state.message}</Notice>}
      <TextAreaField
        label={t('trust:reviews.answerLabel')}
        name="reply"
        rows={3}
        maxLength={trustLimits.replyMax}
        defaultValue={state.values.reply}
        error={state.errors.reply}
      />
      <div className="flex justify-end gap-3">
        <button type="button" className={buttonClass.secondary} onClick={() => setOpen(false)}>
          {t('trust:reviews.cancel')}
        </button>
        <button type="submit" className={buttonClass.primary} disabled={pending}>
          {pending ? t('trust:reviews.answerSubmitting') : t('trust:reviews.answerSubmit')}
        </button>
      </div>
    </form>
  );
}
