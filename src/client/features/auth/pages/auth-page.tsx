import { clsx } from 'clsx';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import { Spinner } from '../../../components/ui/spinner';
import { usePageMeta } from '../../../lib/page-meta';
import { Link, useLocation, useNavigate, useSearchParams } from '../../../lib/router';
import { toast } from '../../../lib/toast';
import { AuthNotice } from '../components/auth-notice';
import { RegisterForm } from '../components/register-form';
import { SignInForm } from '../components/sign-in-form';
import { useAuth } from '../use-auth';

/** The notice a confirmation link lands with (`?verified=1`, plus `error=` when the token was bad). */
function LandingNotice({ params }: { params: URLSearchParams }) {
  const { t } = useTranslation('auth');
  const error = params.get('error');
  if (error)
    return (
      <AuthNotice
        tone="error"
        message={t(error === 'TOKEN_EXPIRED' ? 'verified.expired' : 'verified.invalid')}
      />
    );
  if (params.get('verified')) return <AuthNotice tone="success" message={t('verified.success')} />;
  return null;
}

/** The confirmation link signed the new user in: on to their dashboard, with a welcome. */
function WelcomeIn() {
  const { t } = useTranslation('auth');
  const navigate = useNavigate();
  useEffect(() => {
    toast.success(t('toasts.welcome'), { id: 'welcome' });
    navigate(routes.dashboard(), { replace: true });
  }, [navigate, t]);
  return <Spinner />;
}

/**
 * Sign In and Create Account. The tabs are links (?tab=register), so they work from the first
 * paint; switching drops the other form and its notices, and keeps where the guard sent the
 * visitor from.
 */
export default function AuthPage() {
  const { t } = useTranslation('auth');
  usePageMeta('auth:meta.title', 'auth:meta.description');
  const [params] = useSearchParams();
  const location = useLocation();
  const tab = params.get('tab') === 'register' ? 'register' : 'signIn';
  const { user, loading } = useAuth();
  // A good confirmation link arrives signed in; no form until the session is known.
  if (params.get('verified') && !params.get('error') && (loading || user))
    return user ? <WelcomeIn /> : <Spinner />;

  return (
    <section className="mx-auto max-w-md px-4 py-12">
      <h1 className="text-center text-2xl font-bold text-ink">
        {tab === 'register' ? t('heading.register') : t('heading.signIn')}
      </h1>
      <p className="mt-2 text-center text-sm text-slate-600">
        {tab === 'register' ? t('heading.registerText') : t('heading.signInText')}
      </p>
      <div className="mt-8 rounded-lg border border-slate-200 bg-white p-6 shadow-sm">
        <nav aria-label={t('meta.title')} className="mb-6 grid grid-cols-2 rounded-md bg-slate-100 p-1">
          {(['signIn', 'register'] as const).map((value) => (
            <Link
              key={value}
              to={value === 'register' ? routes.auth('register') : routes.auth()}
              replace
              state={location.state}
              aria-current={value === tab ? 'page' : undefined}
              className={clsx(
                'rounded px-3 py-1.5 text-center text-sm font-medium text-slate-600',
                value === tab && 'bg-white text-ink shadow-sm',
              )}
            >
              {t(`tabs.${value}`)}
            </Link>
          ))}
        </nav>
        <div className="space-y-4">
          <LandingNotice params={params} />
          {tab === 'register' ? (
            <RegisterForm initialRole={params.get('role') === 'supplier' ? 'supplier' : 'buyer'} />
          ) : (
            <SignInForm />
          )}
        </div>
      </div>
    </section>
  );
}
