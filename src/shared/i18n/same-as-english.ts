// What the key-completeness test lets a translation keep in English (src/shared/i18n/completeness.ts).

/**
 * Words that are the same in every language: brand, product, unit and file-format names. A text
 * made only of these (plus numbers, punctuation and {{variables}}) may equal the English text.
 */
export const universalTerms: ReadonlySet<string> = new Set([
  'TradeSetu',
  'LinkedIn',
  'X',
  'Instagram',
  'YouTube',
  'WhatsApp',
  'Google',
  'Apertium',
  'LibreTranslate',
  'EPC',
  'GST',
  'GSTIN',
  'IEC',
  'MSME',
  'ISO',
  'B2B',
  'AI',
  'JPG',
  'JPEG',
  'PNG',
  'GIF',
  'WebP',
  'PDF',
  'KB',
  'MB',
  'kg',
  'lb',
  'g',
  'cm',
  'mm',
  'm',
  'ft',
  'in',
  'inch',
  'IST',
  'GSM',
]);

/**
 * Keys whose right translation happens to equal the English text in that language, such as
 * 'Menu' in French or German. Each entry is 'namespace:key'; add one only after checking it.
 */
export const sameAsEnglish: Partial<Record<string, readonly string[]>> = {
  hi: [],
  es: ['pages:contact.office.company', 'pages:contact.office.line2', 'pages:contact.office.country'],
  fr: [
    'account:crop.zoom',
    'directory:categories.names.agriculture',
    'directory:suppliers.tabs.premium',
    'directory:badges.premium',
    'pages:contact.office.company',
    'pages:contact.office.line2',
  ],
  de: [
    'account:meta.dashboard',
    'auth:menu.dashboard',
    'directory:suppliers.tabs.premium',
    'directory:badges.gold',
    'directory:badges.premium',
    'pages:contact.office.company',
    'pages:contact.office.line2',
  ],
  zh: ['pages:contact.office.company'],
};
