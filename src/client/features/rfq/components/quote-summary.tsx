import { useTranslation } from 'react-i18next';
import type { Quote, Requirement } from '../../../../shared/trade/schema';
import { FactList } from '../../../components/ui/fact-list';
import { QuoteStatusBadge } from './status-badge';
import { useTradeFormat } from './use-trade-format';

/** The supplier's own quote, once sent, and what the buyer made of it. */
export function QuoteSummary({ quote: q, requirement: r }: { quote: Quote; requirement: Requirement }) {
  const { t } = useTranslation(['rfq', 'trade']);
  const format = useTradeFormat();
  const rows: [string, string][] = [
    [t('rfq:quote.pricePerUnit'), format.price(q.pricePerUnit)],
    [
      t('rfq:quotes.columns.total', { quantity: format.quantity(r.quantity, r.unit) }),
      format.total(q.pricePerUnit, r.quantity),
    ],
    [t('rfq:quote.moq'), format.quantity(q.moq, r.unit)],
    [t('rfq:quote.leadTime'), t('rfq:quotes.days', { count: q.leadTimeDays })],
    [t('rfq:quote.validUntil'), format.day(q.validUntil)],
  ];
  return (
    <section
      aria-labelledby="my-quote-heading"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="my-quote-heading" className="text-xl font-semibold text-ink">
          {t('rfq:quote.yours')}
        </h2>
        <QuoteStatusBadge status={q.status} side="supplier" />
      </div>
      <FactList rows={rows} className="grid gap-x-6 gap-y-3 sm:grid-cols-2 lg:grid-cols-3" />
      {q.message && <p className="whitespace-pre-line text-slate-700">{q.message}</p>}
      <p className="text-xs text-slate-500">{t('rfq:quote.sentOn', { date: format.date(q.createdAt) })}</p>
    </section>
  );
}
