import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import { buttonClass } from '../../../components/ui/field';
import { useFormat } from '../../../lib/format';
import { Link, useLocation } from '../../../lib/router';
import { useAuth } from '../../auth/use-auth';
import { useReviews } from '../api';
import { ReviewForm } from './review-form';
import { ReviewItem } from './review-item';
import { Stars } from './stars';

/**
 * A supplier's reviews: the average and count, each review, and 'Write a review' for a reader who
 * may write one (otherwise why not). Read in the browser: what it offers depends on the reader.
 */
export function ReviewsSection({ supplierId, supplierName }: { supplierId: string; supplierName: string }) {
  const { t } = useTranslation('trust');
  const format = useFormat();
  const { user, loading } = useAuth();
  const location = useLocation();
  const query = useReviews(supplierId, user?.id ?? null, !loading);
  const data = query.data;
  return (
    <section aria-labelledby="reviews-heading" className="mt-10 space-y-4">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <h2 id="reviews-heading" className="text-xl font-semibold text-ink">
          {t('trust:reviews.title')}
        </h2>
        {data && data.average !== null && (
          <p className="flex items-center gap-2 text-sm text-slate-700">
            <Stars rating={data.average} />
            <span className="font-semibold">
              {t('trust:reviews.average', {
                average: format.number(data.average, { maximumFractionDigits: 1 }),
              })}
            </span>
            <span>{t('trust:reviews.count', { count: data.count })}</span>
          </p>
        )}
      </div>
      {query.isError ? (
        <div role="alert" className="text-sm text-red-700">
          <p>{t('trust:reviews.loadError')}</p>
          <button type="button" className="font-medium underline" onClick={() => void query.refetch()}>
            {t('trust:reviews.retry')}
          </button>
        </div>
      ) : !data ? null : (
        <>
          {data.canReview ? (
            <ReviewForm supplierId={supplierId} />
          ) : data.blockedReason === 'signIn' ? (
            <Link to={routes.auth()} state={{ from: location }} className={buttonClass.secondary}>
              {t('trust:reviewBlocked.signIn')}
            </Link>
          ) : (
            data.blockedReason && (
              <p className="text-sm text-slate-600">{t(`trust:reviewBlocked.${data.blockedReason}`)}</p>
            )
          )}
          {data.reviews.length === 0 ? (
            <p className="text-sm text-slate-600">{t('trust:reviews.none')}</p>
          ) : (
            <div className="divide-y divide-slate-100">
              {data.reviews.map((review) => (
                <ReviewItem
                  key={review.id}
                  review={review}
                  supplierId={supplierId}
                  supplierName={supplierName}
                  isOwner={data.isOwner}
                  signedIn={!!user}
                />
              ))}
            </div>
          )}
        </>
      )}
    </section>
  );
}
