import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import { VerificationBadge } from '../../../components/suppliers/verification-badge';
import { buttonClass } from '../../../components/ui/field';
import { Link } from '../../../lib/router';
import { useAuth } from '../../auth/use-auth';
import { useBusiness } from '../api';

/** 'Business Verification' on the supplier's dashboard: the current level, the score, the way in. */
export function VerificationTile() {
  const { t } = useTranslation(['trust', 'directory']);
  const { user } = useAuth();
  const business = useBusiness(user?.id).data?.business;
  const level = business?.verificationLevel ?? 'new';
  return (
    <section aria-labelledby="verification-tile" className="rounded-lg border border-slate-200 p-5">
      <h2 id="verification-tile" className="flex items-center gap-2 font-semibold text-ink">
        <ShieldCheck aria-hidden className="size-5 text-brand-600" />
        {t('trust:dashboard.title')}
      </h2>
      <div className="mt-2 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-700">
        <p className="flex items-center gap-2">
          {t('trust:dashboard.level')} <VerificationBadge level={level} />
        </p>
        {business && <p>{t('trust:dashboard.score', { score: business.trustScore })}</p>}
      </div>
      <p className="mt-2 text-sm text-slate-600">{t('trust:dashboard.text')}</p>
      <Link to={routes.verification()} className={`${buttonClass.secondary} mt-3`}>
        {level === 'new' ? t('trust:dashboard.open') : t('trust:dashboard.manage')}
      </Link>
    </section>
  );
}
