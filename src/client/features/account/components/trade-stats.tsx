import { Inbox, ListChecks, PlusCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import { durationText } from '../../../../shared/trade/phrases';
import type { BuyerTradeStats, SupplierTradeStats } from '../../../../shared/trade/schema';
import { buttonClass } from '../../../components/ui/field';
import { useFormat } from '../../../lib/format';
import { Link } from '../../../lib/router';
import type { Dashboard } from '../api';

interface Stat {
  key: string;
  value: string;
  /** Words rather than a figure ('No inquiries yet'): drawn smaller. */
  words?: boolean;
}

function StatPanel({ title, stats, children }: { title: string; stats: Stat[]; children: ReactNode }) {
  const { t } = useTranslation('account');
  return (
    <section className="space-y-4 rounded-lg border border-slate-200 p-5">
      <h2 className="font-semibold text-ink">{title}</h2>
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5">
        {stats.map((s) => (
          <div key={s.key}>
            <dt className="text-sm text-slate-600">{t(`dashboard.stats.${s.key}`)}</dt>
            <dd className={s.words ? 'mt-2 text-sm text-slate-500' : 'mt-1 text-2xl font-bold text-ink'}>
              {s.value}
            </dd>
          </div>
        ))}
      </dl>
      <div className="flex flex-wrap gap-3">{children}</div>
    </section>
  );
}

const linkClass = 'inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline';

function TradeLinks() {
  const { t } = useTranslation('account');
  return (
    <>
      <Link to={routes.inbox()} className={linkClass}>
        <Inbox aria-hidden className="size-4" />
        {t('dashboard.openInbox')}
      </Link>
      <Link to={routes.requirements()} className={linkClass}>
        <ListChecks aria-hidden className="size-4" />
        {t('dashboard.openRequirements')}
      </Link>
    </>
  );
}

function BuyerPanel({ stats: s }: { stats: BuyerTradeStats }) {
  const { t } = useTranslation('account');
  const { number } = useFormat();
  const stats = [
    { key: 'inquiriesSent', value: number(s.inquiriesSent) },
    { key: 'replies', value: number(s.replies) },
    { key: 'openRequirements', value: number(s.openRequirements) },
    { key: 'quotesReceived', value: number(s.quotesReceived) },
    { key: 'unread', value: number(s.unread) },
  ];
  return (
    <StatPanel title={t('dashboard.buyingTitle')} stats={stats}>
      <Link to={routes.newRequirement()} className={buttonClass.primary}>
        <PlusCircle aria-hidden className="size-4" />
        {t('dashboard.postRequirement')}
      </Link>
      <TradeLinks />
    </StatPanel>
  );
}

function SupplierPanel({ stats: s }: { stats: SupplierTradeStats }) {
  const { t } = useTranslation(['account', 'trade']);
  const { number } = useFormat();
  const stats = [
    { key: 'newInquiries', value: number(s.newInquiries) },
    { key: 'unanswered', value: number(s.unanswered) },
    {
      key: 'responseRate',
      words: s.responseRate === null,
      value:
        s.responseRate === null
          ? t('account:dashboard.noInquiriesYet')
          : t('account:dashboard.percent', { percent: number(s.responseRate) }),
    },
    {
      key: 'medianResponse',
      words: s.medianResponseMinutes === null,
      value:
        s.medianResponseMinutes === null
          ? t('account:dashboard.noInquiriesYet')
          : durationText(t, s.medianResponseMinutes),
    },
    { key: 'requirementsMatched', value: number(s.requirementsMatched) },
    { key: 'quotesSent', value: number(s.quotesSent) },
    { key: 'quotesAccepted', value: number(s.quotesAccepted) },
  ];
  return (
    <StatPanel title={t('account:dashboard.sellingTitle')} stats={stats}>
      <TradeLinks />
    </StatPanel>
  );
}

/**
 * Inquiries, requirements and quotes at a glance. Every account buys; a supplier sees its selling
 * figures first. Durations need the 'trade' namespace: mount it inside a Suspense boundary.
 */
export function TradeStats({ trade }: { trade: Dashboard['trade'] }) {
  return (
    <div className="space-y-6">
      {trade.supplier && <SupplierPanel stats={trade.supplier} />}
      <BuyerPanel stats={trade.buyer} />
    </div>
  );
}
