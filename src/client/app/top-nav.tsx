import { Menu, Search, X } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useLocation } from 'react-router';
import { routes } from '../../shared/routes';
import { HydrateInTurn } from '../components/ui/hydrate-in-turn';
import { AccountArea } from '../features/auth/components/account-area';
import { LanguageSwitcher } from './language-switcher';
import { Logo } from './logo';
import { NavLinks, SearchForm } from './nav-parts';

type Panel = 'search' | 'menu' | null;

/**
 * Spec section 2: logo, main links, search, language and account; two exclusive panels < 768 px.
 * Drawn by the server, its parts are hydrated one task each (decision 0010).
 */
export function TopNav() {
  const { t } = useTranslation();
  const location = useLocation();
  // One state for both panels, so opening one closes the other.
  const [open, setOpen] = useState<Panel>(null);
  const searchToggle = useRef<HTMLButtonElement>(null);
  const menuToggle = useRef<HTMLButtonElement>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: closing the panels on every navigation is the point
  useEffect(() => setOpen(null), [location.pathname, location.search]);

  const toggle = (panel: Exclude<Panel, null>) => setOpen((current) => (current === panel ? null : panel));
  useEffect(() => {
    if (!open) return;
    const closeOnEscape = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      (open === 'search' ? searchToggle : menuToggle).current?.focus();
      setOpen(null);
    };
    document.addEventListener('keydown', closeOnEscape);
    return () => document.removeEventListener('keydown', closeOnEscape);
  }, [open]);
  const toggleClass =
    'inline-flex size-10 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100 md:hidden';

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
        <HydrateInTurn>
          <nav aria-label={t('nav.main')} className="hidden md:block">
            <NavLinks />
          </nav>
        </HydrateInTurn>
        <HydrateInTurn>
          <div className="hidden max-w-sm flex-1 lg:block">
            <SearchForm />
          </div>
        </HydrateInTurn>
        <div className="ms-auto flex shrink-0 items-center gap-1 md:gap-3">
          <HydrateInTurn>
            <LanguageSwitcher className="hidden lg:flex" />
          </HydrateInTurn>
          <HydrateInTurn>
            <div className="hidden md:block">
              <AccountArea />
            </div>
          </HydrateInTurn>
          <button
            ref={searchToggle}
            type="button"
            className={toggleClass}
            aria-label={t('nav.searchToggle')}
            aria-expanded={open === 'search'}
            aria-controls="nav-search-panel"
            onClick={() => toggle('search')}
          >
            {open === 'search' ? (
              <X className="size-5" aria-hidden="true" />
            ) : (
              <Search className="size-5" aria-hidden="true" />
            )}
          </button>
          <button
            ref={menuToggle}
            type="button"
            className={toggleClass}
            aria-label={t('nav.menuToggle')}
            aria-expanded={open === 'menu'}
            aria-controls="nav-menu-panel"
            onClick={() => toggle('menu')}
          >
            {open === 'menu' ? (
              <X className="size-5" aria-hidden="true" />
            ) : (
              <Menu className="size-5" aria-hidden="true" />
            )}
          </button>
        </div>
      </div>
      {/* 768-1023 px: the links fill the first row, so search and language get a row of their own. */}
      <HydrateInTurn>
        <div className="hidden items-center justify-between gap-4 px-4 pb-3 md:flex lg:hidden">
          <div className="max-w-md flex-1">
            <SearchForm />
          </div>
          <LanguageSwitcher />
        </div>
      </HydrateInTurn>
      <div
        id="nav-search-panel"
        hidden={open !== 'search'}
        className="border-t border-slate-200 px-4 py-3 md:hidden"
      >
        {open === 'search' && <SearchForm focusOnMount />}
      </div>
      <div
        id="nav-menu-panel"
        hidden={open !== 'menu'}
        className="border-t border-slate-200 px-4 pb-4 md:hidden"
      >
        <HydrateInTurn>
          <nav aria-label={t('nav.mobile')} className="py-2">
            <NavLinks mobile />
          </nav>
        </HydrateInTurn>
        <HydrateInTurn>
          <div className="flex flex-wrap items-center justify-between gap-3 border-t border-slate-200 pt-4">
            <LanguageSwitcher />
            <AccountArea />
          </div>
        </HydrateInTurn>
      </div>
    </header>
  );
}
