import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { type Profile, profileUpdateSchema } from '../../../../shared/auth/schema';
import { buttonClass, Field, inputClass } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../auth/use-auth';
import { accountApi } from '../api';

type Input = z.input<typeof profileUpdateSchema>;
type Output = z.output<typeof profileUpdateSchema>;

export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const { refreshProfile } = useAuth();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(profileUpdateSchema),
    defaultValues: {
      fullName: profile.fullName,
      companyName: profile.companyName ?? '',
      phone: profile.phone ?? '',
    },
  });
  const { errors, isSubmitting } = form.formState;
  const msg = (key?: string) => (key ? t(key) : undefined);

  const onSubmit = async (values: Output) => {
    try {
      await accountApi.updateProfile(values);
      await refreshProfile();
      toast.success(t('profile.saved'));
    } catch (e) {
      if (e instanceof ApiError && e.fields) {
        for (const [name, message] of Object.entries(e.fields))
          form.setError(name as keyof Input, { message });
      }
      toast.error((e as Error).message);
    }
  };

  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit(onSubmit)}>
      <Field
        label={t('profile.fullName')}
        autoComplete="name"
        error={msg(errors.fullName?.message)}
        {...form.register('fullName')}
      />
      <div className="space-y-1">
        <label htmlFor="profile-email" className="block text-sm font-medium text-slate-700">
          {t('profile.email')}
        </label>
        <input id="profile-email" className={inputClass} value={profile.email} readOnly disabled />
        <p className="text-xs text-slate-500">{t('profile.emailHint')}</p>
      </div>
      <Field
        label={t('profile.companyName')}
        autoComplete="organization"
        error={msg(errors.companyName?.message)}
        {...form.register('companyName')}
      />
      <Field
        label={t('profile.phone')}
        type="tel"
        autoComplete="tel"
        placeholder={t('profile.phonePlaceholder')}
        error={msg(errors.phone?.message)}
        {...form.register('phone')}
      />
      <button type="submit" className={buttonClass.primary} disabled={isSubmitting}>
        {isSubmitting ? t('profile.saving') : t('profile.save')}
      </button>
    </form>
  );
}
