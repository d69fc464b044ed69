import { zodResolver } from '@hookform/resolvers/zod';
import { type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, type Location, useLocation, useNavigate } from 'react-router';
import type { z } from 'zod';
import { signInSchema } from '../../../../shared/auth/schema';
import { routes } from '../../../../shared/routes';
import { buttonClass, Field } from '../../../components/ui/field';
import { ApiError } from '../../../lib/api';
import { toast } from '../../../lib/toast';
import { useAuth } from '../use-auth';
import type { AuthNoticeState } from './auth-notice';

type Input = z.input<typeof signInSchema>;
type Output = z.output<typeof signInSchema>;

/** Where the guard sent the visitor from, so sign-in can take them back. */
function originOf(location: Location): string {
  const from = (location.state as { from?: Location } | null)?.from;
  return from ? `${from.pathname}${from.search}${from.hash}` : routes.home();
}

export function SignInForm({
  setNotice,
  onSwitch,
}: {
  setNotice: (n: AuthNoticeState | null) => void;
  onSwitch: () => void;
}) {
  const { t } = useTranslation('auth');
  const { signIn } = useAuth();
  const navigate = useNavigate();
  const location = useLocation();
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(signInSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onInvalid = (e: FieldErrors<Input>) => {
    const message = e.email?.message ?? e.password?.message ?? 'auth:errors.bothRequired';
    setNotice({ tone: 'error', message: t(message) });
  };

  const onSubmit = async (values: Output) => {
    setNotice(null);
    try {
      await signIn(values.email, values.password);
      toast.success(t('toasts.signedIn'));
      navigate(originOf(location), { replace: true });
    } catch (e) {
      if (e instanceof ApiError) {
        setNotice({
          tone: 'error',
          message: e.message || t('errors.loginFallback'),
          resendFor: e.code === 'email_not_verified' ? values.email : undefined,
        });
      } else {
        setNotice({ tone: 'error', message: (e as Error).message || t('errors.unexpected') });
      }
    }
  };

  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit(onSubmit, onInvalid)}>
      <Field
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        placeholder={t('fields.emailPlaceholder')}
        invalid={!!errors.email}
        {...form.register('email')}
      />
      <div className="space-y-1">
        <Field
          label={t('fields.password')}
          type="password"
          autoComplete="current-password"
          placeholder={t('fields.passwordPlaceholder')}
          invalid={!!errors.password}
          {...form.register('password')}
        />
        <div className="text-end">
          <Link to={routes.forgotPassword()} className="text-sm text-brand-600 hover:underline">
            {t('signIn.forgot')}
          </Link>
        </div>
      </div>
      <button type="submit" className={`${buttonClass.primary} w-full`} disabled={isSubmitting}>
        {isSubmitting ? t('signIn.submitting') : t('signIn.submit')}
      </button>
      <p className="text-center text-sm text-slate-600">
        {t('signIn.noAccount')}{' '}
        <button type="button" className="font-medium text-brand-600 hover:underline" onClick={onSwitch}>
          {t('signIn.switch')}
        </button>
      </p>
    </form>
  );
}
