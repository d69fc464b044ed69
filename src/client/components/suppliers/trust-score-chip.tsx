import { ShieldCheck } from 'lucide-react';
import { useTranslation } from 'react-i18next';

/** The supplier's trust score as a number ('Trust 72/100'); its parts are on the supplier's page. */
export function TrustScoreChip({ score }: { score: number }) {
  const { t } = useTranslation('directory');
  return (
    <span
      title={t('directory:card.trustTitle')}
      className="inline-flex items-center gap-1 rounded-full bg-brand-50 px-2 py-0.5 text-xs font-semibold text-brand-700 ring-1 ring-inset ring-brand-100"
    >
      <ShieldCheck aria-hidden className="size-3.5 shrink-0" />
      {t('directory:card.trustScore', { score })}
    </span>
  );
}
