import i18next from 'i18next';
import { beforeAll, describe, expect, it } from 'vitest';
import en from '../../../../shared/i18n/locales/en/orders.json';
import hi from '../../../../shared/i18n/locales/hi/orders.json';
import type { TaxLineInput } from '../../../../shared/orders/tax';
import { pdfText } from '../../../pdf/pdf-text';
import { renderInvoicePdf } from './invoice-pdf';
import { sampleInvoice } from './invoice-sample';

const lines: TaxLineInput[] = [
  {
    description: 'Cotton yarn 40s',
    hsn: '5205',
    quantity: 10,
    unit: 'kg',
    unitPricePaise: 234_50,
    gstRateBp: 500,
  },
  {
    description: 'सूती धागा — क्षत्रिय मिल',
    hsn: '5205',
    quantity: 4,
    unit: 'kg',
    unitPricePaise: 250_00,
    gstRateBp: 500,
  },
  {
    description: 'Steel bolts M8',
    hsn: '7318',
    quantity: 3,
    unit: 'boxes',
    unitPricePaise: 999_99,
    gstRateBp: 1800,
  },
];

const i18n = i18next.createInstance();
beforeAll(() =>
  i18n.init({
    resources: { en: { orders: en }, hi: { orders: hi } },
    ns: ['orders'],
    defaultNS: 'orders',
    interpolation: { escapeValue: false },
  }),
);
const labels = (lng: string) => (key: string, values?: Record<string, unknown>) =>
  i18n.t(key, { ...values, lng });

describe('renderInvoicePdf', () => {
  it('writes a tax invoice with the figures, the parties and the Hindi name in Devanagari', async () => {
    const pdf = await renderInvoicePdf(sampleInvoice(lines, 'inter'), labels('en'));
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { text, fonts, pages } = pdfText(pdf);
    expect(pages).toBe(1);
    expect(fonts).toEqual(
      expect.arrayContaining([
        'NotoSans-Regular',
        'NotoSans-Bold',
        'NotoSansDevanagari-Bold',
        'NotoSansDevanagari-Regular',
      ]),
    );
    for (const s of [
      'Tax Invoice',
      'RT/2026-27/0042',
      '27-11-2026',
      '27AAPFU0939F1ZV',
      'GSTIN: 29AABCS1429B1ZB',
      'Karnataka (29)',
    ])
      expect(text).toContain(s);
    // 2345.00 + 1000.00 at 5 % (117.25 + 50.00) and 2999.97 at 18 % (539.99): 7052.21 → ₹7,052.00
    for (const s of [
      'IGST',
      '1,000.00',
      '539.99',
      '₹7,052.00',
      '-0.21',
      'Rupees Seven Thousand Fifty-Two Only',
    ])
      expect(text).toContain(s);
    expect(text).toContain('UPI ID: rajesh.textiles@okicici');
    expect(text).toContain('For Rajesh Textiles');
    expect(text).toMatch(/[\u0900-\u097f]/); // the buyer's name and a description, in Devanagari glyphs
  });

  it('draws the same page again from the words shaped for the last invoice', async () => {
    const doc = sampleInvoice([{ ...lines[1], description: 'நூல் धागा 7' } as TaxLineInput], 'intra');
    const first = pdfText(await renderInvoicePdf(doc, labels('hi')));
    const again = pdfText(await renderInvoicePdf(doc, labels('hi')));
    expect(again.drawing).toBe(first.drawing); // glyphs and every position, not scaled twice
    expect(again.drawing.length).toBeGreaterThan(1000);
  });

  it('prints CGST and SGST within a state, and an export under LUT without tax columns', async () => {
    const intra = pdfText(await renderInvoicePdf(sampleInvoice(lines, 'intra'), labels('en'))).text;
    expect(intra).toContain('CGST');
    expect(intra).toContain('@ 2.5%');
    expect(intra).not.toContain('IGST');
    const exported = pdfText(await renderInvoicePdf(sampleInvoice(lines, 'export'), labels('en'))).text;
    expect(exported).toContain('Export invoice');
    expect(exported).toContain('LUT ARN: AD2709240123457');
    expect(exported).toContain('Outside India (96)');
    expect(exported).not.toMatch(/[CS]GST|IGST \d/);
  });

  it('labels in Hindi with Devanagari glyphs, and grows to more pages for many lines', async () => {
    const many = Array.from({ length: 40 }, (_, i) => ({ ...lines[i % 3], quantity: i + 1 }) as TaxLineInput);
    const { text, pages } = pdfText(await renderInvoicePdf(sampleInvoice(many, 'inter'), labels('hi')));
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('RT/2026-27/0042');
    // Indic glyphs map back to their letters, in the visual order of the glyphs; check a word without reordering.
    expect(text).toContain('कर');
  });
});
