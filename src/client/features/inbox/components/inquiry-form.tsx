import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import { type InquiryTarget, tradeUnits } from '../../../../shared/trade/constants';
import type { Inquiry } from '../../../../shared/trade/schema';
import { buttonClass, Field } from '../../../components/ui/field';
import { SelectField, TextAreaField } from '../../../components/ui/form-controls';
import { Notice } from '../../../components/ui/notice';
import { ApiError } from '../../../lib/api';
import { useFormAction } from '../../../lib/form-action';
import { fieldsOf } from '../../../lib/form-data';
import { Link, useLocation, useNavigate } from '../../../lib/router';
import { toast } from '../../../lib/toast';
import { meQuery } from '../../auth/use-auth';
import { inboxApi } from '../api';
import { clearDraft, draftOf, type InquiryDraft, saveDraft, tabStorage } from '../inquiry-draft';

/**
 * 'Send Inquiry': checked with the shared schema (loaded with the first submit), then sent. A
 * visitor is sent to sign in with what they typed kept for this page; a form submitted before
 * the page was hydrated is replayed by React.
 */
export function InquiryForm({ kind, id, draft }: { kind: InquiryTarget; id: string; draft?: InquiryDraft }) {
  const { t } = useTranslation(['inbox', 'trade']);
  const navigate = useNavigate();
  const location = useLocation();
  const queryClient = useQueryClient();

  const askToSignIn = (inquiry: Inquiry) => {
    saveDraft(tabStorage, location.pathname, draftOf(inquiry));
    toast(t('inbox:inquiry.signInToast'));
    navigate(routes.auth(), { state: { from: location } });
  };
  const [state, action, pending] = useFormAction(
    () => import('../../../../shared/trade/schema').then((m) => m.inquirySchema),
    async (inquiry) => {
      const { user } = await queryClient.ensureQueryData(meQuery());
      if (!user) return askToSignIn(inquiry);
      try {
        const { conversationId } = await inboxApi.sendInquiry(inquiry);
        clearDraft(tabStorage, location.pathname);
        toast.success(t('inbox:inquiry.sent'), { description: t('inbox:inquiry.sentText') });
        void queryClient.invalidateQueries({ queryKey: ['conversations'] });
        navigate(routes.conversation(conversationId));
      } catch (e) {
        // The session ended since the page learnt who is signed in.
        if (e instanceof ApiError && e.status === 401) return askToSignIn(inquiry);
        throw e;
      }
    },
    undefined,
    draft,
  );
  const { field, number } = fieldsOf(state);
  const duplicate = state.failure instanceof ApiError && state.failure.status === 409;

  return (
    <form action={action} noValidate className="space-y-4">
      {state.failure !== undefined && (
        <Notice tone="error" title={t('inbox:inquiry.failed')}>
          <p>{state.message}</p>
          {duplicate && (
            <Link to={routes.inbox()} className="font-medium underline">
              {t('inbox:inquiry.openInbox')}
            </Link>
          )}
        </Notice>
      )}
      <input type="hidden" name="targetKind" value={kind} />
      <input type="hidden" name="targetId" value={id} />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('inbox:inquiry.quantity')} {...number('quantity')} inputMode="numeric" />
        <SelectField
          label={t('inbox:inquiry.unit')}
          {...field('unit')}
          defaultValue={state.values.unit || 'pieces'}
          options={tradeUnits.map((u) => [u, t(`trade:units.${u}`)])}
        />
      </div>
      <Field
        label={t('inbox:inquiry.targetPrice')}
        hint={t('inbox:inquiry.targetPriceHint')}
        {...number('targetPrice')}
      />
      <Field
        label={t('inbox:inquiry.deliveryLocation')}
        hint={t('inbox:inquiry.deliveryLocationHint')}
        placeholder={t('inbox:inquiry.deliveryPlaceholder')}
        autoComplete="address-level2"
        {...field('deliveryLocation')}
      />
      <TextAreaField
        label={t('inbox:inquiry.message')}
        placeholder={t('inbox:inquiry.messagePlaceholder')}
        rows={6}
        {...field('message')}
      />
      <button type="submit" disabled={pending} className={`${buttonClass.primary} w-full sm:w-auto`}>
        {pending ? t('inbox:inquiry.submitting') : t('inbox:inquiry.submit')}
      </button>
    </form>
  );
}
