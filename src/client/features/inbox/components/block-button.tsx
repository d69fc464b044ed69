import { Ban } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/field';
import { toast } from '../../../lib/toast';
import { useBlock } from '../api';

/** The supplier's 'Block buyer' / 'Unblock' for the buyer of this conversation. */
export function BlockButton({ conversationId, blocked }: { conversationId: string; blocked: boolean }) {
  const { t } = useTranslation('inbox');
  const block = useBlock(conversationId);
  const toggle = () =>
    block.mutate(!blocked, {
      onSuccess: () => toast.success(t(blocked ? 'block.unblocked' : 'block.blocked')),
      onError: (e) => toast.error(t('block.failed', { message: e.message })),
    });
  return (
    <button type="button" className={buttonClass.secondary} disabled={block.isPending} onClick={toggle}>
      <Ban aria-hidden className="size-4" />
      {t(blocked ? 'block.unblock' : 'block.block')}
    </button>
  );
}
