/** Photos per catalog or product. */
export const maxPhotos = 9;
/** Largest file accepted per image, checked on the client and again on the server. */
export const maxImageBytes = 5 * 1024 * 1024;
export const acceptedImageTypes = ['image/jpeg', 'image/png', 'image/gif', 'image/webp'] as const;
export type AcceptedImageType = (typeof acceptedImageTypes)[number];

/** Editor slider ranges (percent); every slider moves in steps of `sliderStep`. */
export const editorLimits = {
  brightness: { min: 50, max: 150 },
  contrast: { min: 50, max: 150 },
  saturation: { min: 0, max: 200 },
  zoom: { min: 100, max: 200 },
} as const;
export const sliderStep = 1;
export const rotationStep = 90;
/** Longest edge, in pixels, of a stored (and client-rendered) image. */
export const maxImageEdge = 2048;
/** Long edges of the WebP variants served to pages, smallest first (srcset candidates). */
export const variantEdges = { thumb: 320, medium: 640, display: 1024 } as const;
export type Variant = keyof typeof variantEdges;

/** The upload progress bar hides this long after the last file is read. */
export const progressHideDelayMs = 500;

export function isAcceptedImageType(type: string): type is AcceptedImageType {
  return (acceptedImageTypes as readonly string[]).includes(type);
}

/** Storage keys under this prefix are never served at /media: their routes check who asks. */
export const privatePrefix = 'private/';
