import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import { usePageMeta } from '../../../lib/page-meta';
import { Link, useLocation } from '../../../lib/router';

/** The 404 page; a page about one thing that is not there may say so in its own words (`message`). */
export default function NotFoundPage({ message }: { message?: string }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  usePageMeta('notFound.title');
  useEffect(() => {
    console.error('404 Error: User attempted to access non-existent route:', pathname);
  }, [pathname]);
  return (
    <section className="flex min-h-[60vh] flex-col items-center justify-center px-4 py-16 text-center">
      <p className="text-7xl font-bold text-brand-600" aria-hidden="true">
        404
      </p>
      <h1 className="mt-4 text-2xl font-semibold text-ink md:text-3xl">{message ?? t('notFound.message')}</h1>
      <Link
        to={routes.home()}
        className="mt-8 rounded-md bg-brand-600 px-5 py-2.5 font-medium text-white hover:bg-brand-700"
      >
        {t('notFound.returnHome')}
      </Link>
    </section>
  );
}
