import * as Dialog from '@radix-ui/react-dialog';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { trustLimits } from '../../../../shared/trust/constants';
import { type AdminUser, userActionSchema } from '../../../../shared/trust/schema';
import { buttonClass } from '../../../components/ui/field';
import { TextAreaField } from '../../../components/ui/form-controls';
import { useFormAction } from '../../../lib/form-action';
import { toast } from '../../../lib/toast';
import { dialogContentClass, dialogOverlayClass } from '../../rfq/components/confirm-dialog';
import { adminApi, useAdminRefresh } from '../api';
import { FailureNotice } from './failure-notice';

/** Suspend asks first, in a dialog that says what happens and takes the reason the person is mailed. */
export function SuspendDialog({ user }: { user: AdminUser }) {
  const { t } = useTranslation(['admin', 'trust']);
  const refresh = useAdminRefresh();
  const [open, setOpen] = useState(false);
  const [state, action, pending] = useFormAction(userActionSchema, async (values) => {
    await adminApi.actOnUser(user.id, values);
    toast.success(t('admin:users.suspended', { email: user.email }));
    setOpen(false);
    await refresh();
  });
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonClass.danger}>{t('admin:users.suspend')}</Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className={dialogContentClass}>
          <Dialog.Title className="text-lg font-semibold text-ink">
            {t('admin:users.suspendTitle', { email: user.email })}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">
            {t('admin:users.suspendText')}
          </Dialog.Description>
          <form action={action} noValidate className="mt-4 space-y-4">
            <FailureNotice state={state} />
            <input type="hidden" name="action" value="suspend" />
            <TextAreaField
              label={t('admin:users.reason')}
              hint={t('admin:users.reasonHint')}
              name="reason"
              rows={3}
              maxLength={trustLimits.reasonMax}
              defaultValue={state.values.reason}
              error={state.errors.reason}
            />
            <div className="flex flex-wrap justify-end gap-3">
              <Dialog.Close className={buttonClass.secondary}>{t('admin:cancel')}</Dialog.Close>
              <button type="submit" className={buttonClass.danger} disabled={pending}>
                {pending ? t('admin:users.suspending') : t('admin:users.confirmSuspend')}
              </button>
            </div>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
