import { routes } from '../../../shared/routes';
import type { ReportSubject } from '../../../shared/trust/constants';
import { mailUser, type NotifyDeps } from '../notifications/notify';

// The emails of moderation, each in its recipient's language.

export function mailSuspended(deps: NotifyDeps, userId: string, reason: string) {
  return mailUser(deps, userId, routes.contact(), (t) => ({
    subject: t('trust:mail.suspendedSubject'),
    body: t('trust:mail.suspendedText', { reason }),
  }));
}

/** A label long enough to recognise what was reported (a review's text can be long). */
const shortLabel = (label: string) => (label.length > 80 ? `${label.slice(0, 79).trimEnd()}…` : label);

export function mailWarning(
  deps: NotifyDeps,
  userId: string,
  reported: { subject: ReportSubject; label: string },
  note: string,
) {
  return mailUser(deps, userId, routes.terms(), (t) => ({
    subject: t('trust:mail.warnSubject'),
    body: t('trust:mail.warnText', {
      subject: t(`trust:mail.reported.${reported.subject}`, { label: shortLabel(reported.label) }),
      note: note || t('trust:mail.warnDefaultNote'),
    }),
  }));
}
