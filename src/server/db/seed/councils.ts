import type { CouncilId } from '../../../shared/councils/constants';

interface CouncilSeed {
  id: CouncilId;
  name: string;
  fullName: string;
  icon: string;
  description: string;
  link: string;
}

/** India's export promotion councils and trade bodies; their product scopes are councilScopes (shared/councils/constants.ts). */
export const councilSeeds: CouncilSeed[] = [
  {
    id: 'epch',
    name: 'EPCH',
    fullName: 'Export Promotion Council for Handicrafts',
    icon: 'palette',
    link: 'https://www.epch.in',
    description:
      'Promotes exports of Indian handicrafts: home décor, furnishings, gifts, art metalware, woodware and hand-printed textiles.',
  },
  {
    id: 'apeda',
    name: 'APEDA',
    fullName: 'Agricultural and Processed Food Products Export Development Authority',
    icon: 'wheat',
    link: 'https://apeda.gov.in',
    description:
      'Develops exports of fresh produce, basmati rice, processed foods, dairy, meat and organic products under the Ministry of Commerce.',
  },
  {
    id: 'eepc',
    name: 'EEPC India',
    fullName: 'Engineering Export Promotion Council of India',
    icon: 'cog',
    link: 'https://www.eepcindia.org',
    description:
      'Represents engineering exporters: machinery, auto components, industrial equipment, castings, forgings and steel products.',
  },
  {
    id: 'texprocil',
    name: 'TEXPROCIL',
    fullName: 'The Cotton Textiles Export Promotion Council',
    icon: 'shirt',
    link: 'https://texprocil.org',
    description:
      'Promotes exports of cotton yarn, fabrics, made-ups and home textiles across the cotton value chain.',
  },
  {
    id: 'chemexcil',
    name: 'CHEMEXCIL',
    fullName: 'Basic Chemicals, Cosmetics & Dyes Export Promotion Council',
    icon: 'flask-conical',
    link: 'https://chemexcil.in',
    description:
      'Supports exporters of basic inorganic and organic chemicals, agrochemicals, dyes, cosmetics and essential oils.',
  },
  {
    id: 'plexconcil',
    name: 'PLEXCONCIL',
    fullName: 'The Plastics Export Promotion Council',
    icon: 'package',
    link: 'https://www.plexconcil.org',
    description:
      'Promotes exports of plastic raw materials, packaging, films, moulded goods, pipes and consumer plastic products.',
  },
  {
    id: 'gjepc',
    name: 'GJEPC',
    fullName: 'The Gem & Jewellery Export Promotion Council',
    icon: 'gem',
    link: 'https://gjepc.org',
    description:
      'The apex body for gem and jewellery exports: cut and polished diamonds, coloured gemstones, gold and silver jewellery.',
  },
  {
    id: 'srtepc',
    name: 'SRTEPC',
    fullName: 'The Synthetic & Rayon Textiles Export Promotion Council',
    icon: 'layers',
    link: 'https://www.srtepc.in',
    description:
      'Promotes exports of man-made fibre textiles: polyester and viscose yarns, fabrics, blended made-ups and technical textiles.',
  },
  {
    id: 'capexil',
    name: 'CAPEXIL',
    fullName: 'Chemicals and Allied Products Export Promotion Council',
    icon: 'mountain',
    link: 'https://capexil.org',
    description:
      'Covers minerals, granite and natural stone, ceramics, glassware, rubber goods, paper and books, and allied products.',
  },
  {
    id: 'shefexil',
    name: 'SHEFEXIL',
    fullName: 'Shellac and Forest Products Export Promotion Council',
    icon: 'trees',
    link: 'https://www.shefexil.org',
    description:
      'Promotes exports of shellac, lac-based products, guar gum, herbal and forest produce, vegetable saps and oils.',
  },
  {
    id: 'pharmexcil',
    name: 'PHARMEXCIL',
    fullName: 'Pharmaceuticals Export Promotion Council of India',
    icon: 'pill',
    link: 'https://pharmexcil.com',
    description:
      'Represents exporters of generic medicines, bulk drugs, APIs, herbal products, ayurvedic formulations and diagnostics.',
  },
  {
    id: 'fieo',
    name: 'FIEO',
    fullName: 'Federation of Indian Export Organisations',
    icon: 'globe',
    link: 'https://www.fieo.org',
    description:
      'The apex body of Indian export promotion organisations, serving exporters of every sector with market access and policy support.',
  },
  {
    id: 'itpo',
    name: 'ITPO',
    fullName: 'India Trade Promotion Organisation',
    icon: 'building-2',
    link: 'https://www.indiatradefair.com',
    description:
      'The national trade promotion agency that runs Bharat Mandapam and the India International Trade Fair for buyers and sellers.',
  },
  {
    id: 'cii',
    name: 'CII',
    fullName: 'Confederation of Indian Industry',
    icon: 'factory',
    link: 'https://www.cii.in',
    description:
      'An industry-led association of manufacturers and service firms that connects Indian industry with global partners.',
  },
  {
    id: 'leathercouncil',
    name: 'CLE',
    fullName: 'Council for Leather Exports',
    icon: 'footprints',
    link: 'https://leatherindia.org',
    description:
      'Promotes exports of finished leather, footwear, leather garments, saddlery, harness and leather goods.',
  },
];
