import { useTranslation } from 'react-i18next';
import { Spinner } from '../../../components/ui/spinner';
import { usePageMeta } from '../../../lib/page-meta';
import { useVerification } from '../api';
import { GstSection } from '../components/gst-section';
import { LevelLadder } from '../components/level-ladder';
import { RcmcSection } from '../components/rcmc-section';
import { RetryNotice } from '../components/retry-notice';

/**
 * /verification (suppliers): the level and what the next ones need, the GST claim and the council
 * memberships. The forms show once the claims have loaded: the GSTIN is checked against the
 * business state they carry.
 */
export default function VerificationPage() {
  const { t } = useTranslation(['trust', 'directory']);
  usePageMeta('trust:meta.title', 'trust:meta.description');
  const query = useVerification();
  return (
    <div className="mx-auto max-w-4xl space-y-8 px-4 py-8">
      <header>
        <h1 className="text-2xl font-bold text-ink sm:text-3xl">{t('trust:page.title')}</h1>
        <p className="mt-1 text-slate-600">{t('trust:page.subtitle')}</p>
      </header>
      {query.isPending ? (
        <Spinner />
      ) : query.isError ? (
        <RetryNotice message={t('trust:page.loadError')} onRetry={() => void query.refetch()} />
      ) : (
        <>
          <LevelLadder status={query.data} />
          <GstSection status={query.data} />
          <RcmcSection status={query.data} />
        </>
      )}
    </div>
  );
}
