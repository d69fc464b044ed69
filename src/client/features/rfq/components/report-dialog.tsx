import * as Dialog from '@radix-ui/react-dialog';
import { Flag } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { tradeLimits } from '../../../../shared/trade/constants';
import { reportSchema } from '../../../../shared/trade/schema';
import { buttonClass } from '../../../components/ui/field';
import { TextAreaField } from '../../../components/ui/form-controls';
import { Notice } from '../../../components/ui/notice';
import { useFormAction } from '../../../lib/form-action';
import { toast } from '../../../lib/toast';
import { reportRequirement } from '../api';
import { dialogContentClass, dialogOverlayClass } from './confirm-dialog';

/** 'Report': a supplier tells the moderators what is wrong with a requirement sent to them. */
export function ReportDialog({ requirementId, disabled }: { requirementId: string; disabled?: boolean }) {
  const { t } = useTranslation(['rfq', 'trade']);
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonClass.secondary} disabled={disabled}>
        <Flag aria-hidden className="size-4" />
        {t('rfq:report.action')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className={dialogContentClass}>
          <Dialog.Title className="text-lg font-semibold text-ink">{t('rfq:report.title')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">
            {t('rfq:report.text')}
          </Dialog.Description>
          <ReportForm requirementId={requirementId} onSent={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ReportForm({ requirementId, onSent }: { requirementId: string; onSent: () => void }) {
  const { t } = useTranslation(['rfq', 'trade']);
  const [state, action, pending] = useFormAction(reportSchema, async ({ reason }) => {
    await reportRequirement(requirementId, reason);
    toast.success(t('rfq:report.sent'));
    onSent();
  });
  return (
    <form action={action} noValidate className="mt-4 space-y-4">
      {state.failure !== undefined && <Notice tone="error">{state.message}</Notice>}
      <TextAreaField
        label={t('rfq:report.reason')}
        name="reason"
        maxLength={tradeLimits.reportReasonMax}
        defaultValue={state.values.reason}
        error={state.errors.reason}
      />
      <div className="flex justify-end gap-3">
        <Dialog.Close className={buttonClass.secondary}>{t('rfq:cancel')}</Dialog.Close>
        <button type="submit" className={buttonClass.danger} disabled={pending}>
          {pending ? t('rfq:report.sending') : t('rfq:report.submit')}
        </button>
      </div>
    </form>
  );
}
