import { useQuery } from '@tanstack/react-query';
import { clsx } from 'clsx';
import { MessageCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { whatsappChatUrl } from '../../../../shared/share/links';
import { api } from '../../../lib/api';
import { useAuth } from '../../auth/use-auth';

/**
 * 'Chat on WhatsApp' with a supplier, for a signed-in buyer who has written to them: the API gives
 * the number to them (and to the supplier) alone, so visitors and others see nothing here.
 */
export function WhatsAppChatLink({ supplierId, className }: { supplierId: string; className?: string }) {
  const { t } = useTranslation('share');
  const { user } = useAuth();
  const number = useQuery({
    queryKey: ['supplier', supplierId, 'whatsapp', user?.id],
    queryFn: () =>
      api<{ whatsapp: string | null }>(`/suppliers/${encodeURIComponent(supplierId)}/whatsapp`).then(
        (r) => r.whatsapp,
      ),
    enabled: Boolean(user),
  });
  if (!user || !number.data) return null;
  return (
    <a
      href={whatsappChatUrl(number.data)}
      target="_blank"
      rel="noopener noreferrer"
      className={clsx(
        'inline-flex items-center justify-center gap-2 rounded-md bg-emerald-700 px-4 py-2 text-sm font-medium text-white hover:bg-emerald-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-emerald-700',
        className,
      )}
    >
      <MessageCircle aria-hidden className="size-4" />
      {t('chat')}
    </a>
  );
}
