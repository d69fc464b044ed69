import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import { usePageMeta } from '../../../lib/page-meta';
import { Link } from '../../../lib/router';

const groups = [
  {
    id: 'main',
    links: [
      ['home', routes.home()],
      ['categories', routes.categories()],
      ['suppliers', routes.suppliers()],
      ['buyers', routes.buyers()],
      ['about', routes.about()],
      ['contact', routes.contact()],
      ['waitlist', routes.waitlist()],
    ],
  },
  {
    id: 'suppliers',
    links: [
      ['register', routes.auth('register', 'supplier')],
      ['supplierDashboard', routes.dashboard()],
      ['myProducts', routes.products()],
      ['createCatalog', routes.catalog()],
      ['signIn', routes.auth()],
    ],
  },
  {
    id: 'buyers',
    links: [
      ['suppliers', routes.suppliers()],
      ['browseCategories', routes.categories()],
      ['searchProducts', routes.search()],
      ['buyerDashboard', routes.dashboard()],
      ['createAccount', routes.auth('register')],
    ],
  },
  {
    id: 'legal',
    links: [
      ['terms', routes.terms()],
      ['privacy', routes.privacy()],
      ['cookies', routes.cookies()],
    ],
  },
] as const;

export default function SitemapPage() {
  const { t } = useTranslation(['pages', 'common']);
  usePageMeta('common:pages.sitemap', 'common:pageDescriptions.sitemap');
  return (
    <div className="mx-auto max-w-5xl px-4 py-12">
      <h1 className="text-3xl font-bold text-ink">{t('common:pages.sitemap')}</h1>
      <p className="mt-2 text-slate-600">{t('pages:sitemap.intro')}</p>
      <div className="mt-8 grid gap-8 sm:grid-cols-2 lg:grid-cols-4">
        {groups.map((g) => (
          <nav key={g.id} aria-labelledby={`sitemap-${g.id}`}>
            <h2 id={`sitemap-${g.id}`} className="text-lg font-semibold text-ink">
              {t(`pages:sitemap.${g.id}`)}
            </h2>
            <ul className="mt-3 space-y-2">
              {g.links.map(([key, to]) => (
                <li key={key}>
                  <Link to={to} className="text-brand-700 hover:underline">
                    {t(`pages:sitemap.links.${key}`)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
    </div>
  );
}
