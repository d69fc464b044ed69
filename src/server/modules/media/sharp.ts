import type Sharp from 'sharp';

let loading: Promise<typeof Sharp> | undefined;

/** sharp (libvips) on the first image, not at start: ~70 files and ~20 MB a start without images spares. */
export function loadSharp(): Promise<typeof Sharp> {
  loading ??= import('sharp').then((m) => m.default);
  return loading;
}
