// Rendering a tax invoice PDF (issue 24: ≤ 300 ms): 20 lines, a Hindi-named buyer, Tamil and Hindi
// descriptions, Hindi labels; 30 timed renders after 3 warm-ups, in this process (fonts loaded once).
import i18next from 'i18next';
import { renderInvoicePdf } from '../../src/server/modules/orders/documents/invoice-pdf';
import { sampleInvoice } from '../../src/server/modules/orders/documents/invoice-sample';
import hi from '../../src/shared/i18n/locales/hi/orders.json';
import type { TaxLineInput } from '../../src/shared/orders/tax';
import type { Bench } from './app';

const descriptions = [
  'सूती धागा 40 काउंट (क्षत्रिय मिल)',
  'பருத்தி நூல் — கோயம்புத்தூர்',
  'Steel bolts M8 × 40 mm, zinc plated',
];

export default async function bench(): Promise<Bench[]> {
  const i18n = i18next.createInstance();
  await i18n.init({
    lng: 'hi',
    resources: { hi: { orders: hi } },
    defaultNS: 'orders',
    interpolation: { escapeValue: false },
  });
  const lines: TaxLineInput[] = Array.from({ length: 20 }, (_, i) => ({
    description: descriptions[i % descriptions.length] as string,
    hsn: i % 3 === 2 ? '7318' : '5205',
    quantity: 5 + i,
    unit: i % 3 === 2 ? 'boxes' : 'kg',
    unitPricePaise: 234_50 + i * 1_01,
    gstRateBp: i % 3 === 2 ? 1800 : 500,
  }));
  const doc = sampleInvoice(lines, 'inter');
  doc.parties = {
    ...doc.parties,
    seller: { ...doc.parties.seller, name: 'முருகன் டெக்ஸ்டைல்ஸ் Murugan Textiles' },
  };
  const render = () => renderInvoicePdf(doc, (key, values) => i18n.t(key, values));

  const cold = performance.now();
  await render(); // the process's first invoice parses the fonts it needs
  const first = performance.now() - cold;
  for (let i = 0; i < 2; i++) await render();
  const samples: number[] = [];
  let bytes = 0;
  for (let i = 0; i < 30; i++) {
    const t0 = performance.now();
    bytes = (await render()).length;
    samples.push(performance.now() - t0);
  }
  samples.sort((a, b) => a - b);
  const median = samples[14] ?? Number.NaN;
  const p95 = samples[Math.ceil(samples.length * 0.95) - 1] ?? Number.NaN;
  const round = (ms: number) => Math.round(ms * 10) / 10;
  return [
    { name: 'invoice PDF, first in a process (fonts parsed)', value: round(first), unit: 'ms' },
    {
      name: `invoice PDF, 20 lines in Hindi/Tamil/Latin (${Math.round(bytes / 1024)} KB), median`,
      value: round(median),
      unit: 'ms',
    },
    {
      name: 'invoice PDF, 20 lines in Hindi/Tamil/Latin, p95',
      value: round(p95),
      unit: 'ms',
      target: '≤ 300 ms',
      ok: p95 <= 300,
    },
  ];
}
