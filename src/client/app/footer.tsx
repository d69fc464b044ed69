import { useTranslation } from 'react-i18next';
import { routes } from '../../shared/routes';
import { Link } from '../lib/router';
import { Logo } from './logo';

interface FooterLink {
  to: string;
  label: string;
}

const columns: { title: string; links: FooterLink[] }[] = [
  {
    title: 'footer.forBuyers',
    links: [
      { to: routes.suppliers(), label: 'footer.findSuppliers' },
      { to: routes.categories(), label: 'footer.browseCategories' },
      { to: routes.search(), label: 'footer.searchProducts' },
      { to: routes.dashboard(), label: 'footer.buyerDashboard' },
    ],
  },
  {
    title: 'footer.forSuppliers',
    links: [
      { to: routes.catalog(), label: 'footer.sellOn' },
      { to: routes.auth('register'), label: 'footer.registerSupplier' },
      { to: routes.products(), label: 'footer.myProducts' },
      { to: routes.dashboard(), label: 'footer.supplierDashboard' },
    ],
  },
  {
    title: 'footer.company',
    links: [
      { to: routes.about(), label: 'footer.aboutUs' },
      { to: routes.contact(), label: 'footer.contactUs' },
      { to: routes.help(), label: 'footer.help' },
      { to: routes.waitlist(), label: 'footer.waitlist' },
      { to: routes.sitemap(), label: 'footer.sitemap' },
    ],
  },
];

const legalLinks: FooterLink[] = [
  { to: routes.terms(), label: 'footer.terms' },
  { to: routes.privacy(), label: 'footer.privacy' },
  { to: routes.cookies(), label: 'footer.cookies' },
];

// Brand names, the same in every language.
const socialLinks = [
  { href: 'https://www.linkedin.com/company/tradesetu', name: 'LinkedIn' },
  { href: 'https://x.com/tradesetu', name: 'X' },
  { href: 'https://www.instagram.com/tradesetu', name: 'Instagram' },
  { href: 'https://www.youtube.com/@tradesetu', name: 'YouTube' },
];

const linkClass = 'text-sm text-slate-300 hover:text-white hover:underline';

export function Footer() {
  const { t } = useTranslation();
  return (
    <footer className="bg-ink text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 lg:grid-cols-5">
        <div className="sm:col-span-2">
          <Link to={routes.home()} aria-label={t('nav.logo')} className="inline-block text-white">
            <Logo />
          </Link>
          <p className="mt-4 max-w-sm text-sm leading-6">{t('footer.tagline')}</p>
          <h2 className="mt-6 text-sm font-semibold text-white">{t('footer.followUs')}</h2>
          <ul className="mt-3 flex flex-wrap gap-x-5 gap-y-2">
            {socialLinks.map((s) => (
              <li key={s.name}>
                <a href={s.href} target="_blank" rel="noopener noreferrer" className={linkClass}>
                  {s.name}
                  <span className="sr-only"> {t('footer.newTab')}</span>
                </a>
              </li>
            ))}
          </ul>
        </div>
        {columns.map((column) => (
          <nav key={column.title} aria-labelledby={`footer-${column.title}`}>
            <h2 id={`footer-${column.title}`} className="text-sm font-semibold text-white">
              {t(column.title)}
            </h2>
            <ul className="mt-4 space-y-3">
              {column.links.map((l) => (
                <li key={l.label}>
                  <Link to={l.to} className={linkClass}>
                    {t(l.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        ))}
      </div>
      <div className="border-t border-slate-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-4 px-4 py-6 md:flex-row md:items-center md:justify-between">
          <p className="text-sm">{t('footer.copyright')}</p>
          <nav aria-label={t('footer.legal')}>
            <ul className="flex flex-wrap gap-x-6 gap-y-2">
              {legalLinks.map((l) => (
                <li key={l.label}>
                  <Link to={l.to} className={linkClass}>
                    {t(l.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </footer>
  );
}
