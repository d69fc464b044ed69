/** What can be shared with a link preview: a listing's or a supplier's page. */
export type ShareKind = 'catalog' | 'product' | 'supplier';

/** The preview image's size: what WhatsApp, LinkedIn and X show large (1.91:1). */
export const ogImageSize = { width: 1200, height: 630 } as const;

/** The brand image of pages with no photo. */
export const defaultOgImagePath = '/og/site.jpg';

/**
 * A short, stable tag of a text (FNV-1a, 32 bits). The preview image's address carries the tag of
 * its photo's address and title, so a changed photo or title gives a new address and the old one
 * may be cached for a year.
 */
export function photoTag(photoUrl: string): string {
  let hash = 0x811c9dc5;
  for (let i = 0; i < photoUrl.length; i++) hash = Math.imul(hash ^ photoUrl.charCodeAt(i), 0x01000193);
  return (hash >>> 0).toString(16).padStart(8, '0');
}

/**
 * The preview image of a page: made from its first photo (named by its address) with its title,
 * or the brand image when it has no photo.
 */
export function ogImagePath(kind: ShareKind, id: string, title: string, photoUrl: string | null | undefined) {
  return photoUrl
    ? `/og/${kind}/${encodeURIComponent(id)}.jpg?v=${photoTag(`${photoUrl}|${title}`)}`
    : defaultOgImagePath;
}

/** A WhatsApp share: its app (or WhatsApp Web) opens with the text ready to send to anyone. */
export const whatsappShareUrl = (text: string) => `https://wa.me/?text=${encodeURIComponent(text)}`;

/** A chat with one number (E.164): wa.me takes its digits alone. */
export const whatsappChatUrl = (e164: string) => `https://wa.me/${e164.replace(/\D/g, '')}`;

/**
 * A WhatsApp number as typed: an Indian mobile (10 digits starting 6–9, with or without +91 or
 * a leading 0) or any E.164 number (+, 8–15 digits); spaces, dashes and brackets are dropped.
 * Gives E.164, or null when it is neither.
 */
export function toE164(typed: string): string | null {
  const digits = typed.replace(/[\s\-().]/g, '');
  const indian = /^(?:\+?91|0)?([6-9]\d{9})$/.exec(digits);
  if (indian) return `+91${indian[1]}`;
  // An Indian number is a mobile or nothing: WhatsApp runs on mobiles.
  return /^\+[1-9]\d{7,14}$/.test(digits) && !digits.startsWith('+91') ? digits : null;
}
