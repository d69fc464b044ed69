import PDFDocument from 'pdfkit';
import { exportPlace } from '../../../../shared/orders/constants';
import type { InvoiceParties, InvoiceParty } from '../../../../shared/orders/invoice';
import { formatIndianRupees } from '../../../../shared/orders/money';
import type { TaxTotals } from '../../../../shared/orders/tax';
import { amountInWords } from '../../../../shared/orders/words';
import { gstStates } from '../../../../shared/trust/ids';
import type { FontWeight } from '../../../pdf/fonts';
import { drawQr } from '../../../pdf/qr';
import { lines, write } from '../../../pdf/text';
import { uqcCode } from './e-invoice';

/** Everything a tax invoice prints, as issued (parties frozen at issue, totals from computeTax). */
export interface InvoiceDocument {
  orderId: string;
  number: string;
  /** 'YYYY-MM-DD'. */
  date: string;
  parties: InvoiceParties;
  /** State code of the place of supply, or '96' (export). */
  placeOfSupply: string;
  totals: TaxTotals;
  paidPaise: number;
  duePaise: number;
  /** UPI payment request for the amount due (upiPayLink), or null. */
  upiLink: string | null;
  ewayBill: string | null;
  terms: string | null;
  consignment?: { transporter: string; number: string; date: string } | null;
}

export type Labels = (key: string, values?: Record<string, unknown>) => string;

type Doc = PDFKit.PDFDocument;

const margin = 36;
const pageWidth = 595.28;
const pageHeight = 841.89;
const contentWidth = pageWidth - 2 * margin;
const bottom = pageHeight - margin;
const grey = '#555555';
const rule = '#999999';

const hline = (doc: Doc, y: number, color = rule) =>
  doc
    .moveTo(margin, y)
    .lineTo(margin + contentWidth, y)
    .lineWidth(0.5)
    .strokeColor(color)
    .stroke();

/** 12345678 paise → '1,23,456.78' (table figures; the totals carry the ₹). */
const num = (paise: number) => formatIndianRupees(paise).replace('₹', '');
const pct = (bp: number) => `${bp / 100}%`;
const stateName = (code: string, t: Labels) =>
  code === exportPlace ? t('invoice.outsideIndia') : `${gstStates[code]?.[0] ?? ''} (${code})`;
const indianDate = (iso: string) => iso.split('-').reverse().join('-');

interface Column {
  label: string;
  width: number;
  align?: 'left' | 'right';
}

/** A table with a bold header row, repeated on a new page; returns the y below it. */
function table(doc: Doc, y: number, columns: Column[], rows: string[][]): number {
  const xs = columns.map((_, i) => margin + columns.slice(0, i).reduce((s, c) => s + c.width, 0));
  const drawRow = (cells: string[], top: number, weight: FontWeight) =>
    Math.max(
      ...cells.map((text, i) => {
        const c = columns[i] as Column;
        return write(doc, text, (xs[i] ?? 0) + 2, top + 3, { width: c.width - 4, align: c.align, weight });
      }),
    ) + 6;
  const header = (top: number) => {
    const h = drawRow(
      columns.map((c) => c.label),
      top,
      700,
    );
    hline(doc, top + h, 'black');
    return top + h;
  };
  let top = header(y);
  for (const row of rows) {
    if (top + estimateHeight(row, columns) > bottom) {
      doc.addPage();
      top = header(margin);
    }
    top += drawRow(row, top, 400);
    hline(doc, top);
  }
  return top;
}

/** A row's height before drawing it, to start a new page in time: ~4.4 pt a character at 8 pt, 11 pt a line. */
function estimateHeight(row: string[], columns: Column[]): number {
  const linesOf = (text: string, width: number) =>
    text.split('\n').reduce((n, part) => n + Math.max(1, Math.ceil((part.length * 4.4) / width)), 0);
  return Math.max(...row.map((text, i) => linesOf(text, (columns[i]?.width ?? 40) - 4))) * 11 + 6;
}

function partyLines(p: InvoiceParty, t: Labels): string[] {
  return [
    p.address,
    [p.city, p.pincode].filter(Boolean).join(' – '),
    p.gstin ? t('invoice.gstin', { gstin: p.gstin }) : '',
    t('invoice.state', { state: stateName(p.stateCode, t) }),
  ];
}

/** A4 tax invoice (or export invoice under LUT) as a PDF, labels in the reader's language. */
export async function renderInvoicePdf(doc: InvoiceDocument, labels: Labels): Promise<Buffer> {
  const t = labels;
  const pdf = new PDFDocument({ size: 'A4', margin, info: { Title: `${t('invoice.title')} ${doc.number}` } });
  const chunks: Buffer[] = [];
  pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
  const done = new Promise<Buffer>((resolve, reject) => {
    pdf.on('end', () => resolve(Buffer.concat(chunks)));
    pdf.on('error', reject);
  });

  const { seller, buyer } = doc.parties;
  const { totals } = doc;
  const exported = totals.supply === 'export';
  const half = contentWidth / 2;
  let y = margin;

  y += write(pdf, t(exported ? 'invoice.exportTitle' : 'invoice.title'), margin, y, {
    width: contentWidth,
    size: exported ? 11 : 15,
    weight: 700,
    align: 'center',
  });
  if (exported && seller.lutArn)
    y += write(pdf, t('invoice.lutArn', { arn: seller.lutArn }), margin, y, {
      width: contentWidth,
      align: 'center',
    });
  y += 6;
  hline(pdf, y, 'black');
  y += 6;

  // Supplier on the left, the invoice's particulars on the right.
  const small = { width: half - 8, color: grey };
  let left = write(pdf, t('invoice.supplier'), margin, y, small);
  left += write(pdf, seller.name, margin, y + left, { width: half - 8, size: 11, weight: 700 });
  left += lines(pdf, partyLines(seller, t), margin, y + left, { width: half - 8 });
  const facts: [string, string | null | undefined][] = [
    [t('invoice.number'), doc.number],
    [t('invoice.date'), indianDate(doc.date)],
    [t('invoice.placeOfSupply'), stateName(doc.placeOfSupply, t)],
    [t('invoice.reverseCharge'), t('invoice.no')],
    [t('invoice.ewayBill'), doc.ewayBill],
    [t('invoice.transporter'), doc.consignment?.transporter],
    [t('invoice.consignment'), doc.consignment?.number],
    [t('invoice.dispatchDate'), doc.consignment && indianDate(doc.consignment.date)],
  ];
  let right = 0;
  for (const [label, value] of facts) {
    if (!value) continue;
    const h = write(pdf, label, margin + half, y + right, { width: 110, color: grey });
    right += Math.max(
      h,
      write(pdf, value, margin + half + 112, y + right, { width: half - 112, weight: 700 }),
    );
  }
  y += Math.max(left, right) + 6;
  hline(pdf, y);
  y += 6;

  y += write(pdf, t('invoice.billTo'), margin, y, small);
  y += write(pdf, buyer.name, margin, y, { width: contentWidth, size: 11, weight: 700 });
  y += lines(pdf, partyLines(buyer, t), margin, y, { width: contentWidth }) + 8;

  // Items: the tax columns follow the kind of supply.
  const taxColumns: Column[] =
    totals.supply === 'intra'
      ? [
          { label: t('invoice.cgst'), width: 56, align: 'right' },
          { label: t('invoice.sgst'), width: 56, align: 'right' },
        ]
      : totals.supply === 'inter'
        ? [{ label: t('invoice.igst'), width: 62, align: 'right' }]
        : [];
  const fixed: Column[] = [
    { label: t('invoice.hsn'), width: 42 },
    { label: t('invoice.quantity'), width: 36, align: 'right' },
    { label: t('invoice.unit'), width: 28 },
    { label: t('invoice.rate'), width: 58, align: 'right' },
    { label: t('invoice.taxableValue'), width: 64, align: 'right' },
    ...taxColumns,
    { label: t('invoice.amount'), width: 66, align: 'right' },
  ];
  const used = 22 + fixed.reduce((s, c) => s + c.width, 0);
  const columns: Column[] = [
    { label: t('invoice.sno'), width: 22 },
    { label: t('invoice.description'), width: contentWidth - used },
    ...fixed,
  ];
  const taxCells = (bp: number, cgst: number, sgst: number, igst: number): string[] =>
    totals.supply === 'intra'
      ? [`${num(cgst)}\n@ ${pct(bp / 2)}`, `${num(sgst)}\n@ ${pct(bp / 2)}`]
      : totals.supply === 'inter'
        ? [`${num(igst)}\n@ ${pct(bp)}`]
        : [];
  y = table(
    pdf,
    y,
    columns,
    totals.lines.map((l, i) => [
      String(i + 1),
      l.description,
      l.hsn,
      String(l.quantity),
      uqcCode(l.unit),
      num(l.unitPricePaise),
      num(l.taxablePaise),
      ...taxCells(l.gstRateBp, l.cgstPaise, l.sgstPaise, l.igstPaise),
      num(l.totalPaise),
    ]),
  );

  // HSN summary.
  y += 10;
  if (y + 60 > bottom) {
    pdf.addPage();
    y = margin;
  }
  y += write(pdf, t('invoice.hsnSummary'), margin, y, { width: contentWidth, weight: 700, size: 9 }) + 2;
  const summaryColumns: Column[] = [
    { label: t('invoice.hsn'), width: 80 },
    { label: t('invoice.quantity'), width: 60, align: 'right' },
    { label: t('invoice.taxableValue'), width: 110, align: 'right' },
    ...taxColumns.map((c) => ({ ...c, width: (contentWidth - 360) / Math.max(taxColumns.length, 1) })),
    { label: t('invoice.totalTax'), width: taxColumns.length ? 110 : contentWidth - 250, align: 'right' },
  ];
  y = table(
    pdf,
    y,
    summaryColumns,
    totals.hsnSummary.map((r) => [
      r.hsn,
      String(r.quantity),
      num(r.taxablePaise),
      ...taxCells(r.gstRateBp, r.cgstPaise, r.sgstPaise, r.igstPaise),
      num(r.cgstPaise + r.sgstPaise + r.igstPaise),
    ]),
  );

  // Totals on the right, the amount in words on the left.
  y += 10;
  if (y + 150 > bottom) {
    pdf.addPage();
    y = margin;
  }
  const sums: [string, string, FontWeight?][] = [
    [t('invoice.taxableValue'), formatIndianRupees(totals.taxablePaise)],
    ...(totals.supply === 'intra'
      ? ([
          [t('invoice.cgst'), formatIndianRupees(totals.cgstPaise)],
          [t('invoice.sgst'), formatIndianRupees(totals.sgstPaise)],
        ] as [string, string][])
      : totals.supply === 'inter'
        ? ([[t('invoice.igst'), formatIndianRupees(totals.igstPaise)]] as [string, string][])
        : []),
    [t('invoice.roundOff'), `${totals.roundOffPaise > 0 ? '+' : ''}${num(totals.roundOffPaise)}`],
    [t('invoice.total'), formatIndianRupees(totals.totalPaise), 700],
    [t('invoice.paid'), formatIndianRupees(doc.paidPaise)],
    [t('invoice.due'), formatIndianRupees(doc.duePaise), 700],
  ];
  let sumY = y;
  for (const [label, value, weight] of sums) {
    write(pdf, label, margin + half, sumY, { width: 140, weight, size: 9 });
    sumY +=
      write(pdf, value, margin + half + 140, sumY, { width: half - 140, align: 'right', weight, size: 9 }) +
      2;
  }
  let wordsH = write(pdf, t('invoice.inWords'), margin, y, small);
  wordsH += write(pdf, amountInWords(totals.totalPaise), margin, y + wordsH, {
    width: half - 12,
    weight: 700,
  });
  y = Math.max(sumY, y + wordsH) + 8;
  hline(pdf, y);
  y += 8;

  // Payment: bank details and the UPI request; signature on the right.
  if (y + 130 > bottom) {
    pdf.addPage();
    y = margin;
  }
  let payH = 0;
  if (seller.bank) {
    payH += write(pdf, t('invoice.bank'), margin, y, { width: 170, weight: 700 });
    payH += lines(
      pdf,
      [
        `${t('invoice.accountName')}: ${seller.bank.accountName}`,
        `${t('invoice.accountNumber')}: ${seller.bank.accountNumber}`,
        `${t('invoice.ifsc')}: ${seller.bank.ifsc}`,
      ],
      margin,
      y + payH,
      { width: 170 },
    );
  }
  if (doc.upiLink && doc.duePaise > 0) {
    const qrX = margin + 178;
    const qrSize = 84;
    drawQr(pdf, doc.upiLink, qrX, y, qrSize);
    let h = qrSize + 4;
    h += write(pdf, t('invoice.payByUpi', { amount: formatIndianRupees(doc.duePaise) }), qrX, y + h, {
      width: 150,
    });
    if (seller.upiVpa) h += write(pdf, `${t('invoice.upiId')}: ${seller.upiVpa}`, qrX, y + h, { width: 150 });
    payH = Math.max(payH, h);
  }
  const signX = margin + contentWidth - 170;
  write(pdf, t('invoice.for', { name: seller.name }), signX, y, { width: 170, align: 'right', weight: 700 });
  write(pdf, t('invoice.signatory'), signX, y + 60, { width: 170, align: 'right', color: grey });
  y += Math.max(payH, 75) + 8;

  if (doc.terms) {
    if (y + 40 > bottom) {
      pdf.addPage();
      y = margin;
    }
    y += write(pdf, t('invoice.terms'), margin, y, { width: contentWidth, weight: 700 });
    write(pdf, doc.terms, margin, y, { width: contentWidth });
  }

  pdf.end();
  return done;
}
