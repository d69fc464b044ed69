import * as Menu from '@radix-ui/react-dropdown-menu';
import {
  ClipboardList,
  Inbox,
  LayoutDashboard,
  LogOut,
  Package,
  PlusCircle,
  Receipt,
  Settings,
  ShieldCheck,
  User,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import { Avatar } from '../../../components/ui/avatar';
import { CountBadge } from '../../../components/ui/count-badge';
import { Link, useNavigate } from '../../../lib/router';
import { toast } from '../../../lib/toast';
import { useUnreadTotal } from '../../inbox/unread';
import { useAuth } from '../use-auth';

const itemClass =
  'flex cursor-pointer items-center gap-2 rounded px-2 py-1.5 text-sm text-slate-700 outline-none data-[highlighted]:bg-slate-100';

function Item({ to, icon, children }: { to: string; icon: ReactNode; children: ReactNode }) {
  return (
    <Menu.Item asChild className={itemClass}>
      <Link to={to}>
        {icon}
        {children}
      </Link>
    </Menu.Item>
  );
}

/**
 * Spec section 2: 'Signed in as' + email, Dashboard, Inbox (with its unread count), Buy
 * requirements, Orders, Profile, Settings, the Supplier group, Log out; the inbox also beside the avatar.
 */
export default function AvatarMenu() {
  const { t } = useTranslation('auth');
  const { user, profile, isSupplier, signOut } = useAuth();
  const navigate = useNavigate();
  const email = profile?.email ?? user?.email ?? '';
  const icon = 'size-4 text-slate-500';
  const unread = useUnreadTotal(!!user).data ?? 0;
  const unreadLabel = t('menu.unread', { count: unread });

  // Home first: signed out on a guarded page, its guard would send the visitor to sign in again.
  const logOut = async () => {
    navigate(routes.home());
    try {
      await signOut();
      toast.success(t('toasts.signedOut'));
    } catch (e) {
      toast.error(t('toasts.signOutError', { message: (e as Error).message }));
    }
  };

  return (
    <div className="flex items-center gap-3">
      <Link
        to={routes.inbox()}
        aria-label={unread ? `${t('menu.inbox')}, ${unreadLabel}` : t('menu.inbox')}
        className="relative inline-flex size-9 items-center justify-center rounded-md text-slate-700 hover:bg-slate-100"
      >
        <Inbox className="size-5" aria-hidden="true" />
        <CountBadge count={unread} className="absolute -end-1 -top-1" />
      </Link>
      {isSupplier && (
        <Link
          to={routes.catalog()}
          className="hidden items-center gap-1.5 rounded-md bg-brand-600 px-3 py-2 text-sm font-medium text-white hover:bg-brand-700 lg:inline-flex"
        >
          <PlusCircle className="size-4" aria-hidden="true" />
          {t('menu.createCatalog')}
        </Link>
      )}
      <Menu.Root modal={false}>
        <Menu.Trigger
          aria-label={t('menu.open')}
          className="rounded-full focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
        >
          <Avatar url={profile?.avatarUrl} fullName={profile?.fullName} email={email} />
        </Menu.Trigger>
        <Menu.Portal>
          <Menu.Content
            align="end"
            sideOffset={8}
            className="z-50 w-60 rounded-md border border-slate-200 bg-white p-1 shadow-lg"
          >
            <Menu.Label className="px-2 py-1.5">
              <span className="block text-xs text-slate-500">{t('menu.signedInAs')}</span>
              <span className="block truncate text-sm font-medium text-slate-900">{email}</span>
            </Menu.Label>
            <Menu.Separator className="my-1 h-px bg-slate-200" />
            <Item to={routes.dashboard()} icon={<LayoutDashboard className={icon} aria-hidden="true" />}>
              {t('menu.dashboard')}
            </Item>
            <Item to={routes.inbox()} icon={<Inbox className={icon} aria-hidden="true" />}>
              {t('menu.inbox')}
              <CountBadge count={unread} label={unreadLabel} className="ms-auto" />
            </Item>
            <Item to={routes.requirements()} icon={<ClipboardList className={icon} aria-hidden="true" />}>
              {t('menu.requirements')}
            </Item>
            <Item to={routes.orders()} icon={<Receipt className={icon} aria-hidden="true" />}>
              {t('menu.orders')}
            </Item>
            <Item to={routes.profile()} icon={<User className={icon} aria-hidden="true" />}>
              {t('menu.profile')}
            </Item>
            <Item to={routes.settings()} icon={<Settings className={icon} aria-hidden="true" />}>
              {t('menu.settings')}
            </Item>
            {isSupplier && (
              <Menu.Group>
                <Menu.Separator className="my-1 h-px bg-slate-200" />
                <Menu.Label className="px-2 py-1 text-xs font-semibold text-slate-500 uppercase">
                  {t('menu.supplier')}
                </Menu.Label>
                <Item to={routes.products()} icon={<Package className={icon} aria-hidden="true" />}>
                  {t('menu.myProducts')}
                </Item>
                <Item to={routes.catalog()} icon={<PlusCircle className={icon} aria-hidden="true" />}>
                  {t('menu.createCatalog')}
                </Item>
              </Menu.Group>
            )}
            {profile?.role === 'admin' && (
              <>
                <Menu.Separator className="my-1 h-px bg-slate-200" />
                <Item to={routes.admin()} icon={<ShieldCheck className={icon} aria-hidden="true" />}>
                  {t('menu.admin')}
                </Item>
              </>
            )}
            <Menu.Separator className="my-1 h-px bg-slate-200" />
            <Menu.Item className={itemClass} onSelect={() => void logOut()}>
              <LogOut className={icon} aria-hidden="true" />
              {t('menu.logOut')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Portal>
      </Menu.Root>
    </div>
  );
}
