import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { RequirementSummary } from '../../../../shared/trade/schema';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { RequirementCard } from './requirement-card';

/** A titled list of requirements with its loading, error and empty states. */
export function RequirementList({
  id,
  title,
  intro,
  side,
  query,
  empty,
}: {
  id: string;
  title: string;
  intro?: string;
  side: 'buyer' | 'supplier';
  query: { data?: RequirementSummary[]; isPending: boolean; isError: boolean; refetch: () => unknown };
  empty: ReactNode;
}) {
  const { t } = useTranslation('rfq');
  let body: ReactNode;
  if (query.isPending) body = <Spinner />;
  else if (query.isError)
    body = (
      <Notice tone="error">
        <p>{t('rfq:list.loadError')}</p>
        <button type="button" className="font-medium underline" onClick={() => void query.refetch()}>
          {t('rfq:retry')}
        </button>
      </Notice>
    );
  else if (!query.data?.length) body = <div className="text-slate-600">{empty}</div>;
  else
    body = (
      <ul className="grid gap-4 md:grid-cols-2">
        {query.data.map((item) => (
          <li key={item.id}>
            <RequirementCard item={item} side={side} />
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby={id} className="space-y-3">
      <div>
        <h2 id={id} className="text-xl font-semibold text-ink">
          {title}
        </h2>
        {intro && <p className="text-sm text-slate-600">{intro}</p>}
      </div>
      {body}
    </section>
  );
}
