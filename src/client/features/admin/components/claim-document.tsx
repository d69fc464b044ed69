import { ExternalLink } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { QueueItem } from '../../../../shared/trust/schema';

/** The certificate as the supplier sent it: a photo, or a PDF in a frame; always a link to open it whole. */
export function ClaimDocument({ claim }: { claim: QueueItem }) {
  const { t } = useTranslation('admin');
  const title = t('queue.document', { name: claim.supplier.name });
  return (
    <figure className="space-y-2">
      {claim.documentType.startsWith('image/') ? (
        <img
          src={claim.documentUrl}
          alt={title}
          className="max-h-[32rem] w-full rounded-md border border-slate-200 object-contain"
        />
      ) : (
        <iframe
          src={claim.documentUrl}
          title={title}
          className="h-[28rem] w-full rounded-md border border-slate-200 bg-slate-50 lg:h-[32rem]"
        />
      )}
      <figcaption>
        <a
          href={claim.documentUrl}
          target="_blank"
          rel="noopener"
          className="inline-flex items-center gap-1 text-sm font-medium text-brand-700 underline"
        >
          {t('queue.openDocument')}
          <ExternalLink className="size-4" aria-hidden="true" />
          <span className="sr-only">{t('newTab')}</span>
        </a>
      </figcaption>
    </figure>
  );
}
