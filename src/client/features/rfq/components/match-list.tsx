import { useTranslation } from 'react-i18next';
import { reasonsPhrase } from '../../../../shared/trade/phrases';
import type { Requirement } from '../../../../shared/trade/schema';
import { SupplierRef } from './supplier-ref';

/** Who the requirement was sent to, and why each of them. */
export function MatchList({ matches, exampleSellers }: Pick<Requirement, 'matches' | 'exampleSellers'>) {
  const { t } = useTranslation(['rfq', 'trade', 'catalog']);
  return (
    <section aria-labelledby="matches-heading" className="space-y-3">
      <h2 id="matches-heading" className="text-xl font-semibold text-ink">
        {t('rfq:matches.title', { count: matches.length })}
      </h2>
      {matches.length === 0 ? (
        <p className="text-slate-600">{t('rfq:matches.none')}</p>
      ) : (
        <ul className="divide-y divide-slate-100 rounded-xl border border-slate-200 bg-white">
          {matches.map((m) => (
            <li key={m.supplier.id} className="flex flex-wrap items-start justify-between gap-3 p-4">
              <SupplierRef supplier={m.supplier} />
              <p className="text-sm text-slate-600">{reasonsPhrase(t, m.reasons)}</p>
            </li>
          ))}
        </ul>
      )}
      {exampleSellers > 0 && (
        <p className="rounded-lg bg-amber-50 p-3 text-sm text-amber-900">
          {t('rfq:matches.examples', { value: exampleSellers })}
        </p>
      )}
    </section>
  );
}
