import { clsx } from 'clsx';
import { CheckCircle2, Circle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { premiumRules } from '../../../../shared/trust/constants';
import type { VerificationStatus } from '../../../../shared/trust/schema';
import { VerificationBadge } from '../../../components/suppliers/verification-badge';
import { today } from './claim-status';

const ladder = ['new', 'verified', 'epc', 'premium'] as const;
type Step = (typeof ladder)[number];

/** Whether each level is reached, and what is still missing for it (trust:levels.missing.<key>). */
export function levelProgress(status: VerificationStatus, day = today()) {
  const { gst, rcmc, level } = status;
  const verified = gst?.status === 'approved';
  const validRcmc = rcmc.some((c) => c.status === 'approved' && c.expiresOn !== null && c.expiresOn > day);
  const gstMissing = !gst ? 'gstNone' : gst.status === 'pending' ? 'gstPending' : 'gstRejected';
  const rcmcMissing = rcmc.some((c) => c.status === 'pending')
    ? 'rcmcPending'
    : rcmc.some((c) => c.status === 'approved')
      ? 'rcmcExpired'
      : 'rcmcNone';
  const premium = level === 'premium' || level === 'gold';
  const progress: Record<Step, { reached: boolean; missing: string[] }> = {
    new: { reached: true, missing: [] },
    verified: { reached: verified, missing: verified ? [] : [gstMissing] },
    epc: {
      reached: verified && validRcmc,
      missing: [...(verified ? [] : ['verifiedFirst']), ...(validRcmc ? [] : [rcmcMissing])],
    },
    premium: {
      reached: premium,
      missing: premium ? [] : [...(verified ? [] : ['verifiedFirst']), 'premium'],
    },
  };
  return progress;
}

/** The levels in order: what each means, which are reached, and what each still needs. */
export function LevelLadder({ status }: { status: VerificationStatus }) {
  const { t } = useTranslation(['trust', 'directory']);
  const progress = levelProgress(status);
  const rules = { days: premiumRules.minDays, rate: premiumRules.minResponseRate };
  return (
    <section aria-labelledby="levels-heading" className="space-y-4">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id="levels-heading" className="text-xl font-semibold text-ink">
          {t('trust:levels.title')}
        </h2>
        <span className="sr-only">{t('trust:levels.current')}</span>
        <VerificationBadge level={status.level} />
      </div>
      <ol className="grid gap-3 sm:grid-cols-2">
        {ladder.map((step) => {
          const { reached, missing } = progress[step];
          const current = step === status.level;
          return (
            <li
              key={step}
              className={clsx(
                'rounded-lg border p-4',
                current ? 'border-brand-500 bg-brand-50' : 'border-slate-200',
              )}
              aria-current={current ? 'step' : undefined}
            >
              <h3 className="flex items-center gap-2 font-semibold text-ink">
                {reached ? (
                  <CheckCircle2 aria-hidden className="size-5 text-emerald-600" />
                ) : (
                  <Circle aria-hidden className="size-5 text-slate-400" />
                )}
                {t(`trust:levels.${step}.name`)}
                {reached && <span className="sr-only">({t('trust:levels.reached')})</span>}
              </h3>
              <p className="mt-1 text-sm text-slate-600">{t(`trust:levels.${step}.meaning`, rules)}</p>
              {missing.length > 0 && (
                <div className="mt-2 text-sm">
                  <p className="font-medium text-slate-700">{t('trust:levels.missingTitle')}</p>
                  <ul className="list-disc ps-5 text-slate-700">
                    {missing.map((key) => (
                      <li key={key}>{t(`trust:levels.missing.${key}`, rules)}</li>
                    ))}
                  </ul>
                </div>
              )}
            </li>
          );
        })}
      </ol>
    </section>
  );
}
