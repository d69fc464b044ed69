import { Plus } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import { buttonClass } from '../../../components/ui/field';
import { usePageMeta } from '../../../lib/page-meta';
import { Link } from '../../../lib/router';
import { useAuth } from '../../auth/use-auth';
import { useMatchedRequirements, useMyRequirements } from '../api';
import { RequirementList } from '../components/requirement-list';

/** /requirements: the buyer's own buy requirements and, for suppliers, the ones sent to them. */
export default function RequirementsPage() {
  const { t } = useTranslation(['rfq', 'trade', 'catalog']);
  usePageMeta('rfq:meta.requirements', 'rfq:meta.requirementsDescription');
  const { isSupplier } = useAuth();
  const mine = useMyRequirements();
  const matched = useMatchedRequirements(isSupplier);

  return (
    <div className="mx-auto max-w-6xl space-y-10 px-4 py-8">
      <header className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('rfq:list.title')}</h1>
          <p className="text-slate-600">{t('rfq:list.subtitle')}</p>
        </div>
        <Link to={routes.newRequirement()} className={buttonClass.primary}>
          <Plus aria-hidden className="size-4" />
          {t('rfq:post')}
        </Link>
      </header>
      {isSupplier && (
        <RequirementList
          id="matched-requirements"
          title={t('rfq:list.matchedTitle')}
          intro={t('rfq:list.matchedIntro')}
          side="supplier"
          query={matched}
          empty={t('rfq:list.noMatched')}
        />
      )}
      <RequirementList
        id="my-requirements"
        title={t('rfq:list.mineTitle')}
        side="buyer"
        query={mine}
        empty={
          <p>
            {t('rfq:list.noneYet')}{' '}
            <Link to={routes.newRequirement()} className="font-medium text-brand-700 underline">
              {t('rfq:list.postFirst')}
            </Link>
          </p>
        }
      />
    </div>
  );
}
