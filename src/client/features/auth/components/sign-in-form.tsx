import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import { buttonClass, Field } from '../../../components/ui/field';
import { useFormAction } from '../../../lib/form-action';
import { Link, type Location, useLocation, useNavigate } from '../../../lib/router';
import { toast } from '../../../lib/toast';
import { useAuth } from '../use-auth';
import { AuthNotice } from './auth-notice';

/** Where the guard sent the visitor from, so sign-in can take them back; else their dashboard. */
function originOf(location: Location): string {
  const from = (location.state as { from?: Location } | null)?.from;
  return from ? `${from.pathname}${from.search}${from.hash}` : routes.dashboard();
}

export function SignInForm() {
  const { t } = useTranslation('auth');
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const [state, action, pending] = useFormAction(
    () => import('../../../../shared/auth/schema').then((m) => m.signInSchema),
    async ({ email, password }) => {
      await signIn(email, password);
      toast.success(t('toasts.signedIn'));
      navigate(originOf(location), { replace: true });
    },
  );
  const failed = state.message !== undefined;

  return (
    <form action={action} noValidate className="space-y-4">
      {failed && (
        <AuthNotice
          tone="error"
          message={state.message || t('errors.loginFallback')}
          resendFor={state.code === 'email_not_verified' ? state.values.email : undefined}
        />
      )}
      <Field
        label={t('fields.email')}
        name="email"
        type="email"
        autoComplete="email"
        placeholder={t('fields.emailPlaceholder')}
        defaultValue={state.values.email}
        invalid={failed}
      />
      <div className="space-y-1">
        <Field
          label={t('fields.password')}
          name="password"
          type="password"
          autoComplete="current-password"
          placeholder={t('fields.passwordPlaceholder')}
          invalid={failed}
        />
        <div className="text-end">
          <Link to={routes.forgotPassword()} className="text-sm text-brand-600 hover:underline">
            {t('signIn.forgot')}
          </Link>
        </div>
      </div>
      <button type="submit" className={`${buttonClass.primary} w-full`} disabled={pending}>
        {pending ? t('signIn.submitting') : t('signIn.submit')}
      </button>
      <p className="text-center text-sm text-slate-600">
        {t('signIn.noAccount')}{' '}
        <Link
          to={routes.auth('register')}
          replace
          state={location.state}
          className="font-medium text-brand-600 hover:underline"
        >
          {t('signIn.switch')}
        </Link>
      </p>
    </form>
  );
}
