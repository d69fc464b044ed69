import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
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

  return (
    <form action={action} noValidate className="space-y-4">
      {/* The server's refusal; the schema's messages show under their fields. */}
      {state.failure !== undefined && <Notice tone="error">{state.message}</Notice>}
      <div className="grid gap-4 sm:grid-cols-2">
        <Field
          label={t('trust:gst.gstin')}
          hint={t('trust:gst.gstinHint')}
          {...identifierInput}
          {...field('gstin')}
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
