import { useTranslation } from 'react-i18next';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { usePageMeta } from '../../../lib/page-meta';
import { useAuth } from '../../auth/use-auth';
import { useDashboard } from '../api';
import { BuyerDashboard } from '../components/buyer-dashboard';
import { DashboardLanding } from '../components/dashboard-landing';
import { ProfileCompleteness } from '../components/profile-completeness';
import { SupplierDashboard } from '../components/supplier-dashboard';
import { TradeStats } from '../components/trade-stats';

/** Signed out: the spec's landing. Signed in: the supplier or the buyer view. */
export default function DashboardPage() {
  const { t } = useTranslation('account');
  usePageMeta('account:meta.dashboard', 'account:meta.dashboardDescription');
  const { user, profile, loading } = useAuth();
  const dashboard = useDashboard(user?.id);
  if (loading) return <Spinner />;
  if (!user) return <DashboardLanding />;
  if (dashboard.isPending) return <Spinner />;
  if (dashboard.isError) {
    return (
      <section className="mx-auto max-w-5xl px-4 py-12">
        <Notice tone="error">
          <p>{t('dashboard.loadError')}</p>
          <button type="button" className="font-medium underline" onClick={() => void dashboard.refetch()}>
            {t('dashboard.retry')}
          </button>
        </Notice>
      </section>
    );
  }
  const data = dashboard.data;
  return (
    <section className="mx-auto max-w-5xl space-y-8 px-4 py-12">
      <header>
        <p className="text-sm font-medium text-brand-600">
          {data.supplier ? t('dashboard.supplierTitle') : t('dashboard.buyerTitle')}
        </p>
        <h1 className="mt-1 text-3xl font-bold text-ink">
          {t('dashboard.welcome', { name: profile?.fullName ?? user.email })}
        </h1>
      </header>
      <ProfileCompleteness completeness={data.completeness} />
      <TradeStats trade={data.trade} />
      {data.supplier ? (
        <SupplierDashboard data={data.supplier} orders={data.orders.supplier} />
      ) : (
        <BuyerDashboard orders={data.orders.buyer} />
      )}
    </section>
  );
}
