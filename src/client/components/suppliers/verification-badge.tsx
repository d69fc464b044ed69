import { Award, BadgeCheck, Crown, Landmark, Sparkles } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { VerificationLevel } from '../../../shared/suppliers/constants';

const styles = {
  verified: { icon: BadgeCheck, className: 'bg-emerald-50 text-emerald-700 ring-emerald-200' },
  epc: { icon: Landmark, className: 'bg-sky-50 text-sky-800 ring-sky-200' },
  gold: { icon: Crown, className: 'bg-amber-50 text-amber-800 ring-amber-300' },
  premium: { icon: Award, className: 'bg-violet-50 text-violet-700 ring-violet-200' },
  new: { icon: Sparkles, className: 'bg-slate-100 text-slate-700 ring-slate-200' },
} as const satisfies Record<VerificationLevel, unknown>;

/**
 * Verified, EPC Certified, Premium and Gold show as such; any other level shows New. An EPC
 * badge names the councils when it is given them (the supplier's page).
 */
export function VerificationBadge({ level, councils = [] }: { level: string; councils?: readonly string[] }) {
  const { t } = useTranslation('directory');
  const key = level in styles ? (level as VerificationLevel) : 'new';
  const { icon: Icon, className } = styles[key];
  return (
    <span
      className={`inline-flex items-center gap-1 rounded-full px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${className}`}
    >
      <Icon aria-hidden className="size-3.5 shrink-0" />
      {key === 'epc' && councils.length > 0
        ? t('directory:badges.epcOf', { councils: councils.join(', ') })
        : t(`directory:badges.${key}`)}
    </span>
  );
}

export function ExampleLabel() {
  const { t } = useTranslation('directory');
  return (
    <span className="inline-flex items-center rounded-full border border-dashed border-slate-300 px-2 py-0.5 text-xs font-medium text-slate-500">
      {t('directory:example')}
    </span>
  );
}
