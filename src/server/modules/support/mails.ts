import { and, eq, isNull } from 'drizzle-orm';
import { routes } from '../../../shared/routes';
import { profiles } from '../../db/schema';
import { mailUser, type NotifyDeps } from '../notifications/notify';

// The emails of help requests, each in its recipient's language.

/** Every admin hears of a new request or a user's reply. */
export async function mailTeam(
  deps: NotifyDeps,
  request: { id: string; subject: string },
  name: string,
  isNew: boolean,
) {
  const admins = await deps.db
    .select({ id: profiles.id })
    .from(profiles)
    .where(and(eq(profiles.role, 'admin'), isNull(profiles.suspendedAt)));
  const key = isNew ? 'newRequest' : 'userReplied';
  await Promise.all(
    admins.map((admin) =>
      mailUser(deps, admin.id, routes.adminSupport(request.id), (t) => ({
        subject: t(`support:mail.${key}Subject`, { subject: request.subject }),
        body: t(`support:mail.${key}Text`, { name, subject: request.subject }),
      })),
    ),
  );
}

/** The asker hears that the team answered. */
export function mailAnswered(deps: NotifyDeps, userId: string, request: { id: string; subject: string }) {
  return mailUser(deps, userId, routes.supportRequest(request.id), (t) => ({
    subject: t('support:mail.answeredSubject', { subject: request.subject }),
    body: t('support:mail.answeredText', { subject: request.subject }),
  }));
}
