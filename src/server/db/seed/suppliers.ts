import type { CouncilId } from '../../../shared/councils/constants';
import type { VerificationLevel } from '../../../shared/suppliers/constants';

interface SupplierSeed {
  id: string;
  name: string;
  description: string;
  city: string;
  state: string;
  verificationLevel: VerificationLevel;
  responseRate: number;
  deliveryTime: string;
  productCategories: string[];
  exampleProductsCount: number;
  councils: CouncilId[];
}

/** Eight example suppliers, shown labelled as examples until real suppliers join. */
export const supplierSeeds: SupplierSeed[] = [
  {
    id: 'example-jaipur-handicrafts',
    name: 'Jaipur Handicrafts Co.',
    city: 'Jaipur',
    state: 'Rajasthan',
    verificationLevel: 'gold',
    responseRate: 98,
    deliveryTime: '7-10 days',
    exampleProductsCount: 245,
    councils: ['epch', 'fieo'],
    description:
      'Hand-block printed textiles, blue pottery and brass décor made by artisan clusters around Jaipur.',
    productCategories: ['Handicrafts', 'Home Décor', 'Textiles', 'Blue Pottery', 'Brassware'],
  },
  {
    id: 'example-surat-silk-mills',
    name: 'Surat Silk Mills',
    city: 'Surat',
    state: 'Gujarat',
    verificationLevel: 'premium',
    responseRate: 95,
    deliveryTime: '10-15 days',
    exampleProductsCount: 180,
    councils: ['srtepc'],
    description:
      'Manufacturer of silk, georgette and polyester sarees and dress materials for wholesale and export.',
    productCategories: ['Textiles', 'Sarees', 'Fabrics', 'Dress Materials'],
  },
  {
    id: 'example-kerala-spice-traders',
    name: 'Kerala Spice Traders',
    city: 'Kochi',
    state: 'Kerala',
    verificationLevel: 'verified',
    responseRate: 97,
    deliveryTime: '5-7 days',
    exampleProductsCount: 85,
    councils: ['apeda'],
    description:
      'Exporter of cardamom, black pepper, cloves and turmeric sourced directly from farms in the Western Ghats.',
    productCategories: ['Spices', 'Agricultural', 'Organic Food'],
  },
  {
    id: 'example-pune-precision-engineering',
    name: 'Pune Precision Engineering',
    city: 'Pune',
    state: 'Maharashtra',
    verificationLevel: 'gold',
    responseRate: 99,
    deliveryTime: '15-20 days',
    exampleProductsCount: 320,
    councils: ['eepc', 'cii'],
    description: 'CNC-machined auto components, industrial valves and precision parts to ISO 9001 standards.',
    productCategories: ['Machinery', 'Auto Components', 'Industrial Valves', 'Castings'],
  },
  {
    id: 'example-tiruppur-knitwear',
    name: 'Tiruppur Knitwear Exports',
    city: 'Tiruppur',
    state: 'Tamil Nadu',
    verificationLevel: 'verified',
    responseRate: 94,
    deliveryTime: '12-18 days',
    exampleProductsCount: 150,
    councils: ['texprocil'],
    description:
      'Cotton knitwear, T-shirts and babywear made in vertically integrated units with GOTS-certified organic options.',
    productCategories: ['Apparel', 'Textiles', 'Knitwear', 'Organic Cotton'],
  },
  {
    id: 'example-hyderabad-pharma',
    name: 'Hyderabad Generics Ltd.',
    city: 'Hyderabad',
    state: 'Telangana',
    verificationLevel: 'premium',
    responseRate: 96,
    deliveryTime: '7-14 days',
    exampleProductsCount: 210,
    councils: ['pharmexcil', 'chemexcil'],
    description:
      'WHO-GMP certified maker of generic tablets, capsules and active pharmaceutical ingredients.',
    productCategories: ['Pharmaceuticals', 'APIs', 'Healthcare'],
  },
  {
    id: 'example-bengaluru-electronics',
    name: 'Bengaluru Electronics Works',
    city: 'Bengaluru',
    state: 'Karnataka',
    verificationLevel: 'new',
    responseRate: 92,
    deliveryTime: '10-12 days',
    exampleProductsCount: 64,
    councils: [],
    description: 'PCB assembly, LED lighting and IoT sensor modules for OEMs and distributors.',
    productCategories: ['Electronics', 'LED Lighting', 'PCB Assembly', 'IoT Modules'],
  },
  {
    id: 'example-kanpur-leather',
    name: 'Kanpur Leather Crafts',
    city: 'Kanpur',
    state: 'Uttar Pradesh',
    verificationLevel: 'verified',
    responseRate: 93,
    deliveryTime: '14-21 days',
    exampleProductsCount: 120,
    councils: ['leathercouncil'],
    description:
      'Finished leather, saddlery, bags and safety footwear from a family-run tannery and workshop.',
    productCategories: ['Leather Goods', 'Footwear', 'Saddlery'],
  },
];
