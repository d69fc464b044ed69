import { maxImageEdge } from '../../shared/media/constants';
import { applyColorMatrix, colorMatrix } from './color-matrix';
import { type EditSettings, filterCss, renderGeometry } from './edit-settings';

const jpegQuality = 0.92;

/** Decodes upright: EXIF orientation applied whether the source is a file or a URL. */
async function decode(src: Blob | string): Promise<ImageBitmap> {
  if (typeof src !== 'string') return createImageBitmap(src, { imageOrientation: 'from-image' });
  // An <img> loads blob:, data: and same-origin URLs alike under the page's CSP (fetch would not).
  const img = new Image();
  img.crossOrigin = 'anonymous'; // stored photos may come from the storage bucket's origin
  img.src = src;
  await img.decode();
  return createImageBitmap(img, { imageOrientation: 'from-image' });
}

/** Canvas `filter` is missing in some browsers (Safari); they get the same maths on the pixels. */
function supportsCanvasFilter(ctx: CanvasRenderingContext2D) {
  return 'filter' in CanvasRenderingContext2D.prototype && typeof ctx.filter === 'string';
}

/**
 * The edit at full resolution (long edge ≤ 2048 px) as a JPEG: what the preview showed, drawn on
 * a canvas once, when the user moves on.
 */
export async function renderEditedImage(src: Blob | string, settings: EditSettings): Promise<Blob> {
  const bitmap = await decode(src);
  try {
    const g = renderGeometry(bitmap.width, bitmap.height, settings, maxImageEdge);
    const canvas = document.createElement('canvas');
    canvas.width = g.width;
    canvas.height = g.height;
    const ctx = canvas.getContext('2d');
    if (!ctx) throw new Error('Canvas 2D is not available');
    ctx.fillStyle = '#ffffff'; // JPEG has no transparency
    ctx.fillRect(0, 0, g.width, g.height);
    const css = filterCss(settings);
    const nativeFilter = supportsCanvasFilter(ctx);
    if (nativeFilter) ctx.filter = css;
    ctx.imageSmoothingQuality = 'high';
    ctx.translate(g.width / 2, g.height / 2);
    ctx.rotate((g.quarterTurns * Math.PI) / 2);
    ctx.scale(g.scale, g.scale);
    ctx.drawImage(bitmap, -bitmap.width / 2, -bitmap.height / 2);
    if (!nativeFilter && css !== 'none') {
      const pixels = ctx.getImageData(0, 0, g.width, g.height);
      applyColorMatrix(pixels.data, colorMatrix(settings));
      ctx.putImageData(pixels, 0, 0);
    }
    return await new Promise<Blob>((resolve, reject) =>
      canvas.toBlob(
        (blob) => (blob ? resolve(blob) : reject(new Error('JPEG encoding failed'))),
        'image/jpeg',
        jpegQuality,
      ),
    );
  } finally {
    bitmap.close();
  }
}
