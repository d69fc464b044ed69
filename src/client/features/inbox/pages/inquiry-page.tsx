import { type ReactNode, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import type { InquiryTarget } from '../../../../shared/trade/constants';
import { Notice } from '../../../components/ui/notice';
import { Spinner } from '../../../components/ui/spinner';
import { ApiError } from '../../../lib/api';
import type { PageLocation } from '../../../lib/lazy-page';
import { usePageMeta } from '../../../lib/page-meta';
import { Link, useLocation, useParams } from '../../../lib/router';
import { useAuth } from '../../auth/use-auth';
import NotFoundPage from '../../shell/pages/not-found-page';
import { InquiryAbout } from '../components/inquiry-about';
import { InquiryForm } from '../components/inquiry-form';
import { LoadFailed } from '../components/load-failed';
import { type InquiryDraft, readDraft, tabStorage } from '../inquiry-draft';
import { isInquiryTarget, targetQuery, useInquiryTarget } from '../use-inquiry-target';

export const queries = ({ params }: PageLocation) => {
  const query = targetQuery(params.kind, params.id ?? '');
  return query ? [query] : [];
};

/** /inquire/:kind/:id — 'Send Inquiry' to a catalog's, product's or supplier's owner. */
export default function InquiryPage() {
  const { kind, id = '' } = useParams();
  usePageMeta('inbox:meta.inquiryTitle', 'inbox:meta.inquiryDescription');
  if (!isInquiryTarget(kind)) return <NotFoundPage />;
  return <Inquiry kind={kind} id={id} />;
}

function Inquiry({ kind, id }: { kind: InquiryTarget; id: string }) {
  const { t } = useTranslation(['inbox', 'trade']);
  const target = useInquiryTarget(kind, id);
  const { user, loading } = useAuth();
  const location = useLocation();
  // Read once drawn: the server (and hydration) draw the empty form; a draft fills it afresh.
  const [draft, setDraft] = useState<InquiryDraft | null>(null);
  useEffect(() => setDraft(readDraft(tabStorage, location.pathname)), [location.pathname]);

  let body: ReactNode;
  if (target.pending) body = <Spinner />;
  else if (target.error instanceof ApiError && target.error.status === 404)
    body = <Notice tone="error">{t('trade:errors.targetNotFound')}</Notice>;
  else if (!target.summary)
    body = <LoadFailed message={t('inbox:inquiry.loadError')} onRetry={() => void target.refetch()} />;
  else if (target.summary.isExample) body = <Notice tone="info">{t('trade:errors.exampleSupplier')}</Notice>;
  else if (user && user.id === target.summary.ownerId)
    body = <Notice tone="info">{t('trade:errors.ownListing')}</Notice>;
  else
    body = (
      <>
        {!loading && !user && (
          <Notice tone="info">
            <p>{t('inbox:inquiry.signInNeeded')}</p>
            <Link to={routes.auth()} state={{ from: location }} className="font-medium underline">
              {t('inbox:inquiry.signIn')}
            </Link>
          </Notice>
        )}
        {draft && user && <Notice tone="success">{t('inbox:inquiry.restored')}</Notice>}
        <InquiryForm key={draft ? 'draft' : 'blank'} kind={kind} id={id} draft={draft ?? undefined} />
      </>
    );

  return (
    <div className="mx-auto max-w-2xl space-y-6 px-4 py-8">
      <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('inbox:inquiry.heading')}</h1>
      {target.summary && <InquiryAbout target={target.summary} />}
      {body}
    </div>
  );
}
