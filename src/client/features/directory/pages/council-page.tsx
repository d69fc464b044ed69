import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api';
import { useFormat } from '../../../lib/format';
import type { PageLocation } from '../../../lib/lazy-page';
import { usePageMeta } from '../../../lib/page-meta';
import { useParams } from '../../../lib/router';
import NotFoundPage from '../../shell/pages/not-found-page';
import { councilQuery, useCouncil } from '../api';
import { BackLink } from '../components/back-link';
import { CouncilIcon } from '../components/category-icon';
import { ListingSections, SupplierSection } from '../components/listing-sections';
import { LoadError } from '../components/load-error';

export const queries = ({ params }: PageLocation) => [councilQuery(params.councilId ?? '')];

export default function CouncilPage() {
  const { t } = useTranslation('directory');
  const format = useFormat();
  const { councilId = '' } = useParams();
  usePageMeta('common:pages.council', 'common:pageDescriptions.council');
  const query = useCouncil(councilId);
  if (query.isPending) return <Spinner />;
  if (query.error instanceof ApiError && query.error.status === 404) return <NotFoundPage />;
  if (query.isError)
    return (
      <div className="mx-auto max-w-6xl px-4 py-10">
        <LoadError messageKey="directory:councils.loadError" onRetry={() => query.refetch()} />
      </div>
    );
  const { council, suppliers, catalogs, products } = query.data;
  return (
    <div className="mx-auto max-w-6xl px-4 py-10">
      <BackLink to={routes.categories()} label={t('directory:backToCouncils')} />
      <header className="mt-4 flex flex-col gap-4 sm:flex-row sm:items-start">
        <span className="flex size-14 shrink-0 items-center justify-center rounded-xl bg-brand-50 text-brand-700">
          <CouncilIcon icon={council.icon} className="size-7" />
        </span>
        <div className="min-w-0">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-700">{council.name}</p>
          <h1 className="text-3xl font-bold text-ink">{council.fullName}</h1>
          <p className="mt-3 max-w-3xl text-slate-700">{council.description}</p>
          <ul className="mt-4 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-slate-700">
            <li>
              {t('directory:councils.listings', {
                count: council.productCount,
                value: format.number(council.productCount),
              })}
            </li>
            <li>
              {t('directory:councils.members', {
                count: council.memberCount,
                value: format.number(council.memberCount),
              })}
            </li>
            <li>
              <a
                href={council.link}
                target="_blank"
                rel="noopener noreferrer"
                className="inline-flex items-center gap-1 font-medium text-brand-700 hover:underline"
              >
                {t('directory:councils.website')}
                <ExternalLink aria-hidden className="size-3.5" />
              </a>
            </li>
          </ul>
        </div>
      </header>
      <SupplierSection
        title={t('directory:councils.memberSuppliers')}
        suppliers={suppliers}
        emptyText={t('directory:councils.noMembers')}
      />
      <ListingSections
        catalogs={catalogs}
        products={products}
        emptyText={t('directory:councils.noListings')}
        showSupplier
      />
    </div>
  );
}
