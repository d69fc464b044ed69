import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { trustLimits } from '../../../../shared/trust/constants';
import { buttonClass } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { useFormat } from '../../../lib/format';
import { Link } from '../../../lib/router';
import type { AdminPage } from '../api';
import { useAdminUrl } from './admin-url';

/** Previous / next page links, when the list is longer than a page. */
function Pager({ total, shown }: { total: number; shown: number }) {
  const { t } = useTranslation('admin');
  const { number } = useFormat();
  const { offset, hrefWith } = useAdminUrl();
  const size = trustLimits.page;
  return (
    <nav aria-label={t('list.pages')} className="flex flex-wrap items-center justify-between gap-3 text-sm">
      <p className="text-slate-600">
        {t('list.range', { from: number(offset + 1), to: number(offset + shown), total: number(total) })}
      </p>
      {total > size && (
        <div className="flex gap-2">
          {offset > 0 && (
            <Link to={hrefWith({ offset: Math.max(0, offset - size) })} className={buttonClass.secondary}>
              {t('list.previous')}
            </Link>
          )}
          {offset + size < total && (
            <Link to={hrefWith({ offset: offset + size })} className={buttonClass.secondary}>
              {t('list.next')}
            </Link>
          )}
        </div>
      )}
    </nav>
  );
}

/** An admin list's states: loading, failed (with a retry), empty, or its rows and pages. */
export function AdminList<T>({
  query,
  empty,
  children,
}: {
  query: UseQueryResult<AdminPage<T>>;
  empty: string;
  children: (items: T[]) => ReactNode;
}) {
  const { t } = useTranslation('admin');
  if (query.isPending) return <Spinner />;
  if (query.isError)
    return (
      <Notice tone="error" title={t('list.loadError')}>
        <p>{query.error.message}</p>
        <button type="button" onClick={() => void query.refetch()} className="font-medium underline">
          {t('list.retry')}
        </button>
      </Notice>
    );
  const { items, total } = query.data;
  if (!items.length)
    return (
      <p className="rounded-lg border border-dashed border-slate-300 p-8 text-center text-sm text-slate-600">
        {empty}
      </p>
    );
  return (
    <div className="space-y-4">
      {children(items)}
      <Pager total={total} shown={items.length} />
    </div>
  );
}
