import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import { buttonClass, Field } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { useFormAction } from '../../../lib/form-action';
import { usePageMeta } from '../../../lib/page-meta';
import { Link } from '../../../lib/router';
import { authApi } from '../api';

/** Step one of the reset: the answer is the same whether or not the address has an account. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  usePageMeta('auth:forgot.title', 'auth:forgot.text');
  const [state, action, pending] = useFormAction(
    () => import('../../../../shared/auth/schema').then((m) => m.forgotPasswordSchema),
    async (values) => {
      await authApi.requestReset(values);
      return values.email;
    },
  );

  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold text-ink">{t('forgot.title')}</h1>
        <p className="mt-2 text-sm text-slate-600">{t('forgot.text')}</p>
        {state.result ? (
          <Notice tone="success" className="mt-6">
            <p>{t('forgot.sent', { email: state.result })}</p>
          </Notice>
        ) : (
          <form action={action} noValidate className="mt-6 space-y-4">
            {state.failure !== undefined && <Notice tone="error">{state.message}</Notice>}
            <Field
              label={t('fields.email')}
              name="email"
              type="email"
              autoComplete="email"
              placeholder={t('fields.emailPlaceholder')}
              defaultValue={state.values.email}
              error={state.errors.email}
            />
            <button type="submit" className={`${buttonClass.primary} w-full`} disabled={pending}>
              {pending ? t('forgot.submitting') : t('forgot.submit')}
            </button>
          </form>
        )}
        <p className="mt-6 text-center text-sm">
          <Link to={routes.auth()} className="font-medium text-brand-600 hover:underline">
            {t('forgot.back')}
          </Link>
        </p>
      </div>
    </section>
  );
}
