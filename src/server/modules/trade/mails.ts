import { routes } from '../../../shared/routes';
import { reasonsPhrase } from '../../../shared/trade/phrases';
import type { MatchReason } from '../../../shared/trade/schema';
import { type NotifyDeps, notifyUser } from '../notifications/notify';

// The notices of trade events (a push, else an email: notifications/notify.ts), each in its
// recipient's language. A conversation's email is throttled by `mayEmail`; its pushes are not.

export function notifyNewInquiry(
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
  mayEmail: () => Promise<boolean>,
) {
  return notifyUser(
    deps,
    to,
    'inquiries',
    routes.conversation(c.id),
    (t) => {
      const p = {
        name: c.buyerName,
        title: c.title ?? t('trade:mail.general'),
        quantity: c.quantity,
        unit: t(`trade:units.${c.unit}`),
        location: c.location,
      };
      return { subject: t('trade:mail.inquirySubject', p), body: t('trade:mail.inquiryText', p) };
    },
    mayEmail,
  );
}

export function notifyReply(
  deps: NotifyDeps,
  to: string,
  c: { id: string; senderName: string; title: string | null },
  mayEmail: () => Promise<boolean>,
) {
  return notifyUser(
    deps,
    to,
    'replies',
    routes.conversation(c.id),
    (t) => {
      const p = { name: c.senderName, title: c.title ?? t('trade:mail.general') };
      return { subject: t('trade:mail.replySubject', p), body: t('trade:mail.replyText', p) };
    },
    mayEmail,
  );
}

export function notifyRequirement(
  deps: NotifyDeps,
  to: string,
  r: { id: string; product: string; quantity: number; unit: string; location: string; neededBy: string },
  reasons: MatchReason[],
) {
  // A buyer asking this supplier for goods: an inquiry, as far as the supplier's phone is concerned.
  return notifyUser(deps, to, 'inquiries', routes.requirement(r.id), (t) => {
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

export function notifyQuote(
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
  return notifyUser(deps, to, 'quotes', routes.requirement(q.requirementId), (t) => {
    const p = { product: q.product, name: q.supplierName, price: q.price, moq: q.moq, days: q.days };
    return { subject: t('trade:mail.quoteSubject', p), body: t('trade:mail.quoteText', p) };
  });
}

/** The buyer declined a quote (an accepted one becomes an order: orders/mails.ts). */
export function notifyDeclined(deps: NotifyDeps, to: string, d: { requirementId: string; product: string }) {
  return notifyUser(deps, to, 'quotes', routes.requirement(d.requirementId), (t) => ({
    subject: t('trade:mail.declinedSubject', { product: d.product }),
    body: t('trade:mail.declinedText', { product: d.product }),
  }));
}
