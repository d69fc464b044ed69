import * as Dialog from '@radix-ui/react-dialog';
import { Check } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import type { Quote, Requirement } from '../../../../shared/trade/schema';
import { DeliveryFields } from '../../../components/trade/delivery-fields';
import { buttonClass } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { useFormAction } from '../../../lib/form-action';
import { fieldsOf } from '../../../lib/form-data';
import { useNavigate } from '../../../lib/router';
import { toast } from '../../../lib/toast';
import { acceptQuote, useRequirementRefresh } from '../api';
import { dialogContentClass, dialogOverlayClass } from './confirm-dialog';

/**
 * 'Accept' on a quote: who is billed and where the goods go, then the order is created and opened.
 * The billing name starts as the buyer's company, the address as the requirement's delivery place.
 */
export function AcceptDialog({
  quote,
  requirement: r,
  disabled,
}: {
  quote: Quote;
  requirement: Requirement;
  disabled?: boolean;
}) {
  const { t } = useTranslation(['rfq', 'orders']);
  const [open, setOpen] = useState(false);
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger className={buttonClass.primary} disabled={disabled}>
        <Check aria-hidden className="size-4" />
        {t('rfq:quotes.accept')}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className={dialogOverlayClass} />
        <Dialog.Content
          className={`${dialogContentClass} max-h-[90vh] overflow-y-auto sm:w-[min(92vw,36rem)]`}
        >
          <Dialog.Title className="text-lg font-semibold text-ink">{t('orders:accept.title')}</Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">
            {t('orders:accept.text', { name: quote.supplier.name })}
          </Dialog.Description>
          <AcceptForm quote={quote} requirement={r} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function AcceptForm({ quote, requirement: r }: { quote: Quote; requirement: Requirement }) {
  const { t } = useTranslation(['rfq', 'orders', 'trust']);
  const navigate = useNavigate();
  const refresh = useRequirementRefresh(r.id);
  const [state, action, pending] = useFormAction(
    () => import('../../../../shared/orders/schema').then((m) => m.acceptQuoteFormSchema),
    async (values) => {
      const { orderId } = await acceptQuote(quote.id, values);
      toast.success(t('orders:accept.done'));
      await refresh();
      navigate(routes.order(orderId));
    },
    undefined,
    { buyerName: r.buyer.company ?? r.buyer.name, deliveryAddress: r.deliveryLocation },
  );
  return (
    <form action={action} noValidate className="mt-4 space-y-4">
      {state.failure !== undefined && <Notice tone="error">{state.message}</Notice>}
      <DeliveryFields field={fieldsOf(state).field} />
      <div className="flex justify-end gap-3">
        <Dialog.Close className={buttonClass.secondary}>{t('rfq:cancel')}</Dialog.Close>
        <button type="submit" className={buttonClass.primary} disabled={pending}>
          {pending ? t('orders:accept.working') : t('orders:accept.submit')}
        </button>
      </div>
    </form>
  );
}
