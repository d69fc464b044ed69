import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { usePageMeta } from '../../../lib/page-meta';
import { useSearchParams } from '../../../lib/router';
import { useAuth } from '../../auth/use-auth';
import { DeleteAccount, LanguageSettings, StartSelling } from '../components/account-settings';
import { NotificationSettings } from '../components/notification-settings';
import { EmailSettings, PasswordSettings } from '../components/security-settings';

function Section({
  title,
  text,
  danger,
  children,
}: {
  title: string;
  text: string;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <section className={`rounded-lg border bg-white p-6 ${danger ? 'border-red-200' : 'border-slate-200'}`}>
      <h2 className={`text-xl font-semibold ${danger ? 'text-red-700' : 'text-ink'}`}>{title}</h2>
      <p className="mt-1 mb-4 text-sm text-slate-600">{text}</p>
      {children}
    </section>
  );
}

export default function SettingsPage() {
  const { t } = useTranslation('account');
  usePageMeta('account:meta.settings', 'account:meta.settingsDescription');
  const { user, profile } = useAuth();
  const [params] = useSearchParams();
  if (!user || !profile) return <Spinner />;
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-12">
      <h1 className="text-3xl font-bold text-ink">{t('settings.title')}</h1>
      {params.get('emailChanged') && (
        <Notice tone={params.get('error') ? 'error' : 'success'}>
          <p>{params.get('error') ? t('auth:errors.invalidToken') : t('settings.email.changed')}</p>
        </Notice>
      )}
      <Section title={t('settings.language.title')} text={t('settings.language.text')}>
        <LanguageSettings current={profile.language} />
      </Section>
      <Section title={t('notifications:title')} text={t('notifications:text')}>
        <NotificationSettings />
      </Section>
      <Section title={t('settings.password.title')} text={t('settings.password.text')}>
        <PasswordSettings />
      </Section>
      <Section title={t('settings.email.title')} text={t('settings.email.text')}>
        <EmailSettings currentEmail={user.email} />
      </Section>
      {profile.role === 'buyer' && (
        <Section title={t('settings.sell.title')} text={t('settings.sell.text')}>
          <StartSelling />
        </Section>
      )}
      <Section title={t('settings.delete.title')} text={t('settings.delete.text')} danger>
        <DeleteAccount email={user.email} />
      </Section>
    </div>
  );
}
