import { ArrowLeft, XCircle } from 'lucide-react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import type { Requirement } from '../../../../shared/trade/schema';
import { ReportDialog } from '../../../components/trade/report-dialog';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api';
import { usePageMeta } from '../../../lib/page-meta';
import { Link, useParams } from '../../../lib/router';
import { toast } from '../../../lib/toast';
import { reportRequirement, useCloseRequirement, useRequirement } from '../api';
import { BuyerSide } from '../components/buyer-side';
import { ConfirmDialog } from '../components/confirm-dialog';
import { RequirementDetails } from '../components/requirement-details';
import { SupplierSide } from '../components/supplier-side';

/** /requirements/:id — for its buyer: quotes to compare and decide; for a matched supplier: a quote. */
export default function RequirementPage() {
  const { t } = useTranslation(['rfq', 'trade', 'catalog']);
  const { id = '' } = useParams();
  usePageMeta('rfq:meta.requirement', 'rfq:meta.requirementDescription');
  const query = useRequirement(id);

  let body: ReactNode;
  if (query.isPending) body = <Spinner />;
  else if (query.isError)
    body =
      query.error instanceof ApiError && query.error.status === 404 ? (
        <Notice tone="error">{t('trade:errors.requirementNotFound')}</Notice>
      ) : (
        <Notice tone="error">
          <p>{t('rfq:loadError')}</p>
          <button type="button" className="font-medium underline" onClick={() => void query.refetch()}>
            {t('rfq:retry')}
          </button>
        </Notice>
      );
  else {
    const r = query.data;
    body = (
      <>
        <RequirementDetails requirement={r} actions={<Actions requirement={r} />} />
        {r.role === 'supplier' ? <SupplierSide requirement={r} /> : <BuyerSide requirement={r} />}
      </>
    );
  }

  return (
    <div className="mx-auto max-w-6xl space-y-8 px-4 py-8">
      <Link
        to={routes.requirements()}
        className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 hover:underline"
      >
        <ArrowLeft aria-hidden className="size-4 rtl:-scale-x-100" />
        {t('rfq:back')}
      </Link>
      {body}
    </div>
  );
}

/** 'Close requirement' for its buyer, 'Report' for a supplier; disabled once it is not open. */
function Actions({ requirement: r }: { requirement: Requirement }) {
  const { t } = useTranslation('rfq');
  const close = useCloseRequirement(r.id);
  const open = r.status === 'open';
  if (r.role === 'supplier')
    return <ReportDialog ns="rfq" send={(reason) => reportRequirement(r.id, reason)} disabled={!open} />;
  if (r.role !== 'buyer') return null;
  return (
    <ConfirmDialog
      trigger={
        <>
          <XCircle aria-hidden className="size-4" />
          {t('rfq:close.action')}
        </>
      }
      title={t('rfq:close.title')}
      description={t('rfq:close.text')}
      confirm={t('rfq:close.confirm')}
      cancel={t('rfq:cancel')}
      disabled={!open || close.isPending}
      onConfirm={() =>
        close.mutate(undefined, {
          onSuccess: () => toast.success(t('rfq:close.done')),
          onError: (err) => toast.error(err.message),
        })
      }
    />
  );
}
