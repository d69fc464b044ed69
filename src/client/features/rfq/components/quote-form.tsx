import { useTranslation } from 'react-i18next';
import { tradeLimits } from '../../../../shared/trade/constants';
import { quoteFormSchema } from '../../../../shared/trade/schema';
import { buttonClass, Field } from '../../../components/ui/field';
import { TextAreaField } from '../../../components/ui/form-controls';
import { GstRateSelect } from '../../../components/ui/gst-rate-select';
import { Notice } from '../../../components/ui/notice';
import { useFormAction } from '../../../lib/form-action';
import { fieldsOf } from '../../../lib/form-data';
import { toast } from '../../../lib/toast';
import { sendQuote, useRequirementRefresh } from '../api';
import { dayFromToday } from './use-trade-format';

/** A matched supplier's quote: a React action over uncontrolled fields, checked with the shared rule. */
export function QuoteForm({ requirementId }: { requirementId: string }) {
  const { t } = useTranslation(['rfq', 'trade', 'orders']);
  const refresh = useRequirementRefresh(requirementId);
  const [state, action, pending] = useFormAction(quoteFormSchema, async (values) => {
    await sendQuote(requirementId, values);
    toast.success(t('rfq:quote.sent'));
    await refresh();
  });
  const { field, number } = fieldsOf(state);

  return (
    <form
      action={action}
      noValidate
      aria-labelledby="quote-heading"
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-6 shadow-sm"
    >
      <div>
        <h2 id="quote-heading" className="text-xl font-semibold text-ink">
          {t('rfq:quote.title')}
        </h2>
        <p className="text-sm text-slate-600">{t('rfq:quote.intro')}</p>
      </div>
      {state.failure !== undefined && <Notice tone="error">{state.message}</Notice>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('rfq:quote.pricePerUnit')} {...number('pricePerUnit')} />
        <Field label={t('orders:item.hsn')} inputMode="numeric" maxLength={10} {...field('hsn')} />
        <GstRateSelect label={t('orders:item.gstRate')} {...field('gstRate')} />
        <Field label={t('rfq:quote.moq')} {...number('moq')} inputMode="numeric" />
        <Field label={t('rfq:quote.leadTimeDays')} {...number('leadTimeDays')} inputMode="numeric" />
        <Field
          label={t('rfq:quote.validUntil')}
          type="date"
          min={dayFromToday(1)}
          max={dayFromToday(tradeLimits.quoteValidityMaxDays)}
          {...field('validUntil')}
        />
      </div>
      <TextAreaField
        label={t('rfq:quote.message')}
        maxLength={tradeLimits.messageMax}
        {...field('message')}
      />
      <div className="flex justify-end">
        <button type="submit" className={buttonClass.primary} disabled={pending}>
          {pending ? t('rfq:quote.sending') : t('rfq:quote.submit')}
        </button>
      </div>
    </form>
  );
}
