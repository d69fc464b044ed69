import { ChevronDown, ChevronUp } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { councilsShownInitially } from '../../../../shared/councils/constants';
import { Spinner } from '../../../components/ui/spinner';
import { useCouncils } from '../api';
import { CouncilCard } from './council-card';
import { LoadError } from './load-error';

/** Eight councils at first; the toggle shows all of them or folds back to eight. */
export function CouncilGrid() {
  const { t } = useTranslation('directory');
  const [showAll, setShowAll] = useState(false);
  const councils = useCouncils();
  if (councils.isPending) return <Spinner />;
  if (councils.isError)
    return <LoadError messageKey="directory:councils.loadError" onRetry={() => councils.refetch()} />;
  const shown = showAll ? councils.data : councils.data.slice(0, councilsShownInitially);
  return (
    <>
      <ul id="council-grid" className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {shown.map((c) => (
          <CouncilCard key={c.id} council={c} />
        ))}
      </ul>
      {councils.data.length > councilsShownInitially && (
        <div className="mt-6 text-center">
          <button
            type="button"
            aria-expanded={showAll}
            aria-controls="council-grid"
            onClick={() => setShowAll((v) => !v)}
            className="inline-flex items-center gap-2 rounded-md border border-brand-600 px-4 py-2 font-medium text-brand-700 hover:bg-brand-50"
          >
            {showAll ? t('directory:councils.showLess') : t('directory:councils.viewAll')}
            {showAll ? (
              <ChevronUp aria-hidden className="size-4" />
            ) : (
              <ChevronDown aria-hidden className="size-4" />
            )}
          </button>
        </div>
      )}
    </>
  );
}
