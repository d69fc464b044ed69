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
  /** The action link (confirm, reset); kept with outbox mail so the development mailbox can show it. */
  link?: string;
}

export interface Mailer {
  readonly driver: 'smtp' | 'outbox';
  send(message: MailMessage): Promise<void>;
}

/**
 * SMTP when SMTP_URL is set; otherwise mail is kept in the outbox table (in production only with
 * MAIL_OUTBOX=true, see config.ts). The log never names the recipient nor holds the link: a link
 * signs its holder in, and logs are read by more people than mail is.
 */
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
      const [kept] = await db
        .insert(outbox)
        .values({ ...message, link: message.link ?? null })
        .returning({ id: outbox.id });
      log.info({ outboxId: kept?.id }, 'mail kept in the outbox');
    },
  };
}
