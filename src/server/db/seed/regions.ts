import type { regions } from '../schema';

type RegionSeed = Omit<typeof regions.$inferInsert, 'sortOrder'>;

/** The nine states the home-page map highlights (spec section 2), ids as in @svg-maps/india. */
export const regionSeeds: RegionSeed[] = [
  {
    id: 'gj',
    name: 'Gujarat',
    topExports: ['Diamonds & gems', 'Petrochemicals', 'Cotton textiles', 'Pharmaceuticals', 'Ceramic tiles'],
    translations: {
      hi: { name: 'गुजरात', topExports: ['हीरे और रत्न', 'पेट्रोकेमिकल्स', 'सूती वस्त्र', 'दवाइयाँ', 'सिरेमिक टाइलें'] },
    },
  },
  {
    id: 'mh',
    name: 'Maharashtra',
    topExports: [
      'Gems & jewellery',
      'Pharmaceuticals',
      'Auto components',
      'Engineering goods',
      'Alphonso mangoes',
    ],
    translations: {
      hi: {
        name: 'महाराष्ट्र',
        topExports: ['रत्न और आभूषण', 'दवाइयाँ', 'ऑटो पुर्ज़े', 'इंजीनियरिंग सामान', 'अल्फांसो आम'],
      },
    },
  },
  {
    id: 'tn',
    name: 'Tamil Nadu',
    topExports: [
      'Automobiles',
      'Knitwear & garments',
      'Leather footwear',
      'Electronics',
      'Engineering goods',
    ],
    translations: {
      hi: {
        name: 'तमिलनाडु',
        topExports: ['वाहन', 'निटवियर और परिधान', 'चमड़े के जूते', 'इलेक्ट्रॉनिक्स', 'इंजीनियरिंग सामान'],
      },
    },
  },
  {
    id: 'ka',
    name: 'Karnataka',
    topExports: ['Electronics', 'Coffee', 'Silk', 'Engineering goods', 'Iron ore'],
    translations: {
      hi: { name: 'कर्नाटक', topExports: ['इलेक्ट्रॉनिक्स', 'कॉफ़ी', 'रेशम', 'इंजीनियरिंग सामान', 'लौह अयस्क'] },
    },
  },
  {
    id: 'pb',
    name: 'Punjab',
    topExports: ['Basmati rice', 'Cotton yarn', 'Hand tools', 'Bicycles & parts', 'Sports goods'],
    translations: {
      hi: {
        name: 'पंजाब',
        topExports: ['बासमती चावल', 'सूती धागा', 'हाथ के औज़ार', 'साइकिल और पुर्ज़े', 'खेल का सामान'],
      },
    },
  },
  {
    id: 'kl',
    name: 'Kerala',
    topExports: ['Spices', 'Seafood', 'Cashew kernels', 'Coir products', 'Tea'],
    translations: {
      hi: { name: 'केरल', topExports: ['मसाले', 'समुद्री खाद्य', 'काजू', 'नारियल जटा (कॉयर) उत्पाद', 'चाय'] },
    },
  },
  {
    id: 'wb',
    name: 'West Bengal',
    topExports: ['Tea', 'Jute products', 'Leather goods', 'Shrimp & seafood', 'Iron & steel'],
    translations: {
      hi: {
        name: 'पश्चिम बंगाल',
        topExports: ['चाय', 'जूट उत्पाद', 'चमड़े का सामान', 'झींगा और समुद्री खाद्य', 'लोहा और इस्पात'],
      },
    },
  },
  {
    id: 'tg',
    name: 'Telangana',
    topExports: ['Pharmaceuticals', 'Vaccines', 'Aerospace components', 'Rice', 'Cotton'],
    translations: {
      hi: { name: 'तेलंगाना', topExports: ['दवाइयाँ', 'टीके', 'एयरोस्पेस पुर्ज़े', 'चावल', 'कपास'] },
    },
  },
  {
    id: 'dl',
    name: 'Delhi',
    topExports: ['Garments', 'Handicrafts', 'Electrical machinery', 'Leather goods', 'Auto components'],
    translations: {
      hi: {
        name: 'दिल्ली',
        topExports: ['परिधान', 'हस्तशिल्प', 'विद्युत मशीनरी', 'चमड़े का सामान', 'ऑटो पुर्ज़े'],
      },
    },
  },
];
