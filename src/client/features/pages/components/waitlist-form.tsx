import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/ui/field';
import { useFormAction } from '../../../lib/form-action';
import { toast } from '../../../lib/toast';
import { joinWaitlist } from '../api';
import { FormRefusal } from './form-refusal';

export function WaitlistForm({ onJoined }: { onJoined: (email: string) => void }) {
  const { t } = useTranslation('pages');
  const [{ values, errors, failure, message }, action, pending] = useFormAction(
    () => import('../../../../shared/waitlist/schema').then((m) => m.waitlistSchema),
    async (entry) => {
      await joinWaitlist(entry);
      toast.success(t('pages:waitlist.success.title'), {
        description: t('pages:waitlist.success.description'),
      });
      onJoined(entry.email);
    },
  );

  return (
    <form action={action} noValidate className="space-y-4">
      <Field
        label={t('pages:waitlist.form.email')}
        name="email"
        type="email"
        autoComplete="email"
        placeholder={t('pages:waitlist.form.emailPlaceholder')}
        defaultValue={values.email}
        error={errors.email}
      />
      <Field
        label={t('pages:waitlist.form.phone')}
        hint={t('pages:waitlist.form.phoneHint')}
        name="phoneNumber"
        type="tel"
        autoComplete="tel"
        inputMode="tel"
        placeholder={t('pages:waitlist.form.phonePlaceholder')}
        defaultValue={values.phoneNumber}
        error={errors.phoneNumber}
      />
      <FormRefusal failure={failure} message={message} />
      <button
        type="submit"
        disabled={pending}
        className="w-full rounded-md bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
      >
        {pending ? t('pages:waitlist.form.submitting') : t('pages:waitlist.form.submit')}
      </button>
    </form>
  );
}
