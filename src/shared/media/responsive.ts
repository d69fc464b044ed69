import { z } from 'zod';
import { type Variant, variantEdges } from './constants';

/** A listing photo's WebP variants and the stored JPEG's pixel size: what a page needs for `srcset`. */
export const photoVariantsSchema = z.object({
  thumbUrl: z.string(),
  /** 640 px; null until the start-up backfill has made it for a photo stored before it existed. */
  mediumUrl: z.string().nullable(),
  displayUrl: z.string(),
  /** Pixel size of the stored JPEG, so pages reserve each photo's box before it loads. */
  width: z.number().int(),
  height: z.number().int(),
});
export type PhotoVariants = z.infer<typeof photoVariantsSchema>;

/**
 * The `srcset` of a photo: each variant with its real width (a portrait or small photo is narrower
 * than the variant's long edge; a variant the size cap made equal to a smaller one is left out).
 */
export function photoSrcSet(photo: PhotoVariants): string {
  const longEdge = Math.max(photo.width, photo.height);
  const urls: Record<Variant, string | null> = {
    thumb: photo.thumbUrl,
    medium: photo.mediumUrl,
    display: photo.displayUrl,
  };
  const widths = new Set<number>();
  const candidates: string[] = [];
  for (const variant of Object.keys(variantEdges) as Variant[]) {
    const url = urls[variant];
    const width = Math.round(photo.width * Math.min(1, variantEdges[variant] / longEdge));
    if (!url || widths.has(width)) continue;
    widths.add(width);
    candidates.push(`${url} ${width}w`);
  }
  return candidates.join(', ');
}
