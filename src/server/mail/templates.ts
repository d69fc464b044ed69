import type { TFunction } from 'i18next';
import { escapeHtml } from '../http/escape-html';

export type ActionMailKind = 'confirmEmail' | 'resetPassword' | 'changeEmail' | 'accountExists';

/** A short mail with one action link, in the recipient's language (keys under auth:mail.<kind>). */
export function renderActionMail(
  t: TFunction,
  kind: ActionMailKind,
  params: { name: string; link: string; appName: string },
) {
  const p = { name: params.name, appName: params.appName };
  const subject = t(`auth:mail.${kind}.subject`, p);
  const greeting = t('auth:mail.greeting', p);
  const body = t(`auth:mail.${kind}.body`, p);
  const action = t(`auth:mail.${kind}.action`, p);
  const ignore = t(`auth:mail.${kind}.ignore`, p);
  const text = `${greeting}\n\n${body}\n\n${action}: ${params.link}\n\n${ignore}\n\n— ${params.appName}\n`;
  const html = `<p>${escapeHtml(greeting)}</p><p>${escapeHtml(body)}</p>
<p><a href="${escapeHtml(params.link)}" style="display:inline-block;padding:10px 16px;background:#ea580c;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p style="color:#64748b;font-size:13px">${escapeHtml(ignore)}</p><p>— ${escapeHtml(params.appName)}</p>`;
  return { subject, text, html };
}

/** A notice (new inquiry, reply, quote…) with a link to where it can be answered. */
export function renderNoticeMail(
  t: TFunction,
  params: { subject: string; body: string; link: string; appName: string },
) {
  const action = t('trade:mail.open');
  const text = `${params.body}\n\n${action}: ${params.link}\n\n— ${params.appName}\n`;
  const html = `<p>${escapeHtml(params.body)}</p>
<p><a href="${escapeHtml(params.link)}" style="display:inline-block;padding:10px 16px;background:#ea580c;color:#fff;border-radius:6px;text-decoration:none">${escapeHtml(action)}</a></p>
<p>— ${escapeHtml(params.appName)}</p>`;
  return { subject: params.subject, text, html };
}
