import { describe, expect, it } from 'vitest';
import { applyColorMatrix, colorMatrix } from './color-matrix';
import {
  clampAdjustment,
  defaultEditSettings,
  filterCss,
  previewTransform,
  quarterTurns,
  renderGeometry,
  rotate,
} from './edit-settings';

const s = defaultEditSettings;

describe('filterCss', () => {
  it('is none for the original look', () => {
    expect(filterCss(s)).toBe('none');
  });

  it('applies the preset first, then the sliders', () => {
    expect(filterCss({ ...s, filter: 'moon' })).toBe('brightness(110%) contrast(110%) saturate(0%)');
    expect(filterCss({ ...s, filter: 'reyes', brightness: 120 })).toBe(
      'sepia(22%) brightness(110%) contrast(85%) saturate(75%) brightness(120%)',
    );
    expect(filterCss({ ...s, contrast: 50, saturation: 200 })).toBe('contrast(50%) saturate(200%)');
  });
});

describe('rotation and zoom', () => {
  it('rotates in 90° steps without wrapping around', () => {
    expect(rotate(0, 'left')).toBe(-90);
    expect(rotate(270, 'right')).toBe(360);
    expect(quarterTurns(-90)).toBe(3);
    expect(quarterTurns(360)).toBe(0);
    expect(quarterTurns(450)).toBe(1);
    expect(previewTransform({ rotation: -90, zoom: 150 })).toBe('rotate(-90deg) scale(1.5)');
  });

  it('keeps sliders within their ranges', () => {
    expect(clampAdjustment('brightness', 20)).toBe(50);
    expect(clampAdjustment('saturation', 250.4)).toBe(200);
    expect(clampAdjustment('zoom', 99)).toBe(100);
    expect(clampAdjustment('contrast', 120.6)).toBe(121);
  });

  it('renders a 12 MP photo at 2048 px on its long edge, turned with the rotation', () => {
    expect(renderGeometry(4000, 3000, s, 2048)).toEqual({
      width: 2048,
      height: 1536,
      scale: 0.512,
      quarterTurns: 0,
    });
    expect(renderGeometry(4000, 3000, { ...s, rotation: -270 }, 2048)).toMatchObject({
      width: 1536,
      height: 2048,
      quarterTurns: 1,
    });
  });

  it('crops to what the square preview shows when zoomed, never upscaling', () => {
    // At 200 % the square preview shows a 2000 px square of the 4000×3000 photo.
    expect(renderGeometry(4000, 3000, { ...s, zoom: 200 }, 2048)).toEqual({
      width: 2000,
      height: 2000,
      scale: 1,
      quarterTurns: 0,
    });
    // At 120 % the width is cut to 3333 px, the height (already inside the square) stays whole.
    expect(renderGeometry(4000, 3000, { ...s, zoom: 120 }, 4000)).toMatchObject({
      width: 3333,
      height: 3000,
    });
    expect(renderGeometry(800, 600, { ...s, zoom: 150 }, 2048)).toMatchObject({
      width: 533,
      height: 533,
      scale: 1,
    });
  });
});

describe('colorMatrix (canvas fallback)', () => {
  const paint = (settings: typeof s, rgb: [number, number, number]) => {
    const px = new Uint8ClampedArray([...rgb, 255]);
    applyColorMatrix(px, colorMatrix(settings));
    return [...px];
  };

  it('leaves pixels alone for the original look', () => {
    expect(paint(s, [12, 200, 99])).toEqual([12, 200, 99, 255]);
  });

  it('matches the CSS filter functions', () => {
    expect(paint({ ...s, brightness: 50 }, [200, 100, 50])).toEqual([100, 50, 25, 255]);
    expect(paint({ ...s, contrast: 50 }, [0, 255, 128])).toEqual([64, 191, 128, 255]);
    const [r, g, b, a] = paint({ ...s, filter: 'moon' }, [200, 30, 90]);
    expect(r).toBe(g);
    expect(g).toBe(b);
    expect(a).toBe(255);
  });
});
