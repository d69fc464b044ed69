import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { trustLimits } from '../../../../shared/trust/constants';
import type { AdminUser } from '../../../../shared/trust/schema';
import { buttonClass, Field } from '../../../components/ui/field';
import { useFormat } from '../../../lib/format';
import { useNavigate } from '../../../lib/router';
import { useAuth } from '../../auth/use-auth';
import { usersQuery } from '../api';
import { AdminList } from './admin-list';
import { useAdminUrl } from './admin-url';
import { UserActions } from './user-actions';

/** The search box: a form action, so a search sent before the page is ready is not lost. */
function UserSearch() {
  const { t } = useTranslation('admin');
  const navigate = useNavigate();
  const { q, hrefWith } = useAdminUrl();
  const search = (data: FormData) => navigate(hrefWith({ q: String(data.get('q') ?? '').trim() }));
  return (
    <search>
      {/* Keyed by the search, so the box shows what the list was searched for. */}
      <form key={q} action={search} className="flex flex-wrap items-end gap-2">
        <Field
          type="search"
          name="q"
          label={t('users.search')}
          placeholder={t('users.searchPlaceholder')}
          defaultValue={q}
          maxLength={trustLimits.search}
          className="min-w-0 flex-1 sm:max-w-md"
        />
        <button type="submit" className={buttonClass.primary}>
          {t('users.searchButton')}
        </button>
      </form>
    </search>
  );
}

function UserRow({ user, own }: { user: AdminUser; own: boolean }) {
  const { t } = useTranslation('admin');
  const { date } = useFormat();
  const headingId = `user-${user.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 id={headingId} className="font-semibold break-words text-ink">
            {user.fullName}
            {own && <span className="ms-2 text-sm font-normal text-slate-500">{t('users.you')}</span>}
          </h3>
          <p className="text-sm break-all text-slate-600">{user.email}</p>
          {user.companyName && <p className="text-sm text-slate-600">{user.companyName}</p>}
        </div>
        <div className="flex flex-wrap gap-2 text-xs font-medium">
          <span className="rounded-full bg-slate-100 px-2 py-1 text-slate-700">
            {t(`users.roles.${user.role}`)}
          </span>
          {user.suspendedAt && (
            <span className="rounded-full bg-red-50 px-2 py-1 text-red-700">
              {t('users.suspendedSince', { date: date(user.suspendedAt) })}
            </span>
          )}
        </div>
      </div>
      <p className="text-xs text-slate-500">{t('users.joined', { date: date(user.createdAt) })}</p>
      {!own && <UserActions user={user} />}
    </article>
  );
}

/** Every account, searchable by email, name or company. */
export function UsersPanel() {
  const { t } = useTranslation('admin');
  const { q, offset } = useAdminUrl();
  const { user: me } = useAuth();
  const users = useQuery(usersQuery(q, offset));
  return (
    <div className="space-y-4">
      <UserSearch />
      <AdminList query={users} empty={q ? t('users.noMatch', { q }) : t('users.empty')}>
        {(items) => (
          <ul className="space-y-3">
            {items.map((user) => (
              <li key={user.id}>
                <UserRow user={user} own={user.id === me?.id} />
              </li>
            ))}
          </ul>
        )}
      </AdminList>
    </div>
  );
}
