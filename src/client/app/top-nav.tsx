import { Menu, Search, X } from 'lucide-react';
import { Suspense, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../shared/routes';
import { AccountArea } from '../features/auth/components/account-area';
import { Link, useLocation } from '../lib/router';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { MemberLinks, NavLinks, SearchForm } from './nav-parts';

const panels = { search: 'nav-search-panel', menu: 'nav-menu-panel' } as const;
type Panel = keyof typeof panels;
const panelOf = (name: Panel) => document.getElementById(panels[name]);

/**
 * Each part is a Suspense boundary, hydrated in a short task of its own. The two panels under
 * 768 px are native popovers: their toggles work from the first paint,
 * before any JavaScript, and opening one closes the other (both are `auto` popovers). React
 * mirrors which one is open and closes them on every navigation.
 */
function usePanels() {
  const location = useLocation();
  const [open, setOpen] = useState<Panel | null>(null);
  useEffect(() => {
    const sync = () =>
      setOpen((Object.keys(panels) as Panel[]).find((p) => panelOf(p)?.matches(':popover-open')) ?? null);
    sync(); // one may have been opened before the page was hydrated
    const elements = (Object.keys(panels) as Panel[]).map(panelOf);
    for (const el of elements) el?.addEventListener('toggle', sync);
    return () => {
      for (const el of elements) el?.removeEventListener('toggle', sync);
    };
  }, []);
  // Closed when the address changes; not on mount, which would shut a panel the visitor opened
  // before hydration.
  const address = location.pathname + location.search;
  const shown = useRef(address);
  useEffect(() => {
    if (shown.current === address) return;
    shown.current = address;
    for (const p of Object.keys(panels) as Panel[]) {
      const el = panelOf(p);
      if (el?.matches(':popover-open')) el.hidePopover();
    }
  }, [address]);
  return open;
}

const toggleClass =
  'inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden';
const panelClass =
  'inset-x-0 top-16 bottom-auto m-0 w-full max-w-none border-0 border-t border-slate-200 bg-white px-4 shadow-md md:hidden';

/** Spec section 2: logo, main links, search, language and account; two exclusive panels < 768 px. */
export function TopNav() {
  const { t } = useTranslation();
  const open = usePanels();
  const icon = (panel: Panel, Closed: typeof Menu) =>
    open === panel ? (
      <X className="size-5" aria-hidden="true" />
    ) : (
      <Closed className="size-5" aria-hidden="true" />
    );

  return (
    <header className="sticky top-0 z-40 border-b border-slate-200 bg-white">
      <a
        href="#main"
        className="sr-only rounded-md bg-white px-3 py-2 text-sm focus:not-sr-only focus:absolute focus:start-2 focus:top-2"
      >
        {t('nav.skipToContent')}
      </a>
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 lg:gap-8">
        <Link to={routes.home()} aria-label={t('nav.logo')} className="text-ink">
          <Logo />
        </Link>
        <Suspense>
          <nav aria-label={t('nav.main')} className="hidden md:block">
            <NavLinks />
          </nav>
        </Suspense>
        <Suspense>
          <div className="hidden max-w-sm flex-1 lg:block">
            <SearchForm />
          </div>
        </Suspense>
        <div className="ms-auto flex shrink-0 items-center gap-1 md:gap-3">
          <Suspense>
            <LanguageSwitcher className="hidden lg:flex" />
          </Suspense>
          <Suspense>
            <div className="hidden md:block">
              <AccountArea />
            </div>
          </Suspense>
          <button
            type="button"
            className={toggleClass}
            aria-label={t('nav.searchToggle')}
            aria-expanded={open === 'search'}
            popoverTarget={panels.search}
          >
            {icon('search', Search)}
          </button>
          <button
            type="button"
            className={toggleClass}
            aria-label={t('nav.menuToggle')}
            aria-expanded={open === 'menu'}
            popoverTarget={panels.menu}
          >
            {icon('menu', Menu)}
          </button>
        </div>
      </div>
      {/* 768-1023 px: the links fill the first row, so search and language get a row of their own. */}
      <Suspense>
        <div className="hidden items-center justify-between gap-4 px-4 pb-3 md:flex lg:hidden">
          <div className="max-w-md flex-1">
            <SearchForm />
          </div>
          <LanguageSwitcher />
        </div>
      </Suspense>
      <div id={panels.search} popover="auto" className={`${panelClass} py-3`}>
        <Suspense>
          <SearchForm autoFocus />
        </Suspense>
      </div>
      <div id={panels.menu} popover="auto" className={`${panelClass} pb-4`}>
        <Suspense>
          <nav aria-label={t('nav.mobile')} className="py-2">
            <NavLinks mobile />
            <MemberLinks />
          </nav>
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
            <LanguageSwitcher />
            <AccountArea />
          </div>
        </Suspense>
      </div>
    </header>
  );
}
