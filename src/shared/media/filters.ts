/**
 * The ten editor presets. Each is a combination of brightness, contrast, saturation (percent,
 * 100 = unchanged) and sepia (percent, 0 = none), tuned to the look of the Instagram filter of
 * the same name.
 */
export interface FilterPreset {
  id: FilterId;
  brightness: number;
  contrast: number;
  saturation: number;
  sepia: number;
}

export const filterIds = [
  'normal',
  'clarendon',
  'gingham',
  'moon',
  'lark',
  'reyes',
  'juno',
  'slumber',
  'crema',
  'ludwig',
] as const;
export type FilterId = (typeof filterIds)[number];

export const filterPresets: readonly FilterPreset[] = [
  // No effect.
  { id: 'normal', brightness: 100, contrast: 100, saturation: 100, sepia: 0 },
  // Punchy: more contrast and saturation, bright highlights.
  { id: 'clarendon', brightness: 105, contrast: 120, saturation: 135, sepia: 0 },
  // Washed-out vintage: lifted blacks, softer colour, a trace of warmth.
  { id: 'gingham', brightness: 105, contrast: 85, saturation: 85, sepia: 4 },
  // Black and white with a little extra punch.
  { id: 'moon', brightness: 110, contrast: 110, saturation: 0, sepia: 0 },
  // Bright and airy, slightly flattened contrast, livelier colour.
  { id: 'lark', brightness: 110, contrast: 90, saturation: 110, sepia: 0 },
  // Dusty vintage: faded, muted, warm.
  { id: 'reyes', brightness: 110, contrast: 85, saturation: 75, sepia: 22 },
  // Warm and vivid.
  { id: 'juno', brightness: 105, contrast: 115, saturation: 140, sepia: 15 },
  // Hazy, desaturated, warm shadows.
  { id: 'slumber', brightness: 105, contrast: 95, saturation: 65, sepia: 15 },
  // Creamy: soft contrast, slightly muted, warm.
  { id: 'crema', brightness: 105, contrast: 90, saturation: 90, sepia: 20 },
  // Clean contrast with slightly muted colour.
  { id: 'ludwig', brightness: 105, contrast: 110, saturation: 85, sepia: 8 },
];

export function filterPreset(id: FilterId): FilterPreset {
  return filterPresets.find((p) => p.id === id) ?? (filterPresets[0] as FilterPreset);
}
