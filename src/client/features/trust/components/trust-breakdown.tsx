import { useTranslation } from 'react-i18next';
import type { Trust } from '../../../../shared/trust/schema';
import { useFormat } from '../../../lib/format';
import { partFacts, partRule } from './trust-part-text';

/** The trust score and each part: its points, the rule that gives them, and this supplier's figures. */
export function TrustBreakdown({ trust, isExample }: { trust: Trust; isExample: boolean }) {
  const { t } = useTranslation('trust');
  const format = useFormat();
  const n = (v: number) => format.number(v);
  return (
    <section aria-labelledby="trust-heading" className="rounded-xl border border-slate-200 p-4 sm:p-5">
      <div className="flex items-baseline justify-between gap-3">
        <h2 id="trust-heading" className="text-xl font-semibold text-ink">
          {t('trust:score.title')}
        </h2>
        <p className="text-2xl font-bold text-ink">
          <span aria-hidden>{t('trust:score.value', { score: n(trust.score) })}</span>
          <span className="sr-only">{t('trust:score.outOf', { score: n(trust.score) })}</span>
        </p>
      </div>
      <div aria-hidden className="mt-2 h-2 overflow-hidden rounded-full bg-slate-100">
        <div className="h-full rounded-full bg-brand-600" style={{ width: `${trust.score}%` }} />
      </div>
      <p className="mt-3 text-sm text-slate-600">{t('trust:score.intro')}</p>
      <ul className="mt-3 divide-y divide-slate-100">
        {trust.parts.map((part) => (
          <li key={part.part} className="py-3">
            <div className="flex items-baseline justify-between gap-3">
              <h3 className="font-medium text-ink">{t(`trust:parts.${part.part}.name`)}</h3>
              <span
                className={
                  part.points < 0 ? 'text-sm font-semibold text-red-700' : 'text-sm font-semibold text-ink'
                }
              >
                {part.max > 0
                  ? t('trust:score.points', { points: n(part.points), max: n(part.max) })
                  : t('trust:score.penalty', { points: part.points < 0 ? `−${n(-part.points)}` : n(0) })}
              </span>
            </div>
            <p className="mt-0.5 text-sm text-slate-700">{partFacts(t, part, isExample).join(' · ')}</p>
            <p className="mt-0.5 text-xs text-slate-500">{partRule(t, part.part)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
