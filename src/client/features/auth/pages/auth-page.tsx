import * as Tabs from '@radix-ui/react-tabs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useSearchParams } from 'react-router';
import { usePageMeta } from '../../../lib/page-meta';
import { AuthNotice, type AuthNoticeState } from '../components/auth-notice';
import { RegisterForm } from '../components/register-form';
import { SignInForm } from '../components/sign-in-form';

type Tab = 'signIn' | 'register';

/** The notice a confirmation link lands with (`?verified=1`, plus `error=` when the token was bad). */
function landingNotice(params: URLSearchParams, t: (k: string) => string): AuthNoticeState | null {
  const error = params.get('error');
  if (error === 'TOKEN_EXPIRED') return { tone: 'error', message: t('verified.expired') };
  if (error) return { tone: 'error', message: t('verified.invalid') };
  if (params.get('verified')) return { tone: 'success', message: t('verified.success') };
  return null;
}

export default function AuthPage() {
  const { t } = useTranslation('auth');
  usePageMeta('auth:meta.title', 'auth:meta.description');
  const [params, setParams] = useSearchParams();
  const location = useLocation();
  const tab: Tab = params.get('tab') === 'register' ? 'register' : 'signIn';
  const [notice, setNotice] = useState<AuthNoticeState | null>(() => landingNotice(params, t));

  // Switching tabs clears the notices and keeps where the guard sent the visitor from.
  const switchTab = (next: Tab) => {
    setNotice(null);
    setParams(next === 'register' ? { tab: 'register' } : {}, { replace: true, state: location.state });
  };

  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-center text-2xl font-bold text-ink">
        {tab === 'register' ? t('heading.register') : t('heading.signIn')}
      </h1>
      <p className="mt-2 text-center text-sm text-slate-600">
        {tab === 'register' ? t('heading.registerText') : t('heading.signInText')}
      </p>
      <Tabs.Root
        value={tab}
        onValueChange={(v) => switchTab(v as Tab)}
        className="mt-8 rounded-lg border border-slate-200 bg-white p-6 shadow-sm"
      >
        <Tabs.List className="mb-6 grid grid-cols-2 rounded-md bg-slate-100 p-1" aria-label={t('meta.title')}>
          {(['signIn', 'register'] as const).map((value) => (
            <Tabs.Trigger
              key={value}
              value={value}
              className="rounded px-3 py-1.5 text-sm font-medium text-slate-600 data-[state=active]:bg-white data-[state=active]:text-ink data-[state=active]:shadow-sm"
            >
              {t(`tabs.${value}`)}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
        {notice && <AuthNotice notice={notice} onSignIn={() => switchTab('signIn')} />}
        <Tabs.Content value="signIn" className="mt-4">
          <SignInForm setNotice={setNotice} onSwitch={() => switchTab('register')} />
        </Tabs.Content>
        <Tabs.Content value="register" className="mt-4">
          <RegisterForm
            initialRole={params.get('role') === 'supplier' ? 'supplier' : 'buyer'}
            setNotice={setNotice}
            onSwitch={() => switchTab('signIn')}
          />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}
