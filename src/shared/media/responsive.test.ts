import { describe, expect, it } from 'vitest';
import { photoSrcSet } from './responsive';

const urls = { thumbUrl: '/t.webp', mediumUrl: '/m.webp', displayUrl: '/d.webp' };

describe('photoSrcSet', () => {
  it('names each variant with its real width, smallest first', () => {
    expect(photoSrcSet({ ...urls, width: 2048, height: 1536 })).toBe(
      '/t.webp 320w, /m.webp 640w, /d.webp 1024w',
    );
    // A portrait photo: the long edge is its height, so every variant is narrower than its edge.
    expect(photoSrcSet({ ...urls, width: 1536, height: 2048 })).toBe(
      '/t.webp 240w, /m.webp 480w, /d.webp 768w',
    );
  });

  it('leaves out a medium variant not made yet', () => {
    expect(photoSrcSet({ ...urls, mediumUrl: null, width: 1600, height: 1600 })).toBe(
      '/t.webp 320w, /d.webp 1024w',
    );
  });

  it('names a variant the size cap made as small as another only once', () => {
    // Never enlarged: a 500 px photo's medium and display variants are both 500 px wide.
    expect(photoSrcSet({ ...urls, width: 500, height: 400 })).toBe('/t.webp 320w, /m.webp 500w');
  });
});
