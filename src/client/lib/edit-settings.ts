import { editorLimits, rotationStep } from '../../shared/media/constants';
import { type FilterId, type FilterPreset, filterPreset } from '../../shared/media/filters';

/** What the user chose for one image; percentages, 100 = unchanged. */
export interface EditSettings {
  filter: FilterId;
  brightness: number;
  contrast: number;
  saturation: number;
  /** Degrees, a multiple of 90, deliberately not wrapped so a CSS transition never spins back. */
  rotation: number;
  zoom: number;
}

export const defaultEditSettings: EditSettings = {
  filter: 'normal',
  brightness: 100,
  contrast: 100,
  saturation: 100,
  rotation: 0,
  zoom: 100,
};

export type Adjustment = 'brightness' | 'contrast' | 'saturation' | 'zoom';

export function clampAdjustment(name: Adjustment, value: number): number {
  const { min, max } = editorLimits[name];
  return Math.min(max, Math.max(min, Math.round(value)));
}

export function rotate(rotation: number, direction: 'left' | 'right'): number {
  return rotation + (direction === 'left' ? -rotationStep : rotationStep);
}

/** 0–3 clockwise quarter turns, whatever the unwrapped rotation. */
export function quarterTurns(rotation: number): number {
  return (((Math.round(rotation / 90) % 4) + 4) % 4) as 0 | 1 | 2 | 3;
}

function presetTerms(p: Pick<FilterPreset, 'brightness' | 'contrast' | 'saturation'> & { sepia?: number }) {
  const terms: string[] = [];
  if (p.sepia) terms.push(`sepia(${p.sepia}%)`);
  if (p.brightness !== 100) terms.push(`brightness(${p.brightness}%)`);
  if (p.contrast !== 100) terms.push(`contrast(${p.contrast}%)`);
  if (p.saturation !== 100) terms.push(`saturate(${p.saturation}%)`);
  return terms;
}

/** The CSS `filter` value: the preset first, then the user's adjustments on top. */
export function filterCss(
  s: Pick<EditSettings, 'filter' | 'brightness' | 'contrast' | 'saturation'>,
): string {
  const terms = [...presetTerms(filterPreset(s.filter)), ...presetTerms(s)];
  return terms.length ? terms.join(' ') : 'none';
}

/** The CSS `transform` of the preview: rotation about the centre, then zoom into the centre. */
export function previewTransform(s: Pick<EditSettings, 'rotation' | 'zoom'>): string {
  return `rotate(${s.rotation}deg) scale(${s.zoom / 100})`;
}

export interface RenderGeometry {
  width: number;
  height: number;
  /** Canvas pixels per source pixel. */
  scale: number;
  quarterTurns: number;
}

/**
 * Output size of an edit, matching what the square preview shows: the rotated image, and when
 * zoomed the centre region the preview still shows (zoom crops, it never upscales), with the
 * long edge capped at `maxEdge`.
 */
export function renderGeometry(
  sourceWidth: number,
  sourceHeight: number,
  s: Pick<EditSettings, 'rotation' | 'zoom'>,
  maxEdge: number,
): RenderGeometry {
  const turns = quarterTurns(s.rotation);
  const [w, h] = turns % 2 ? [sourceHeight, sourceWidth] : [sourceWidth, sourceHeight];
  const visible = Math.max(w, h) / (s.zoom / 100);
  const regionW = Math.min(w, visible);
  const regionH = Math.min(h, visible);
  const scale = Math.min(1, maxEdge / Math.max(regionW, regionH));
  return {
    width: Math.max(1, Math.round(regionW * scale)),
    height: Math.max(1, Math.round(regionH * scale)),
    scale,
    quarterTurns: turns,
  };
}
