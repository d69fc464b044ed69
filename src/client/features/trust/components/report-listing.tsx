import { Suspense } from 'react';
import { ReportDialog } from '../../../components/trade/report-dialog';
import { useAuth } from '../../auth/use-auth';
import { trustApi } from '../api';

/**
 * 'Report listing' on a catalog's or product's page, for signed-in readers other than its owner.
 * Its words ('trust', 'trade') load when it first shows, inside its own boundary: the listing's
 * pages do not carry them to every visitor.
 */
export function ReportListing({
  subject,
  id,
  ownerId,
}: {
  subject: 'catalog' | 'product';
  id: string;
  ownerId: string;
}) {
  const { user } = useAuth();
  if (!user || user.id === ownerId) return null;
  return (
    <Suspense fallback={null}>
      <ReportDialog
        ns="trust"
        keys="report.listing"
        send={(reason) => trustApi.report(subject, id, reason)}
      />
    </Suspense>
  );
}
