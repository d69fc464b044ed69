import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import { buttonClass, Field } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { useFormAction } from '../../../lib/form-action';
import { usePageMeta } from '../../../lib/page-meta';
import { Link, useSearchParams } from '../../../lib/router';
import { authApi } from '../api';

/** The new password for the mail's token; the passwords are not kept after a refusal. */
function ResetPasswordForm({ token }: { token: string }) {
  const { t } = useTranslation('auth');
  const [state, action, pending] = useFormAction(
    () => import('../../../../shared/auth/schema').then((m) => m.resetPasswordSchema),
    async ({ password }) => {
      await authApi.resetPassword(token, password);
      return true;
    },
  );
  if (state.result)
    return (
      <Notice tone="success" className="mt-6">
        <p>{t('reset.done')}</p>
        <Link to={routes.auth()} className="font-medium underline">
          {t('register.goToSignIn')}
        </Link>
      </Notice>
    );
  return (
    <form action={action} noValidate className="mt-6 space-y-4">
      <p className="text-sm text-slate-600">{t('reset.text')}</p>
      {state.failure !== undefined && (
        <Notice tone="error">
          <p>{state.message}</p>
          <Link to={routes.forgotPassword()} className="font-medium underline">
            {t('reset.requestNew')}
          </Link>
        </Notice>
      )}
      <Field
        label={t('fields.newPassword')}
        name="password"
        type="password"
        autoComplete="new-password"
        error={state.errors.password}
      />
      <Field
        label={t('fields.confirmPassword')}
        name="confirm"
        type="password"
        autoComplete="new-password"
        error={state.errors.confirm}
      />
      <button type="submit" className={`${buttonClass.primary} w-full`} disabled={pending}>
        {pending ? t('reset.submitting') : t('reset.submit')}
      </button>
    </form>
  );
}

/** The mail's link lands here with `?token=` (or `?error=` when better-auth refused it). */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  usePageMeta('auth:reset.title', 'auth:reset.text');
  const [params] = useSearchParams();
  const token = params.get('token');
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold text-ink">{t('reset.title')}</h1>
        {token && !params.get('error') ? (
          <ResetPasswordForm token={token} />
        ) : (
          <Notice tone="error" className="mt-6">
            <p>{t('reset.invalidLink')}</p>
            <Link to={routes.forgotPassword()} className="font-medium underline">
              {t('reset.requestNew')}
            </Link>
          </Notice>
        )}
      </div>
    </section>
  );
}
