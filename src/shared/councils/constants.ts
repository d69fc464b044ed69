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
