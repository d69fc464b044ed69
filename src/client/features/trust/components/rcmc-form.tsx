import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Council } from '../../../../shared/councils/schema';
import { rcmcMaxYears } from '../../../../shared/trust/ids';
import { rcmcClaimSchema } from '../../../../shared/trust/schema';
import { Field } from '../../../components/ui/field';
import { SelectField } from '../../../components/ui/form-controls';
import { Notice } from '../../../components/ui/notice';
import { useFormAction } from '../../../lib/form-action';
import { fieldsOf } from '../../../lib/form-data';
import { toast } from '../../../lib/toast';
import { trustApi, useVerificationRefresh } from '../api';
import { today } from './claim-status';
import { useDocumentChoice } from './document-choice';
import { CertificateAndSubmit, identifierInput } from './document-picker';

/** 'YYYY-MM-DD' `years` after `day` (the RCMC's longest validity). */
const yearsAfter = (day: string, years: number) => `${Number(day.slice(0, 4)) + years}${day.slice(4)}`;
const tomorrow = () => new Date(Date.now() + 86_400_000).toISOString().slice(0, 10);

/** One council membership: the council, the RCMC's number and expiry, and its certificate. */
export function RcmcForm({ councils }: { councils: readonly Council[] }) {
  const { t } = useTranslation('trust');
  const refresh = useVerificationRefresh();
  const document = useDocumentChoice();
  const schema = useMemo(() => rcmcClaimSchema.extend({ document: document.field }), [document.field]);
  const [state, action, pending] = useFormAction(schema, async ({ document: file, ...details }) => {
    await trustApi.claimRcmc(details, file);
    toast.success(t('trust:rcmc.sent'));
    document.choose(null);
    await refresh();
  });
  const { field } = fieldsOf(state);

  return (
    <form action={action} noValidate className="space-y-4">
      {state.failure !== undefined && <Notice tone="error">{state.message}</Notice>}
      <SelectField
        label={t('trust:rcmc.council')}
        placeholder={t('trust:rcmc.chooseCouncil')}
        options={councils.map((c) => [c.id, `${c.name} — ${c.fullName}`])}
        {...field('councilId')}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('trust:rcmc.number')} {...identifierInput} {...field('number')} />
        <Field
          label={t('trust:rcmc.expiresOn')}
          type="date"
          min={tomorrow()}
          max={yearsAfter(today(), rcmcMaxYears)}
          {...field('expiresOn')}
        />
      </div>
      <CertificateAndSubmit
        label={t('trust:rcmc.document')}
        document={document}
        error={state.errors.document}
        pending={pending}
        submit={[t('trust:rcmc.submit'), t('trust:rcmc.submitting')]}
      />
    </form>
  );
}
