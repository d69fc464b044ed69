import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { type WaitlistEntry, type WaitlistInput, waitlistSchema } from '../../../../shared/waitlist/schema';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useJoinWaitlist } from '../api';
import { describedBy, errorText, Field, inputClass } from './field';

export function WaitlistForm({ onJoined }: { onJoined: (email: string) => void }) {
  const { t } = useTranslation('pages');
  const join = useJoinWaitlist();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<WaitlistInput, unknown, WaitlistEntry>({
    resolver: zodResolver(waitlistSchema),
    defaultValues: { email: '', phoneNumber: '' },
  });

  const emailError = errorText(t, errors.email);
  const phoneError = errorText(t, errors.phoneNumber);
  const onSubmit = handleSubmit(async (entry) => {
    try {
      await join.mutateAsync(entry);
      toast.success(t('pages:waitlist.success.title'), {
        description: t('pages:waitlist.success.description'),
      });
      onJoined(entry.email);
    } catch (e) {
      const fields = e instanceof ApiError ? e.fields : undefined;
      for (const [name, message] of Object.entries(fields ?? {}))
        if (name === 'email' || name === 'phoneNumber') setError(name, { type: 'server', message });
      toast.error(t('pages:errors.generic'), {
        description: e instanceof ApiError && e.status === 429 ? e.message : t('pages:errors.tryLater'),
      });
    }
  });

  return (
    <form noValidate onSubmit={onSubmit} className="space-y-4">
      <Field id="waitlist-email" label={t('pages:waitlist.form.email')} error={emailError}>
        <input
          {...describedBy('waitlist-email', emailError)}
          type="email"
          autoComplete="email"
          placeholder={t('pages:waitlist.form.emailPlaceholder')}
          className={inputClass}
          {...register('email')}
        />
      </Field>
      <Field
        id="waitlist-phone"
        label={t('pages:waitlist.form.phone')}
        hint={t('pages:waitlist.form.phoneHint')}
        error={phoneError}
      >
        <input
          {...describedBy('waitlist-phone', phoneError, true)}
          type="tel"
          autoComplete="tel"
          inputMode="tel"
          placeholder={t('pages:waitlist.form.phonePlaceholder')}
          className={inputClass}
          {...register('phoneNumber')}
        />
      </Field>
      <button
        type="submit"
        disabled={isSubmitting}
        className="w-full rounded-md bg-brand-600 px-4 py-3 font-semibold text-white hover:bg-brand-700 disabled:cursor-wait disabled:opacity-70"
      >
        {isSubmitting ? t('pages:waitlist.form.submitting') : t('pages:waitlist.form.submit')}
      </button>
    </form>
  );
}
