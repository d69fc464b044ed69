import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { z } from 'zod';
import { forgotPasswordSchema } from '../../../../shared/auth/schema';
import { routes } from '../../../../shared/routes';
import { buttonClass, Field } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { usePageMeta } from '../../../lib/page-meta';
import { authApi } from '../api';

type Input = z.input<typeof forgotPasswordSchema>;
type Output = z.output<typeof forgotPasswordSchema>;

/** Step one of the reset: the answer is the same whether or not the address has an account. */
export default function ForgotPasswordPage() {
  const { t } = useTranslation('auth');
  usePageMeta('auth:forgot.title', 'auth:forgot.text');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { email: '' },
  });
  const { errors, isSubmitting } = form.formState;

  const onSubmit = async (values: Output) => {
    setError(null);
    try {
      await authApi.requestReset(values);
      setSentTo(values.email);
    } catch (e) {
      setError((e as Error).message || t('errors.unexpected'));
    }
  };

  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold text-ink">{t('forgot.title')}</h1>
        <p className="mt-2 text-sm text-slate-600">{t('forgot.text')}</p>
        {sentTo ? (
          <Notice tone="success" className="mt-6">
            <p>{t('forgot.sent', { email: sentTo })}</p>
          </Notice>
        ) : (
          <form noValidate className="mt-6 space-y-4" onSubmit={form.handleSubmit(onSubmit)}>
            {error && <Notice tone="error">{error}</Notice>}
            <Field
              label={t('fields.email')}
              type="email"
              autoComplete="email"
              placeholder={t('fields.emailPlaceholder')}
              error={errors.email?.message && t(errors.email.message)}
              {...form.register('email')}
            />
            <button type="submit" className={`${buttonClass.primary} w-full`} disabled={isSubmitting}>
              {isSubmitting ? t('forgot.submitting') : t('forgot.submit')}
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
