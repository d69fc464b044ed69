import * as Dialog from '@radix-ui/react-dialog';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { orderLimits, paymentMethods } from '../../../../shared/orders/constants';
import { todayInIndia as today } from '../../../../shared/orders/fy';
import { paiseToRupeesText } from '../../../../shared/orders/money';
import {
  cancelFormSchema,
  confirmFormSchema,
  dispatchFormSchema,
  invoiceFormSchema,
  type Order,
  type OrderAction,
  paymentFormSchema,
  problemFormSchema,
} from '../../../../shared/orders/schema';
import { buttonClass, Field } from '../../../components/ui/field';
import { SelectField, TextAreaField } from '../../../components/ui/form-controls';
import { Notice } from '../../../components/ui/notice';
import { useFormAction } from '../../../lib/form-action';
import { fieldsOf } from '../../../lib/form-data';
import { toast } from '../../../lib/toast';
import { orderApi, useOrderRefresh } from '../api';

type Fields = ReturnType<typeof fieldsOf>;

/** Each step's form: its schema, what its fields start with, and the fields. */
function formOf(action: OrderAction, o: Order, t: (key: string) => string) {
  const reason = ({ field }: Fields) => (
    <TextAreaField
      label={t(`orders:actions.${action}.reason`)}
      maxLength={orderLimits.reasonMax}
      {...field('reason')}
    />
  );
  const forms: Record<
    OrderAction,
    { schema: z.ZodType<object>; initial?: Record<string, string>; fields?: (f: Fields) => ReactNode }
  > = {
    confirm: {
      schema: confirmFormSchema,
      initial: { buyerGstin: o.parties.buyer.gstin ?? '' },
      fields: ({ field }) => (
        <Field
          label={t('orders:delivery.buyerGstin')}
          hint={t('orders:delivery.buyerGstinHint')}
          maxLength={15}
          {...field('buyerGstin')}
        />
      ),
    },
    invoice: {
      schema: invoiceFormSchema,
      initial: { invoiceDate: today() },
      fields: ({ field }) => (
        <Field label={t('orders:taxInvoice.date')} type="date" max={today()} {...field('invoiceDate')} />
      ),
    },
    payment: {
      schema: paymentFormSchema,
      initial: { amount: paiseToRupeesText(o.duePaise), receivedOn: today(), method: 'upi' },
      fields: ({ field, number }) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field label={t('orders:actions.payment.amount')} {...number('amount')} />
          <Field
            label={t('orders:actions.payment.receivedOn')}
            type="date"
            max={today()}
            {...field('receivedOn')}
          />
          <SelectField
            label={t('orders:actions.payment.method')}
            options={paymentMethods.map((m) => [m, t(`orders:methods.${m}`)])}
            {...field('method')}
          />
          <Field
            label={t('orders:actions.payment.reference')}
            hint={t('orders:actions.payment.referenceHint')}
            autoComplete="off"
            {...field('reference')}
          />
        </div>
      ),
    },
    dispatch: {
      // Above ₹50,000 the e-way bill is asked for here too, not only by the server.
      schema: o.ewayBillRequired
        ? dispatchFormSchema.superRefine((v, ctx) => {
            if (!v.ewayBill)
              ctx.addIssue({ code: 'custom', path: ['ewayBill'], message: 'orders:errors.ewayBillRequired' });
          })
        : dispatchFormSchema,
      initial: { dispatchedOn: today() },
      fields: ({ field }) => (
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('orders:dispatch.transporter')}
            maxLength={orderLimits.transporterMax}
            {...field('transporter')}
          />
          <Field
            label={t('orders:dispatch.consignment')}
            autoComplete="off"
            {...field('consignmentNumber')}
          />
          <Field label={t('orders:dispatch.date')} type="date" max={today()} {...field('dispatchedOn')} />
          <Field
            label={t(
              o.ewayBillRequired
                ? 'orders:actions.dispatch.ewayBill'
                : 'orders:actions.dispatch.ewayBillOptional',
            )}
            hint={o.ewayBillRequired ? t('orders:actions.dispatch.ewayBillHint') : undefined}
            inputMode="numeric"
            required={o.ewayBillRequired}
            autoComplete="off"
            {...field('ewayBill')}
          />
        </div>
      ),
    },
    receive: { schema: z.object({}) },
    problem: { schema: problemFormSchema, fields: reason },
    cancel: { schema: cancelFormSchema, fields: reason },
  };
  return forms[action];
}

const primary: Partial<Record<OrderAction, boolean>> = {
  confirm: true,
  invoice: true,
  dispatch: true,
  receive: true,
  payment: true,
};

/** The steps the server says this reader may take now, each a button opening its small form. */
export function OrderActions({ order }: { order: Order }) {
  if (!order.actions.length) return null;
  return (
    <div className="flex flex-wrap gap-2">
      {order.actions.map((action) => (
        <ActionDialog key={action} order={order} action={action} />
      ))}
    </div>
  );
}

function ActionDialog({ order, action }: { order: Order; action: OrderAction }) {
  const { t } = useTranslation('orders');
  const [open, setOpen] = useState(false);
  const danger = action === 'cancel' || action === 'problem';
  return (
    <Dialog.Root open={open} onOpenChange={setOpen}>
      <Dialog.Trigger
        className={
          danger ? buttonClass.secondary : primary[action] ? buttonClass.primary : buttonClass.secondary
        }
      >
        {t(`orders:actions.${action}.button`)}
      </Dialog.Trigger>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-50 bg-slate-900/50" />
        <Dialog.Content className="fixed top-1/2 left-1/2 z-50 max-h-[90vh] w-[min(92vw,32rem)] -translate-x-1/2 -translate-y-1/2 overflow-y-auto rounded-lg bg-white p-6 shadow-xl">
          <Dialog.Title className="text-lg font-semibold text-ink">
            {t(`orders:actions.${action}.title`)}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">
            {t(`orders:actions.${action}.text`)}
          </Dialog.Description>
          <ActionForm order={order} action={action} danger={danger} onDone={() => setOpen(false)} />
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ActionForm({
  order,
  action,
  danger,
  onDone,
}: {
  order: Order;
  action: OrderAction;
  danger: boolean;
  onDone: () => void;
}) {
  const { t } = useTranslation(['orders', 'trust']);
  const refresh = useOrderRefresh();
  const form = formOf(action, order, t);
  const [state, run, pending] = useFormAction(
    form.schema,
    async (values) => {
      const next = await orderApi.act(order.id, action, values);
      toast.success(t(`orders:actions.${action}.done`));
      onDone();
      await refresh(next);
    },
    undefined,
    form.initial,
  );
  return (
    <form action={run} noValidate className="mt-4 space-y-4">
      {state.message && !Object.keys(state.errors).length && <Notice tone="error">{state.message}</Notice>}
      {form.fields?.(fieldsOf(state))}
      <div className="flex justify-end gap-3">
        <Dialog.Close className={buttonClass.secondary}>{t('orders:actions.back')}</Dialog.Close>
        <button
          type="submit"
          className={danger ? buttonClass.danger : buttonClass.primary}
          disabled={pending}
        >
          {pending ? t('orders:actions.working') : t(`orders:actions.${action}.button`)}
        </button>
      </div>
    </form>
  );
}
