import type { FastifyBaseLogger } from 'fastify';
import type { Transporter } from 'nodemailer';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { outbox } from '../db/schema';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** The action link (confirm, reset); logged and kept with outbox mail so it can be followed. */
  link?: string;
}

export interface Mailer {
  readonly driver: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/** SMTP when SMTP_URL is set; otherwise mail is kept in the outbox table and its link logged. */
export function createMailer(config: Config, db: Db, log: FastifyBaseLogger): Mailer {
  const { smtpUrl } = config.mail;
  if (smtpUrl) {
    // nodemailer on the first mail, not at start (~60 files).
    let transport: Promise<Transporter> | undefined;
    return {
      driver: 'smtp',
      async send({ to, subject, text, html }) {
        transport ??= import('nodemailer').then((m) => m.default.createTransport(smtpUrl));
        await (await transport).sendMail({ from: config.mail.from, to, subject, text, html });
      },
    };
  }
  return {
    driver: 'outbox',
    async send(message) {
      await db.insert(outbox).values({ ...message, link: message.link ?? null });
      // The link (a sign-in token) is logged for developers only.
      const link = config.isProduction ? undefined : message.link;
      log.info({ to: message.to, subject: message.subject, link }, 'mail kept in the outbox');
    },
  };
}
