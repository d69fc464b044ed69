import { routes } from '../../../shared/routes';
import { reasonsPhrase } from '../../../shared/trade/phrases';
import type { MatchReason } from '../../../shared/trade/schema';
import { mailUser, type NotifyDeps } from './notify';

// The emails of trade events, each in its recipient's language.

export function mailNewInquiry(
  deps: NotifyDeps,
  to: string,
  c: {
    id: string;
    buyerName: string;
    title: string | null;
    quantity: number;
    unit: string;
    location: string;
  },
) {
  return mailUser(deps, to, routes.conversation(c.id), (t) => {
    const p = {
      name: c.buyerName,
      title: c.title ?? t('trade:mail.general'),
      quantity: c.quantity,
      unit: t(`trade:units.${c.unit}`),
      location: c.location,
    };
    return { subject: t('trade:mail.inquirySubject', p), body: t('trade:mail.inquiryText', p) };
  });
}

export function mailReply(
  deps: NotifyDeps,
  to: string,
  c: { id: string; senderName: string; title: string | null },
) {
  return mailUser(deps, to, routes.conversation(c.id), (t) => {
    const p = { name: c.senderName, title: c.title ?? t('trade:mail.general') };
    return { subject: t('trade:mail.replySubject', p), body: t('trade:mail.replyText', p) };
  });
}

export function mailRequirement(
  deps: NotifyDeps,
  to: string,
  r: { id: string; product: string; quantity: number; unit: string; location: string; neededBy: string },
  reasons: MatchReason[],
) {
  return mailUser(deps, to, routes.requirement(r.id), (t) => {
    const p = {
      product: r.product,
      quantity: r.quantity,
      unit: t(`trade:units.${r.unit}`),
      location: r.location,
      date: r.neededBy,
      reasons: reasonsPhrase(t, reasons),
    };
    return { subject: t('trade:mail.requirementSubject', p), body: t('trade:mail.requirementText', p) };
  });
}

export function mailQuote(
  deps: NotifyDeps,
  to: string,
  q: {
    requirementId: string;
    product: string;
    supplierName: string;
    price: number;
    moq: number;
    days: number;
  },
) {
  return mailUser(deps, to, routes.requirement(q.requirementId), (t) => {
    const p = { product: q.product, name: q.supplierName, price: q.price, moq: q.moq, days: q.days };
    return { subject: t('trade:mail.quoteSubject', p), body: t('trade:mail.quoteText', p) };
  });
}

/** The buyer declined a quote (an accepted one becomes an order: orders/mails.ts). */
export function mailDeclined(deps: NotifyDeps, to: string, d: { requirementId: string; product: string }) {
  return mailUser(deps, to, routes.requirement(d.requirementId), (t) => ({
    subject: t('trade:mail.declinedSubject', { product: d.product }),
    body: t('trade:mail.declinedText', { product: d.product }),
  }));
}
