import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import { supportLimits } from '../../../../shared/support/constants';
import { Field } from '../../../components/ui/field';
import { TextAreaField } from '../../../components/ui/form-controls';
import { useFormAction } from '../../../lib/form-action';
import { Link, useNavigate } from '../../../lib/router';
import { toast } from '../../../lib/toast';
import { FormRefusal } from '../../pages/components/form-refusal';
import { supportApi, useRefreshRequests } from '../api';

/** "Ask the TradeSetu team": a signed-in person's question; its thread opens once it is sent. */
export function AskForm() {
  const { t } = useTranslation('support');
  const navigate = useNavigate();
  const refresh = useRefreshRequests();
  const [{ values, errors, failure, message }, action, pending] = useFormAction(
    // On the public help page: zod and the schema load with the first submit, not with the page.
    () => import('../../../../shared/support/schema').then((m) => m.askSchema),
    async (input) => {
      const id = await supportApi.ask(input);
      void refresh();
      toast.success(t('support:ask.sent'), { description: t('support:ask.sentText') });
      navigate(routes.supportRequest(id));
    },
  );
  return (
    <form action={action} noValidate className="space-y-4">
      <Field
        label={t('support:ask.subject')}
        name="subject"
        maxLength={supportLimits.subject}
        defaultValue={values.subject}
        error={errors.subject}
      />
      <TextAreaField
        label={t('support:ask.message')}
        name="message"
        rows={5}
        maxLength={supportLimits.message}
        defaultValue={values.message}
        error={errors.message}
      />
      <FormRefusal failure={failure} message={message} />
      <div className="flex flex-wrap items-center gap-4">
        <button
          type="submit"
          disabled={pending}
          className="rounded-md bg-brand-600 px-5 py-2.5 font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
        >
          {pending ? t('support:ask.sending') : t('support:ask.send')}
        </button>
        <Link to={routes.support()} className="text-sm font-medium text-brand-700 hover:underline">
          {t('support:ask.yourRequests')}
        </Link>
      </div>
    </form>
  );
}
