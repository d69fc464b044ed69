import * as Dialog from '@radix-ui/react-dialog';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tradeLimits } from '../../../shared/trade/constants';
import { useFormAction } from '../../lib/form-action';
import { toast } from '../../lib/toast';
import { buttonClass } from '../ui/field';
import { TextAreaField } from '../ui/form-controls';
import { Notice } from '../ui/notice';

interface ReportProps {
  /**
   * Whose words, under `<ns>:<keys>.*`: 'inbox' (a conversation), 'rfq' (a requirement) or
   * 'trust' (a listing, a review).
   */
  ns: 'inbox' | 'rfq' | 'trust';
  /** Where the words are in the namespace: 'report' unless told ('report.review'). */
  keys?: string;
  send: (reason: string) => Promise<unknown>;
  disabled?: boolean;
  /** A small text button (beside a review) rather than a full one. */
  compact?: boolean;
}

const compactTrigger =
  'inline-flex items-center gap-1 rounded text-xs font-medium text-slate-500 hover:text-red-700 focus-visible:outline-2 focus-visible:outline-brand-600 disabled:opacity-60';

/** 'Report': the reader tells the moderators what is wrong, with a reason. */
export function ReportDialog({ ns, keys = 'report', send, disabled, compact }: ReportProps) {
  const { t } = useTranslation([ns, 'trade']);
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={compact ? compactTrigger : buttonClass.secondary} disabled={disabled}>
        <Flag aria-hidden className={compact ? 'size-3.5' : 'size-4'} />
        {t(`${ns}:${keys}.button`)}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-ink">{t(`${ns}:${keys}.title`)}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">
            {t(`${ns}:${keys}.text`)}
          </Dialog.Description>
          <ReportForm ns={ns} keys={keys} send={send} onSent={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ReportForm({ ns, keys, send, onSent }: ReportProps & { keys: string; onSent: () => void }) {
  const { t } = useTranslation([ns, 'trade']);
  const [state, action, pending] = useFormAction(
    () => import('../../../shared/trade/schema').then((m) => m.reportSchema),
    async ({ reason }) => {
      await send(reason);
      toast.success(t(`${ns}:${keys}.sent`));
      onSent();
    },
  );
  return (
    <form action={action} noValidate className="mt-4 space-y-4">
      {state.failure !== undefined && <Notice tone="error">{state.message}</Notice>}
      <TextAreaField
        label={t(`${ns}:${keys}.reason`)}
        name="reason"
        maxLength={tradeLimits.reportReasonMax}
        defaultValue={state.values.reason}
        error={state.errors.reason}
      />
      <div className="flex justify-end gap-3">
        <Dialog.Close className={buttonClass.secondary}>{t(`${ns}:${keys}.cancel`)}</Dialog.Close>
        <button type="submit" className={buttonClass.danger} disabled={pending}>
          {pending ? t(`${ns}:${keys}.submitting`) : t(`${ns}:${keys}.submit`)}
        </button>
      </div>
    </form>
  );
}
