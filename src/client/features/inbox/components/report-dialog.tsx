import * as Dialog from '@radix-ui/react-dialog';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClass } from '../../../components/ui/field';
import { TextAreaField } from '../../../components/ui/form-controls';
import { Notice } from '../../../components/ui/notice';
import { useFormAction } from '../../../lib/form-action';
import { toast } from '../../../lib/toast';
import { inboxApi } from '../api';

/** 'Report': a dialog asking why, sent to the moderators. */
export function ReportDialog({ conversationId }: { conversationId: string }) {
  const { t } = useTranslation('inbox');
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonClass.secondary}>
        <Flag aria-hidden className="size-4" />
        {t('report.button')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-ink">{t('report.title')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">{t('report.text')}</Dialog.Description>
          <ReportForm conversationId={conversationId} onSent={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Inside the dialog's content, so each opening starts blank. */
function ReportForm({ conversationId, onSent }: { conversationId: string; onSent: () => void }) {
  const { t } = useTranslation('inbox');
  const [state, action, pending] = useFormAction(
    () => import('../../../../shared/trade/schema').then((m) => m.reportSchema),
    async ({ reason }) => {
      await inboxApi.report(conversationId, reason);
      toast.success(t('report.sent'));
      onSent();
    },
  );
  return (
    <form action={action} noValidate className="mt-4 space-y-4">
      {state.failure !== undefined && <Notice tone="error">{state.message}</Notice>}
      <TextAreaField
        label={t('report.reason')}
        name="reason"
        rows={4}
        defaultValue={state.values.reason}
        error={state.errors.reason}
      />
      <div className="flex justify-end gap-2">
        <Dialog.Close className={buttonClass.secondary}>{t('report.cancel')}</Dialog.Close>
        <button type="submit" className={buttonClass.danger} disabled={pending}>
          {pending ? t('report.submitting') : t('report.submit')}
        </button>
      </div>
    </form>
  );
}
