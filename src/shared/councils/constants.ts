import type { Category } from '../catalogs/constants';

export const councilIds = [
  'epch',
  'apeda',
  'eepc',
  'texprocil',
  'chemexcil',
  'plexconcil',
  'gjepc',
  'srtepc',
  'capexil',
  'shefexil',
  'pharmexcil',
  'fieo',
  'itpo',
  'cii',
  'leathercouncil',
] as const;
export type CouncilId = (typeof councilIds)[number];

/** How many council cards show before 'View All Export Promotion Councils'. */
export const councilsShownInitially = 8;

/**
 * Each council's product scope, in one place: the catalog categories it covers and the words
 * (each the start of a word in a listing's title) of the listings that fall under it. A council lists these besides its members'
 * listings. The apex bodies (FIEO, ITPO, CII) span every product: their members' listings only.
 */
export const councilScopes: Record<CouncilId, { categories: readonly Category[]; words: readonly string[] }> =
  {
    epch: {
      categories: ['furniture'],
      words: ['handicraft', 'handmade', 'pottery', 'brass', 'décor', 'decor'],
    },
    apeda: { categories: ['agriculture'], words: ['rice', 'basmati', 'fruit', 'vegetable', 'honey'] },
    eepc: {
      categories: ['automotive'],
      words: ['engineering', 'machine', 'pump', 'valve', 'steel', 'casting'],
    },
    texprocil: { categories: [], words: ['cotton', 'yarn', 'denim', 'poplin', 'voile', 'handloom', 'terry'] },
    chemexcil: { categories: ['chemicals'], words: ['dyestuff', 'pigment'] },
    plexconcil: { categories: ['packaging'], words: ['plastic', 'polymer', 'pvc'] },
    gjepc: { categories: [], words: ['gem', 'jewel', 'diamond'] },
    srtepc: {
      categories: [],
      words: ['silk', 'polyester', 'viscose', 'rayon', 'georgette', 'saree', 'nylon'],
    },
    capexil: { categories: [], words: ['granite', 'marble', 'stone', 'ceramic', 'tile'] },
    shefexil: { categories: [], words: ['shellac', 'guar', 'castor'] },
    pharmexcil: { categories: ['healthcare'], words: ['pharma', 'medicine', 'tablet', 'capsule'] },
    fieo: { categories: [], words: [] },
    itpo: { categories: [], words: [] },
    cii: { categories: [], words: [] },
    leathercouncil: { categories: [], words: ['leather', 'footwear', 'shoe'] },
  };
