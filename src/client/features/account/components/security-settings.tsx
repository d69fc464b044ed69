import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { changeEmailSchema, changePasswordSchema } from '../../../../shared/auth/schema';
import { buttonClass, Field } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { toast } from '../../../lib/toast';
import { accountApi } from '../api';

export function PasswordSettings() {
  const { t } = useTranslation('account');
  const form = useForm<z.input<typeof changePasswordSchema>, unknown, z.output<typeof changePasswordSchema>>({
    resolver: zodResolver(changePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '', confirm: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const msg = (key?: string) => (key ? t(key) : undefined);
  const onSubmit = async (values: z.output<typeof changePasswordSchema>) => {
    try {
      await accountApi.changePassword(values);
      form.reset();
      toast.success(t('settings.password.saved'));
    } catch (e) {
      toast.error((e as Error).message);
    }
  };
  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit(onSubmit)}>
      <Field
        label={t('settings.password.current')}
        type="password"
        autoComplete="current-password"
        error={msg(errors.currentPassword?.message)}
        {...form.register('currentPassword')}
      />
      <Field
        label={t('settings.password.new')}
        type="password"
        autoComplete="new-password"
        error={msg(errors.newPassword?.message)}
        {...form.register('newPassword')}
      />
      <Field
        label={t('settings.password.confirm')}
        type="password"
        autoComplete="new-password"
        error={msg(errors.confirm?.message)}
        {...form.register('confirm')}
      />
      <button type="submit" className={buttonClass.primary} disabled={isSubmitting}>
        {t('settings.password.save')}
      </button>
    </form>
  );
}

export function EmailSettings({ currentEmail }: { currentEmail: string }) {
  const { t } = useTranslation('account');
  const [sentTo, setSentTo] = useState<string | null>(null);
  const form = useForm<z.input<typeof changeEmailSchema>, unknown, z.output<typeof changeEmailSchema>>({
    resolver: zodResolver(changeEmailSchema),
    defaultValues: { newEmail: '' },
  });
  const { errors, isSubmitting } = form.formState;
  const onSubmit = async ({ newEmail }: z.output<typeof changeEmailSchema>) => {
    if (newEmail === currentEmail.toLowerCase()) {
      form.setError('newEmail', { message: 'account:errors.emailUnchanged' });
      return;
    }
    try {
      await accountApi.changeEmail(newEmail);
      setSentTo(newEmail);
      form.reset();
    } catch (e) {
      toast.error((e as Error).message);
    }
  };
  return (
    <form noValidate className="space-y-4" onSubmit={form.handleSubmit(onSubmit)}>
      <p className="text-sm text-slate-600">{t('settings.email.current', { email: currentEmail })}</p>
      {sentTo && (
        <Notice tone="success">
          <p>{t('settings.email.sent', { email: sentTo })}</p>
        </Notice>
      )}
      <Field
        label={t('settings.email.new')}
        type="email"
        autoComplete="email"
        error={errors.newEmail?.message && t(errors.newEmail.message)}
        {...form.register('newEmail')}
      />
      <button type="submit" className={buttonClass.primary} disabled={isSubmitting}>
        {t('settings.email.save')}
      </button>
    </form>
  );
}
