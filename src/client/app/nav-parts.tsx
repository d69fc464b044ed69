import { clsx } from 'clsx';
import { Search } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../shared/routes';
import { CountBadge } from '../components/ui/count-badge';
import { useAuth } from '../features/auth/use-auth';
import { useUnreadTotal } from '../features/inbox/unread';
import { NavLink, useNavigate } from '../lib/router';

const mainLinks = [
  { to: routes.home(), label: 'nav.home', end: true },
  { to: routes.categories(), label: 'nav.categories', end: false },
  { to: routes.suppliers(), label: 'nav.suppliers', end: false },
  { to: routes.buyers(), label: 'nav.buyers', end: false },
] as const;

/**
 * The 'Search products...' box; submitting opens /search?q=. A form action: a search sent before
 * the page is hydrated is replayed by React, not lost.
 */
export function SearchForm({ autoFocus = false }: { autoFocus?: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const search = (data: FormData) => {
    const q = String(data.get('q') ?? '').trim();
    if (q) navigate(routes.search(q));
  };
  return (
    <search>
      <form action={search} className="relative w-full">
        <Search
          className="pointer-events-none absolute start-3 top-1/2 size-4 -translate-y-1/2 text-slate-400"
          aria-hidden="true"
        />
        <input
          type="search"
          // biome-ignore lint/a11y/noAutofocus: only in the search panel, opened by a tap on its toggle to type into it
          autoFocus={autoFocus}
          name="q"
          enterKeyHint="search"
          aria-label={t('nav.searchLabel')}
          placeholder={t('nav.searchPlaceholder')}
          className="w-full rounded-full border border-slate-300 bg-slate-50 py-2 ps-9 pe-4 text-sm placeholder:text-slate-500 focus:border-brand-600 focus:bg-white focus:ring-2 focus:ring-brand-100 focus:outline-none"
        />
      </form>
    </search>
  );
}

const linkClass =
  (mobile: boolean) =>
  ({ isActive }: { isActive: boolean }) =>
    clsx(
      'font-medium transition-colors',
      mobile ? 'flex items-center gap-2 rounded-md px-3 py-3 text-base hover:bg-slate-50' : 'py-2 text-sm',
      isActive
        ? 'text-brand-700 underline decoration-2 underline-offset-8'
        : 'text-slate-700 hover:text-brand-700',
    );

/** Home, Categories, Suppliers, Buyers; the active one is underlined. */
export function NavLinks({ mobile = false }: { mobile?: boolean }) {
  const { t } = useTranslation();
  return (
    <ul className={mobile ? 'flex flex-col' : 'flex items-center gap-6'}>
      {mainLinks.map((l) => (
        <li key={l.to}>
          <NavLink to={l.to} end={l.end} className={linkClass(mobile)}>
            {t(l.label)}
          </NavLink>
        </li>
      ))}
    </ul>
  );
}

/**
 * The phone menu's links for a signed-in visitor: Inbox with its unread count (as beside the
 * avatar), Orders, and for a buyer 'Post a buy requirement'; none until the session is known.
 */
export function MemberLinks() {
  const { t } = useTranslation();
  const { user, profile } = useAuth();
  const unread = useUnreadTotal(!!user).data ?? 0;
  if (!user) return null;
  return (
    <ul className="mt-2 flex flex-col border-t border-slate-200 pt-2">
      <li>
        <NavLink to={routes.inbox()} className={linkClass(true)}>
          {t('nav.inbox')}
          <CountBadge count={unread} label={t('nav.unread', { count: unread })} />
        </NavLink>
      </li>
      <li>
        <NavLink to={routes.orders()} className={linkClass(true)}>
          {t('nav.orders')}
        </NavLink>
      </li>
      {profile?.role === 'buyer' && (
        <li>
          <NavLink to={routes.newRequirement()} className={linkClass(true)}>
            {t('nav.postRequirement')}
          </NavLink>
        </li>
      )}
    </ul>
  );
}
