import { and, eq, isNull, lt, or, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TFunction } from 'i18next';
import { emailThrottleMinutes } from '../../../shared/trade/constants';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { conversations, profiles } from '../../db/schema';
import { translatorForLanguage } from '../../http/i18n';
import type { Mailer } from '../../mail/mailer';
import { renderNoticeMail } from '../../mail/templates';

export interface NotifyDeps {
  db: Db;
  mailer: Mailer;
  config: Config;
  log: FastifyBaseLogger;
}

/**
 * Emails a user in their own language; `write` gives the subject and body with their translator.
 * A failed mail is logged, never the reason a trade action fails.
 */
export async function mailUser(
  deps: NotifyDeps,
  userId: string,
  path: string,
  write: (t: TFunction) => { subject: string; body: string },
) {
  try {
    const [to] = await deps.db
      .select({ email: profiles.email, language: profiles.language })
      .from(profiles)
      .where(eq(profiles.id, userId));
    if (!to) return;
    const t = translatorForLanguage(to.language);
    const { subject, body } = write(t);
    const link = `${deps.config.publicUrl}${path}`;
    await deps.mailer.send({
      to: to.email,
      ...renderNoticeMail(t, { subject, body, link, appName: deps.config.appName }),
    });
  } catch (err) {
    deps.log.error({ err }, 'trade mail failed');
  }
}

/**
 * Claims the right to email one side about a conversation: at most one mail per conversation and
 * recipient in `emailThrottleMinutes`, decided in one statement so two replies at once send one.
 */
export async function claimConversationMail(db: Db, id: string, side: 'buyer' | 'supplier') {
  const column = side === 'buyer' ? conversations.buyerEmailedAt : conversations.supplierEmailedAt;
  const claimed = await db
    .update(conversations)
    .set(side === 'buyer' ? { buyerEmailedAt: sql`now()` } : { supplierEmailedAt: sql`now()` })
    .where(
      and(
        eq(conversations.id, id),
        or(isNull(column), lt(column, sql`now() - (${emailThrottleMinutes} * interval '1 minute')`)),
      ),
    )
    .returning({ id: conversations.id });
  return claimed.length > 0;
}
