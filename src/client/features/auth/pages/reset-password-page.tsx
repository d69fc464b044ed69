import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import type { z } from 'zod';
import { resetPasswordSchema } from '../../../../shared/auth/schema';
import { routes } from '../../../../shared/routes';
import { buttonClass, Field } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { usePageMeta } from '../../../lib/page-meta';
import { authApi } from '../api';

type Input = z.input<typeof resetPasswordSchema>;
type Output = z.output<typeof resetPasswordSchema>;

/** The mail's link lands here with `?token=` (or `?error=` when better-auth refused it). */
export default function ResetPasswordPage() {
  const { t } = useTranslation('auth');
  usePageMeta('auth:reset.title', 'auth:reset.text');
  const [params] = useSearchParams();
  const token = params.get('token');
  const [done, setDone] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const form = useForm<Input, unknown, Output>({
    resolver: zodResolver(resetPasswordSchema),
    defaultValues: { password: '', confirm: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const msg = (key?: string) => (key ? t(key) : undefined);

  const onSubmit = async (values: Output) => {
    if (!token) return;
    setError(null);
    try {
      await authApi.resetPassword(token, values.password);
      setDone(true);
    } catch (e) {
      setError((e as Error).message || t('errors.unexpected'));
    }
  };

  const invalidLink = !token || params.get('error');
  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <div className="rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <h1 className="text-2xl font-bold text-ink">{t('reset.title')}</h1>
        {invalidLink ? (
          <Notice tone="error" className="mt-6">
            <p>{t('reset.invalidLink')}</p>
            <Link to={routes.forgotPassword()} className="font-medium underline">
              {t('reset.requestNew')}
            </Link>
          </Notice>
        ) : done ? (
          <Notice tone="success" className="mt-6">
            <p>{t('reset.done')}</p>
            <Link to={routes.auth()} className="font-medium underline">
              {t('register.goToSignIn')}
            </Link>
          </Notice>
        ) : (
          <form noValidate className="mt-6 space-y-4" onSubmit={form.handleSubmit(onSubmit)}>
            <p className="text-sm text-slate-600">{t('reset.text')}</p>
            {error && (
              <Notice tone="error">
                <p>{error}</p>
                <Link to={routes.forgotPassword()} className="font-medium underline">
                  {t('reset.requestNew')}
                </Link>
              </Notice>
            )}
            <Field
              label={t('fields.newPassword')}
              type="password"
              autoComplete="new-password"
              error={msg(errors.password?.message)}
              {...form.register('password')}
            />
            <Field
              label={t('fields.confirmPassword')}
              type="password"
              autoComplete="new-password"
              error={msg(errors.confirm?.message)}
              {...form.register('confirm')}
            />
            <button type="submit" className={`${buttonClass.primary} w-full`} disabled={isSubmitting}>
              {isSubmitting ? t('reset.submitting') : t('reset.submit')}
            </button>
          </form>
        )}
      </div>
    </section>
  );
}
