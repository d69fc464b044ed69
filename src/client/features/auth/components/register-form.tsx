import { zodResolver } from '@hookform/resolvers/zod';
import * as RadioGroup from '@radix-ui/react-radio-group';
import { Controller, type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { RegistrationRole } from '../../../../shared/auth/constants';
import { registerSchema } from '../../../../shared/auth/schema';
import { buttonClass, Field } from '../../../components/ui/field';
import { toast } from '../../../lib/toast';
import { authApi } from '../api';
import type { AuthNoticeState } from './auth-notice';

type Input = z.input<typeof registerSchema>;
type Output = z.output<typeof registerSchema>;

const order = ['fullName', 'email', 'password', 'companyName', 'role'] as const;

/** 'Please fill in all required fields' wins over the other messages, as in the spec. */
function firstMessage(errors: FieldErrors<Input>): string {
  const messages = order.map((f) => errors[f]?.message).filter((m): m is string => !!m);
  return (
    messages.find((m) => m === 'auth:errors.requiredFields') ?? messages[0] ?? 'auth:errors.requiredFields'
  );
}

export function RegisterForm({
  initialRole,
  setNotice,
  onSwitch,
}: {
  initialRole: RegistrationRole;
  setNotice: (n: AuthNoticeState | null) => void;
  onSwitch: () => void;
}) {
  const { t } = useTranslation('auth');
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(registerSchema),
    defaultValues: { fullName: '', email: '', password: '', companyName: '', role: initialRole },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (values: Output) => {
    setNotice(null);
    try {
      const { email } = await authApi.register(values);
      form.reset({ fullName: '', email: '', password: '', companyName: '', role: values.role });
      setNotice({
        tone: 'success',
        title: t('register.successTitle'),
        message: t('register.successText', { email }),
        offerSignIn: true,
      });
      toast.success(t('toasts.registered'));
    } catch (e) {
      setNotice({ tone: 'error', message: (e as Error).message || t('errors.registerFallback') });
    }
  };

  const roleOption = (value: RegistrationRole) => (
    <label
      htmlFor={`role-${value}`}
      className="flex cursor-pointer items-start gap-3 rounded-md border border-slate-200 p-3 has-[[data-state=checked]]:border-brand-500 has-[[data-state=checked]]:bg-brand-50"
    >
      <RadioGroup.Item
        value={value}
        id={`role-${value}`}
        aria-labelledby={`role-${value}-name`}
        aria-describedby={`role-${value}-hint`}
        className="mt-0.5 flex size-4 items-center justify-center rounded-full border border-slate-400 data-[state=checked]:border-brand-600"
      >
        <RadioGroup.Indicator className="size-2 rounded-full bg-brand-600" />
      </RadioGroup.Item>
      <span>
        <span id={`role-${value}-name`} className="block text-sm font-medium text-slate-900">
          {t(`fields.${value}`)}
        </span>
        <span id={`role-${value}-hint`} className="block text-xs text-slate-500">
          {t(`fields.${value}Hint`)}
        </span>
      </span>
    </label>
  );

  return (
    <form
      noValidate
      className="space-y-4"
      onSubmit={form.handleSubmit(onSubmit, (e) => setNotice({ tone: 'error', message: t(firstMessage(e)) }))}
    >
      <Field
        label={t('fields.fullName')}
        autoComplete="name"
        placeholder={t('fields.fullNamePlaceholder')}
        invalid={!!errors.fullName}
        {...form.register('fullName')}
      />
      <Field
        label={t('fields.email')}
        type="email"
        autoComplete="email"
        placeholder={t('fields.emailPlaceholder')}
        invalid={!!errors.email}
        {...form.register('email')}
      />
      <Field
        label={t('fields.password')}
        type="password"
        autoComplete="new-password"
        placeholder={t('fields.newPasswordPlaceholder')}
        invalid={!!errors.password}
        {...form.register('password')}
      />
      <Field
        label={t('fields.companyName')}
        autoComplete="organization"
        placeholder={t('fields.companyNamePlaceholder')}
        invalid={!!errors.companyName}
        {...form.register('companyName')}
      />
      <fieldset className="space-y-2">
        <legend className="text-sm font-medium text-slate-700">{t('fields.role')}</legend>
        <Controller
          control={form.control}
          name="role"
          render={({ field }) => (
            <RadioGroup.Root
              className="grid gap-2 sm:grid-cols-2"
              value={field.value}
              onValueChange={field.onChange}
              aria-label={t('fields.role')}
            >
              {roleOption('buyer')}
              {roleOption('supplier')}
            </RadioGroup.Root>
          )}
        />
      </fieldset>
      <button type="submit" className={`${buttonClass.primary} w-full`} disabled={isSubmitting}>
        {isSubmitting ? t('register.submitting') : t('register.submit')}
      </button>
      <p className="text-center text-sm text-slate-600">
        {t('register.haveAccount')}{' '}
        <button type="button" className="font-medium text-brand-600 hover:underline" onClick={onSwitch}>
          {t('register.switch')}
        </button>
      </p>
    </form>
  );
}
