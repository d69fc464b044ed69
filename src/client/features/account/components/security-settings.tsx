import { useTranslation } from 'react-i18next';
import { changeEmailSchema, changePasswordSchema } from '../../../../shared/auth/schema';
import { buttonClass, Field } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { useFormAction } from '../../../lib/form-action';
import { toast } from '../../../lib/toast';
import { accountApi } from '../api';
import { toastFailure } from '../toast-failure';

/** Passwords are not kept after a refusal: they are typed again, as on the sign-in form. */
export function PasswordSettings() {
  const { t } = useTranslation('account');
  const [{ errors }, action, pending] = useFormAction(
    changePasswordSchema,
    async (passwords) => {
      await accountApi.changePassword(passwords);
      toast.success(t('settings.password.saved'));
    },
    toastFailure,
  );
  return (
    <form action={action} noValidate className="space-y-4">
      <Field
        label={t('settings.password.current')}
        name="currentPassword"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword}
      />
      <Field
        label={t('settings.password.new')}
        name="newPassword"
        type="password"
        autoComplete="new-password"
        error={errors.newPassword}
      />
      <Field
        label={t('settings.password.confirm')}
        name="confirm"
        type="password"
        autoComplete="new-password"
        error={errors.confirm}
      />
      <button type="submit" className={buttonClass.primary} disabled={pending}>
        {t('settings.password.save')}
      </button>
    </form>
  );
}

export function EmailSettings({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation('account');
  const schema = changeEmailSchema.refine(({ newEmail }) => newEmail !== currentEmail.toLowerCase(), {
    message: 'account:errors.emailUnchanged',
    path: ['newEmail'],
  });
  const [{ values, errors, result: sentTo }, action, pending] = useFormAction(
    schema,
    async ({ newEmail }) => {
      await accountApi.changeEmail(newEmail);
      return newEmail;
    },
    toastFailure,
  );
  return (
    <form action={action} noValidate className="space-y-4">
      <p className="text-sm text-slate-600">{t('settings.email.current', { email: currentEmail })}</p>
      {sentTo && (
        <Notice tone="success">
          <p>{t('settings.email.sent', { email: sentTo })}</p>
        </Notice>
      )}
      <Field
        label={t('settings.email.new')}
        name="newEmail"
        type="email"
        autoComplete="email"
        defaultValue={values.newEmail}
        error={errors.newEmail}
      />
      <button type="submit" className={buttonClass.primary} disabled={pending}>
        {t('settings.email.save')}
      </button>
    </form>
  );
}
