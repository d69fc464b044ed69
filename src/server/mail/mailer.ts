import type { FastifyBaseLogger } from 'fastify';
import nodemailer from 'nodemailer';
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
  if (config.mail.smtpUrl) {
    const transport = nodemailer.createTransport(config.mail.smtpUrl);
    return {
      driver: 'smtp',
      async send({ to, subject, text, html }) {
        await transport.sendMail({ from: config.mail.from, to, subject, text, html });
      },
    };
  }
  return {
    driver: 'outbox',
    async send(message) {
      await db.insert(outbox).values({ ...message, link: message.link ?? null });
      log.info({ to: message.to, subject: message.subject, link: message.link }, 'mail kept in the outbox');
    },
  };
}
