import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import { Link } from '../../../lib/router';
import type { Dashboard } from '../api';

export function ProfileCompleteness({ completeness }: { completeness: Dashboard['completeness'] }) {
  const { t } = useTranslation('account');
  const { percent, missing } = completeness;
  return (
    <div className="rounded-lg border border-slate-200 p-5">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 className="font-semibold text-ink">{t('dashboard.completeness', { percent })}</h2>
        {missing.length > 0 && (
          <Link to={routes.profile()} className="text-sm font-medium text-brand-600 hover:underline">
            {t('dashboard.completeProfile')}
          </Link>
        )}
      </div>
      <div
        className="mt-3 h-2 overflow-hidden rounded-full bg-slate-100"
        role="progressbar"
        aria-valuenow={percent}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-label={t('dashboard.completeness', { percent })}
      >
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${percent}%` }} />
      </div>
      <p className="mt-3 text-sm text-slate-600">
        {missing.length === 0
          ? t('dashboard.profileComplete')
          : `${t('dashboard.missingLabel')} ${missing.map((m) => t(`dashboard.missing.${m}`)).join(', ')}`}
      </p>
    </div>
  );
}
