import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { routes } from '../../../../shared/routes';

export default function NotFoundPage() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center px-4 text-center">
      <h1 className="text-6xl font-bold text-ink">404</h1>
      <p className="mt-4 text-xl text-slate-600">{t('notFound.message')}</p>
      <Link to={routes.home()} className="mt-6 text-brand-600 underline hover:text-brand-700">
        {t('notFound.returnHome')}
      </Link>
    </section>
  );
}
