import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import { Link } from '../../../lib/router';
import { useAuth } from '../use-auth';

// The menu (Radix) loads only for signed-in visitors; the home page stays light for the rest.
const AvatarMenu = lazy(() => import('./avatar-menu'));

const placeholder = <span className="inline-block size-9 rounded-full bg-slate-100" aria-hidden="true" />;

/** The right side of the top navigation: Sign In / Get Started, or the avatar menu. */
export function AccountArea() {
  const { t } = useTranslation();
  const { user, loading } = useAuth();
  if (loading) return placeholder;
  if (user) {
    return (
      <Suspense fallback={placeholder}>
        <AvatarMenu />
      </Suspense>
    );
  }
  return (
    <div className="flex items-center gap-2">
      <Link
        to={routes.auth()}
        className="rounded-md px-3 py-2 text-sm font-medium text-slate-700 hover:bg-slate-100"
      >
        {t('nav.signIn')}
      </Link>
      <Link
        to={routes.auth('register')}
        className="rounded-md bg-brand-600 px-3 py-2 text-sm font-medium text-white hover:bg-brand-700"
      >
        {t('nav.getStarted')}
      </Link>
    </div>
  );
}
