import { useTranslation } from 'react-i18next';
import { type RegistrationRole, registrationRoles } from '../../../../shared/auth/constants';
import { routes } from '../../../../shared/routes';
import { buttonClass, Field } from '../../../components/ui/field';
import { useFormAction } from '../../../lib/form-action';
import { Link, useLocation } from '../../../lib/router';
import { toast } from '../../../lib/toast';
import { authApi } from '../api';
import { AuthNotice } from './auth-notice';

/** 'Please fill in all required fields' wins over the other messages, as in the spec. */
const requiredFields = 'auth:errors.requiredFields';

export function RegisterForm({ initialRole }: { initialRole: RegistrationRole }) {
  const { t } = useTranslation('auth');
  const location = useLocation();
  const [state, action, pending] = useFormAction(
    () => import('../../../../shared/auth/schema').then((m) => m.registerSchema),
    async (values) => {
      const { email } = await authApi.register(values);
      toast.success(t('toasts.registered'));
      return email;
    },
  );
  const { values, errors } = state;
  const missing = Object.values(errors).includes(t(requiredFields));
  const signInLink = (
    <Link
      to={routes.auth()}
      replace
      state={location.state}
      className="font-medium text-brand-600 hover:underline"
    >
      {t('register.switch')}
    </Link>
  );

  // Done: the notice alone, so the filled-in form does not invite a second sign-up.
  if (state.result)
    return (
      <AuthNotice
        tone="success"
        title={t('register.successTitle')}
        message={t('register.successText', { email: state.result })}
      >
        <Link to={routes.auth()} replace className="font-medium underline hover:no-underline">
          {t('register.goToSignIn')}
        </Link>
      </AuthNotice>
    );

  return (
    <form action={action} noValidate className="space-y-4">
      {state.message !== undefined && (
        <AuthNotice
          tone="error"
          message={missing ? t(requiredFields) : state.message || t('errors.registerFallback')}
        />
      )}
      <Field
        label={t('fields.fullName')}
        name="fullName"
        autoComplete="name"
        placeholder={t('fields.fullNamePlaceholder')}
        defaultValue={values.fullName}
        invalid={!!errors.fullName}
      />
      <Field
        label={t('fields.email')}
        name="email"
        type="email"
        autoComplete="email"
        placeholder={t('fields.emailPlaceholder')}
        defaultValue={values.email}
        invalid={!!errors.email}
      />
      <Field
        label={t('fields.password')}
        name="password"
        type="password"
        autoComplete="new-password"
        placeholder={t('fields.newPasswordPlaceholder')}
        invalid={!!errors.password}
      />
      <Field
        label={t('fields.companyName')}
        name="companyName"
        autoComplete="organization"
        placeholder={t('fields.companyNamePlaceholder')}
        defaultValue={values.companyName}
        invalid={!!errors.companyName}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">{t('fields.role')}</legend>
        <div className="grid gap-2 sm:grid-cols-2">
          {registrationRoles.map((role) => (
            <label
              key={role}
              className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-200 p-3 has-[:checked]:border-brand-500 has-[:checked]:bg-brand-50"
            >
              <input
                type="radio"
                name="role"
                value={role}
                defaultChecked={(values.role ?? initialRole) === role}
                aria-labelledby={`role-${role}-name`}
                aria-describedby={`role-${role}-hint`}
                className="mt-0.5 size-4 accent-brand-600"
              />
              <span>
                <span id={`role-${role}-name`} className="block text-sm font-medium text-slate-900">
                  {t(`fields.${role}`)}
                </span>
                <span id={`role-${role}-hint`} className="block text-xs text-slate-500">
                  {t(`fields.${role}Hint`)}
                </span>
              </span>
            </label>
          ))}
        </div>
      </fieldset>
      <button type="submit" className={`${buttonClass.primary} w-full`} disabled={pending}>
        {pending ? t('register.submitting') : t('register.submit')}
      </button>
      <p className="text-center text-sm text-slate-600">
        {t('register.haveAccount')} {signInLink}
      </p>
    </form>
  );
}
