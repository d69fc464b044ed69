import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { Check, Link2, MessageCircle, Share2 } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { whatsappShareUrl } from '../../../shared/share/links';
import { siteQuery } from '../../features/pages/api';
import { toast } from '../../lib/toast';
import { useHydrated } from '../../lib/use-hydrated';
import { buttonClass } from '../ui/field';

/** A page's address as others open it: on the site's public address (the server's PUBLIC_URL). */
export function useShareUrl(path: string) {
  const site = useQuery(siteQuery());
  const origin = site.data?.publicUrl ?? (typeof window === 'undefined' ? '' : window.location.origin);
  return `${origin}${path}`;
}

/**
 * 'Share on WhatsApp', then 'Share…' (the phone's share sheet, where the browser has one) or
 * 'Copy link'. The WhatsApp link is a plain link in the server's HTML, so it works at first paint;
 * the other button needs the browser's code and shows once the page runs. A page that draws this
 * on the server asks for `siteQuery()` among its queries, so both draw the same address.
 */
export function ShareButtons({
  title,
  path,
  className,
}: {
  title: string;
  path: string;
  className?: string;
}) {
  const { t } = useTranslation('share');
  const url = useShareUrl(path);
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const canShare = hydrated && typeof navigator.share === 'function';

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      toast.error(t('copyFailed', { url }));
    }
  }

  return (
    <div className={clsx('flex flex-wrap items-center gap-2', className)}>
      <a
        href={whatsappShareUrl(`${title} ${url}`)}
        target="_blank"
        rel="noopener noreferrer"
        className={clsx(buttonClass.secondary, 'text-emerald-800')}
      >
        <MessageCircle aria-hidden className="size-4" />
        {t('whatsapp')}
      </a>
      {canShare ? (
        <button
          type="button"
          className={buttonClass.secondary}
          onClick={() => void navigator.share({ title, url }).catch(() => {})}
        >
          <Share2 aria-hidden className="size-4" />
          {t('share')}
        </button>
      ) : (
        hydrated && (
          <button type="button" className={buttonClass.secondary} onClick={copy}>
            {copied ? <Check aria-hidden className="size-4" /> : <Link2 aria-hidden className="size-4" />}
            {t('copy')}
          </button>
        )
      )}
      <span role="status" className="text-sm font-medium text-emerald-700">
        {copied ? t('copied') : ''}
      </span>
    </div>
  );
}

/** The action of the toast after publishing: the new page, shared on WhatsApp at once. */
export function whatsappShareAction(label: string, title: string, path: string) {
  return {
    label,
    onClick: () =>
      window.open(whatsappShareUrl(`${title} ${window.location.origin}${path}`), '_blank', 'noopener'),
  };
}
