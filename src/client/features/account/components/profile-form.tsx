import { useTranslation } from 'react-i18next';
import { type Profile, profileUpdateSchema } from '../../../../shared/auth/schema';
import { buttonClass, Field } from '../../../components/ui/field';
import { useFormAction } from '../../../lib/form-action';
import { toast } from '../../../lib/toast';
import { useAuth } from '../../auth/use-auth';
import { accountApi } from '../api';
import { toastFailure } from '../toast-failure';

export function ProfileForm({ profile }: { profile: Profile }) {
  const { t } = useTranslation('account');
  const { refreshProfile } = useAuth();
  const [{ values, errors }, action, pending] = useFormAction(
    profileUpdateSchema,
    async (update) => {
      await accountApi.updateProfile(update);
      await refreshProfile();
      toast.success(t('profile.saved'));
    },
    toastFailure,
  );

  return (
    <form action={action} noValidate className="space-y-4">
      <Field
        label={t('profile.fullName')}
        name="fullName"
        autoComplete="name"
        defaultValue={values.fullName ?? profile.fullName}
        error={errors.fullName}
      />
      <Field
        label={t('profile.email')}
        hint={t('profile.emailHint')}
        value={profile.email}
        readOnly
        disabled
      />
      <Field
        label={t('profile.companyName')}
        name="companyName"
        autoComplete="organization"
        defaultValue={values.companyName ?? profile.companyName ?? ''}
        error={errors.companyName}
      />
      <Field
        label={t('profile.phone')}
        name="phone"
        type="tel"
        autoComplete="tel"
        placeholder={t('profile.phonePlaceholder')}
        defaultValue={values.phone ?? profile.phone ?? ''}
        error={errors.phone}
      />
      <button type="submit" className={buttonClass.primary} disabled={pending}>
        {pending ? t('profile.saving') : t('profile.save')}
      </button>
    </form>
  );
}
