import { filterPreset } from '../../shared/media/filters';
import type { EditSettings } from './edit-settings';

/**
 * A 3×4 affine colour matrix (rows r, g, b; the 4th column an offset in 0–1 units), the same
 * maths as the CSS filter functions (Filter Effects spec). Used to render edits where the canvas
 * has no `filter` support (Safari), so every browser saves what the preview showed.
 */
export type ColorMatrix = readonly number[];

const identity: ColorMatrix = [1, 0, 0, 0, 0, 1, 0, 0, 0, 0, 1, 0];

const brightness = (a: number): ColorMatrix => [a, 0, 0, 0, 0, a, 0, 0, 0, 0, a, 0];
const contrast = (a: number): ColorMatrix => {
  const o = 0.5 - 0.5 * a;
  return [a, 0, 0, o, 0, a, 0, o, 0, 0, a, o];
};
const saturate = (s: number): ColorMatrix => [
  ...[0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0],
  ...[0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0],
  ...[0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0],
];
const sepia = (amount: number): ColorMatrix => {
  const a = 1 - Math.min(1, amount);
  return [
    ...[0.393 + 0.607 * a, 0.769 - 0.769 * a, 0.189 - 0.189 * a, 0],
    ...[0.349 - 0.349 * a, 0.686 + 0.314 * a, 0.168 - 0.168 * a, 0],
    ...[0.272 - 0.272 * a, 0.534 - 0.534 * a, 0.131 + 0.869 * a, 0],
  ];
};

/** `then` applied after `first`. */
function compose(first: ColorMatrix, then: ColorMatrix): ColorMatrix {
  const out: number[] = [];
  for (let row = 0; row < 3; row++) {
    const r = (c: number) => then[row * 4 + c] ?? 0;
    for (let col = 0; col < 4; col++) {
      let v = col === 3 ? r(3) : 0;
      for (let k = 0; k < 3; k++) v += r(k) * (first[k * 4 + col] ?? 0);
      out.push(v);
    }
  }
  return out;
}

/** The matrix of `filterCss(settings)`, in the same order. */
export function colorMatrix(s: Pick<EditSettings, 'filter' | 'brightness' | 'contrast' | 'saturation'>) {
  const p = filterPreset(s.filter);
  const steps = [
    sepia(p.sepia / 100),
    brightness(p.brightness / 100),
    contrast(p.contrast / 100),
    saturate(p.saturation / 100),
    brightness(s.brightness / 100),
    contrast(s.contrast / 100),
    saturate(s.saturation / 100),
  ];
  return steps.reduce(compose, identity);
}

/** Applies `m` in place to RGBA pixels; alpha is untouched. */
export function applyColorMatrix(pixels: Uint8ClampedArray, m: ColorMatrix) {
  const [m0 = 1, m1 = 0, m2 = 0, m3 = 0, m4 = 0, m5 = 1, m6 = 0, m7 = 0, m8 = 0, m9 = 0, m10 = 1, m11 = 0] =
    m;
  const o0 = m3 * 255;
  const o1 = m7 * 255;
  const o2 = m11 * 255;
  for (let i = 0; i < pixels.length; i += 4) {
    const r = pixels[i] ?? 0;
    const g = pixels[i + 1] ?? 0;
    const b = pixels[i + 2] ?? 0;
    pixels[i] = m0 * r + m1 * g + m2 * b + o0;
    pixels[i + 1] = m4 * r + m5 * g + m6 * b + o1;
    pixels[i + 2] = m8 * r + m9 * g + m10 * b + o2;
  }
}
