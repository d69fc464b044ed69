import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { routes } from '../../../../shared/routes';
import type { VerificationStatus } from '../../../../shared/trust/schema';
import { buttonClass } from '../../../components/ui/field';
import { Notice } from '../../../components/ui/notice';
import { Link } from '../../../lib/router';
import { ClaimSummary } from './claim-status';
import { GstForm } from './gst-form';

/**
 * The GST claim: where it stands, and the form. A pending or approved claim hides the form
 * behind 'Submit a new GSTIN' (a new one replaces it and is reviewed again).
 */
export function GstSection({ status }: { status: VerificationStatus }) {
  const { t } = useTranslation('trust');
  const { gst, businessState } = status;
  const [replacing, setReplacing] = useState(false);
  const showForm = !gst || gst.status === 'rejected' || replacing;
  return (
    <section
      aria-labelledby="gst-heading"
      className="space-y-4 rounded-xl border border-slate-200 p-4 sm:p-6"
    >
      <h2 id="gst-heading" className="text-xl font-semibold text-ink">
        {t('trust:gst.title')}
      </h2>
      {gst && <ClaimSummary claim={gst} title={t('trust:gst.gstin')} />}
      {!businessState ? (
        <Notice tone="info">
          <p>{t('trust:gst.noState')}</p>
          <Link to={routes.profile()} className="font-medium underline">
            {t('trust:gst.editBusiness')}
          </Link>
        </Notice>
      ) : showForm ? (
        <>
          <p className="text-sm text-slate-600">{t('trust:gst.text', { state: businessState })}</p>
          {gst && gst.status !== 'rejected' && (
            <p className="text-sm text-slate-600">{t('trust:gst.resubmitNote')}</p>
          )}
          <GstForm businessState={businessState} onSent={() => setReplacing(false)} />
        </>
      ) : (
        <button type="button" className={buttonClass.secondary} onClick={() => setReplacing(true)}>
          {t('trust:gst.resubmit')}
        </button>
      )}
    </section>
  );
}
