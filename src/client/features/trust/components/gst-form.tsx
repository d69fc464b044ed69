import { type FormEvent, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { gstinError } from '../../../../shared/trust/ids';
import { gstClaimSchema } from '../../../../shared/trust/schema';
import { Field } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { useFormAction } from '../../../lib/form-action';
import { fieldsOf } from '../../../lib/form-data';
import { toast } from '../../../lib/toast';
import { trustApi, useVerificationRefresh } from '../api';
import { useDocumentChoice } from './document-choice';
import { CertificateAndSubmit, identifierInput } from './document-picker';

/**
 * GSTIN, IEC and the GST certificate: a React action over uncontrolled fields, checked with the
 * shared rule for the business's state (the API checks the same), the file kept beside them.
 */
export function GstForm({ businessState, onSent }: { businessState: string; onSent?: () => void }) {
  const { t } = useTranslation('trust');
  const refresh = useVerificationRefresh();
  const document = useDocumentChoice();
  const schema = useMemo(
    () => gstClaimSchema(businessState).extend({ document: document.field }),
    [businessState, document.field],
  );
  const [state, action, pending] = useFormAction(schema, async ({ document: file, ...details }) => {
    await trustApi.claimGst(details, file);
    toast.success(t('trust:gst.sent'));
    document.choose(null);
    await refresh();
    onSent?.();
  });
  const { field } = fieldsOf(state);
  // The GSTIN's own message as it is typed (each part once complete) and when it is left, until
  // the next submit answers; the same rule the schema and the API apply.
  const [typed, setTyped] = useState<{ after: typeof state; error: string | undefined }>();
  const checkGstin = (typing: boolean) => (e: FormEvent<HTMLInputElement>) => {
    const value = e.currentTarget.value;
    const error = value.trim() ? gstinError(value, businessState, typing) : null;
    setTyped({ after: state, error: error ? t(`trust:errors.${error}`) : undefined });
  };
  const gstin = field('gstin');
  if (typed?.after === state) gstin.error = typed.error;

  return (
    <form action={action} noValidate className="space-y-4">
      {/* The server's refusal; the schema's messages show under their fields. */}
      {state.failure !== undefined && <Notice tone="error">{state.message}</Notice>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('trust:gst.gstin')}
          hint={t('trust:gst.gstinHint')}
          {...identifierInput}
          {...gstin}
          onInput={checkGstin(true)}
          onBlur={checkGstin(false)}
        />
        <Field
          label={t('trust:gst.iec')}
          hint={t('trust:gst.iecHint')}
          {...identifierInput}
          {...field('iec')}
        />
      </div>
      <CertificateAndSubmit
        label={t('trust:gst.document')}
        document={document}
        error={state.errors.document}
        pending={pending}
        submit={[t('trust:gst.submit'), t('trust:gst.submitting')]}
      />
    </form>
  );
}
