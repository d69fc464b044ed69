import { useTranslation } from 'react-i18next';
import { reportActions, trustLimits } from '../../../../shared/trust/constants';
import { type AdminReport, reportDecisionSchema } from '../../../../shared/trust/schema';
import { buttonClass } from '../../../components/ui/field';
import { SelectField, TextAreaField } from '../../../components/ui/form-controls';
import { useFormAction } from '../../../lib/form-action';
import { useFormat } from '../../../lib/format';
import { Link } from '../../../lib/router';
import { toast } from '../../../lib/toast';
import { adminApi, publicReads, useAdminRefresh } from '../api';
import { DetailItem } from './detail-item';
import { FailureNotice } from './failure-notice';

/** Uphold (hide the subject, warn or suspend its owner, with an optional note) or dismiss. */
function ReportDecision({ report }: { report: AdminReport }) {
  const { t } = useTranslation(['admin', 'trust']);
  const refresh = useAdminRefresh();
  const decide = (notice: string) => async (decision: Parameters<typeof adminApi.decideReport>[1]) => {
    await adminApi.decideReport(report.id, decision);
    toast.success(notice);
    await refresh(publicReads);
  };
  const [upheld, uphold, upholding] = useFormAction(reportDecisionSchema, decide(t('admin:reports.upheld')));
  const [dismissed, dismiss, dismissing] = useFormAction(
    reportDecisionSchema,
    decide(t('admin:reports.dismissed')),
  );
  const busy = upholding || dismissing;
  return (
    <div className="grid gap-4 border-t border-slate-200 pt-4 sm:grid-cols-[1fr_auto]">
      <form action={uphold} noValidate className="space-y-3">
        <FailureNotice state={upheld} />
        <input type="hidden" name="decision" value="uphold" />
        <SelectField
          label={t('admin:reports.action')}
          name="action"
          placeholder={t('admin:reports.chooseAction')}
          defaultValue={upheld.values.action ?? ''}
          error={upheld.errors.action}
          options={reportActions.map((a) => [a, t(`admin:reports.actions.${a}`)])}
        />
        <TextAreaField
          label={t('admin:reports.note')}
          hint={t('admin:reports.noteHint')}
          name="note"
          rows={2}
          maxLength={trustLimits.reasonMax}
          defaultValue={upheld.values.note}
          error={upheld.errors.note}
        />
        <button type="submit" className={buttonClass.danger} disabled={busy}>
          {upholding ? t('admin:reports.upholding') : t('admin:reports.uphold')}
        </button>
      </form>
      <form action={dismiss} noValidate className="space-y-3 sm:self-end">
        <FailureNotice state={dismissed} />
        <input type="hidden" name="decision" value="dismiss" />
        <button type="submit" className={buttonClass.secondary} disabled={busy}>
          {dismissing ? t('admin:reports.dismissing') : t('admin:reports.dismiss')}
        </button>
      </form>
    </div>
  );
}

/** One report: what was reported (a link to it), why, by whom, about whom, and the decision. */
export function ReportCard({ report }: { report: AdminReport }) {
  const { t } = useTranslation('admin');
  const { date } = useFormat();
  const headingId = `report-${report.id}`;
  return (
    <article
      aria-labelledby={headingId}
      className="space-y-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6"
    >
      <header className="space-y-1">
        <p className="flex flex-wrap gap-2 text-xs font-medium">
          <span className="rounded-full bg-slate-100 px-2 py-1 text-slate-700">
            {t(`reports.subjects.${report.subject}`)}
          </span>
          {report.hidden && (
            <span className="rounded-full bg-amber-50 px-2 py-1 text-amber-800">{t('reports.hidden')}</span>
          )}
        </p>
        <h3 id={headingId} className="font-semibold break-words text-ink">
          {report.subjectPath ? (
            <Link to={report.subjectPath} className="text-brand-700 underline">
              {report.subjectLabel}
            </Link>
          ) : (
            report.subjectLabel
          )}
        </h3>
      </header>
      <dl className="grid gap-3 sm:grid-cols-2">
        <DetailItem label={t('reports.reason')}>{report.reason}</DetailItem>
        <DetailItem label={t('reports.date')}>{date(report.createdAt)}</DetailItem>
        <DetailItem label={t('reports.reporter')}>{report.reporterEmail}</DetailItem>
        <DetailItem label={t('reports.reported')}>{report.reportedEmail ?? t('none')}</DetailItem>
        {report.status !== 'open' && (
          <DetailItem label={t('reports.decision')}>
            {t(`reports.status.${report.status}`)}
            {report.action && ` · ${t(`reports.actions.${report.action}`)}`}
          </DetailItem>
        )}
      </dl>
      {report.status === 'open' && <ReportDecision report={report} />}
    </article>
  );
}
