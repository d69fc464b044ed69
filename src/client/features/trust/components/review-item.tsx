import { MessageSquareReply } from 'lucide-react';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import type { Review } from '../../../../shared/trust/schema';
import { ReportDialog } from '../../../components/trade/report-dialog';
import { useFormat } from '../../../lib/format';
import { trustApi } from '../api';
import { ReplyForm } from './reply-form';
import { Stars } from './stars';

/**
 * One review: stars, text, who wrote it and when, and the supplier's answer. The owner may answer
 * once; any other signed-in reader but its author may report it.
 */
export function ReviewItem({
  review,
  supplierId,
  supplierName,
  isOwner,
  signedIn,
}: {
  review: Review;
  supplierId: string;
  supplierName: string;
  isOwner: boolean;
  signedIn: boolean;
}) {
  const { t } = useTranslation('trust');
  const format = useFormat();
  const author = review.buyerCompany
    ? t('trust:reviews.by', { name: review.buyerName, company: review.buyerCompany })
    : review.buyerName;
  return (
    <article className="space-y-2 py-4" aria-label={author}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <Stars rating={review.rating} />
        <time dateTime={review.createdAt} className="text-xs text-slate-500">
          {format.date(review.createdAt)}
        </time>
      </div>
      <p className="whitespace-pre-line text-slate-800">{review.text}</p>
      <p className="text-sm font-medium text-slate-600">{author}</p>
      {review.reply ? (
        <div className="ms-4 rounded-lg bg-slate-50 p-3 text-sm">
          <p className="flex items-center gap-1 font-medium text-ink">
            <MessageSquareReply aria-hidden className="size-4" />
            {t('trust:reviews.answerFrom', { name: supplierName })}
          </p>
          <p className="mt-1 whitespace-pre-line text-slate-700">{review.reply}</p>
        </div>
      ) : (
        isOwner && <ReplyForm supplierId={supplierId} reviewId={review.id} />
      )}
      {signedIn && !review.mine && (
        // Its 'trade' words (the reason's rule) load when it first shows, not with the page.
        <Suspense fallback={null}>
          <ReportDialog
            ns="trust"
            keys="report.review"
            compact
            send={(reason) => trustApi.report('review', review.id, reason)}
          />
        </Suspense>
      )}
    </article>
  );
}
