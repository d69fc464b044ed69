import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import { usePageMeta } from '../../../lib/page-meta';
import { useParams } from '../../../lib/router';
import { BackLink } from '../../directory/components/back-link';
import { Thread } from '../components/thread';

/** /support/<id> — one of the reader's help requests (anyone else's is not found). */
export default function RequestPage() {
  const { t } = useTranslation('support');
  usePageMeta('support:meta.requestsTitle', 'support:meta.requestsDescription');
  const { id = '' } = useParams();
  return (
    <div className="mx-auto max-w-3xl space-y-6 px-4 py-10">
      <BackLink to={routes.support()} label={t('support:requests.back')} />
      <Thread id={id} />
    </div>
  );
}
