import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Council } from '../../../../shared/councils/schema';
import { routes } from '../../../../shared/routes';
import { CardLink } from '../../../components/ui/card-link';
import { useFormat } from '../../../lib/format';
import { CouncilIcon } from './category-icon';

/** Its own Suspense boundary: React hydrates (and commits) each card in a short task of its own. */
export function CouncilCard(props: { council: Council }) {
  return (
    <Suspense>
      <CouncilCardContent {...props} />
    </Suspense>
  );
}

function CouncilCardContent({ council }: { council: Council }) {
  const { t } = useTranslation('directory');
  const format = useFormat();
  return (
    <li className="relative flex flex-col rounded-xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-500 hover:shadow-md">
      <div className="flex items-center gap-3">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-brand-50 text-brand-700">
          <CouncilIcon icon={council.icon} className="size-5" />
        </span>
        <h3 className="text-lg font-semibold text-ink">
          <CardLink to={routes.council(council.id)}>{council.name}</CardLink>
        </h3>
      </div>
      <p className="mt-2 text-sm font-medium text-slate-700">{council.fullName}</p>
      <p className="mt-2 line-clamp-3 text-sm text-slate-600">{council.description}</p>
      <div className="mt-auto pt-4 text-sm">
        <p className="font-semibold text-ink">
          {t('directory:councils.listings', {
            count: council.productCount,
            value: format.number(council.productCount),
          })}
        </p>
      </div>
    </li>
  );
}
