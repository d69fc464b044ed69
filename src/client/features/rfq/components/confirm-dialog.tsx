import * as Dialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { buttonClass } from '../../../components/ui/field';

export const dialogOverlayClass = 'fixed inset-0 z-50 bg-slate-900/50';
export const dialogContentClass =
  'fixed top-1/2 left-1/2 z-50 w-[min(92vw,28rem)] -translate-x-1/2 -translate-y-1/2 rounded-lg bg-white p-6 shadow-xl';

/** A button that asks first: the dialog says what will happen, and `onConfirm` runs on yes. */
export function ConfirmDialog({
  trigger,
  triggerClass = buttonClass.secondary,
  title,
  description,
  confirm,
  cancel,
  onConfirm,
  disabled,
}: {
  trigger: ReactNode;
  triggerClass?: string;
  title: string;
  description: string;
  confirm: string;
  cancel: string;
  onConfirm: () => void;
  disabled?: boolean;
}) {
  return (
    <Dialog.Root>
      <Dialog.Trigger className={triggerClass} disabled={disabled}>
        {trigger}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content className={dialogContentClass}>
          <Dialog.Title className="text-lg font-semibold text-ink">{title}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">{description}</Dialog.Description>
          <div className="mt-6 flex justify-end gap-3">
            <Dialog.Close className={buttonClass.secondary}>{cancel}</Dialog.Close>
            <Dialog.Close className={buttonClass.primary} onClick={onConfirm}>
              {confirm}
            </Dialog.Close>
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
