import sharp from 'sharp';

/**
 * A photo-like JPEG: gaussian noise over a colour chosen by `seed` (softened by `blur`), so a WebP
 * encoder cannot squeeze the detail away. 2048 × 1536 at quality 90 is about 2 MB.
 */
export function noisyPhoto(
  seed: number,
  { width = 2048, height = 1536, mean = 110, sigma = 40, blur = 0, quality = 90 } = {},
) {
  const image = sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: (seed * 47) % 256, g: (seed * 91) % 256, b: (seed * 23) % 256 },
      noise: { type: 'gaussian', mean, sigma },
    },
  });
  return (blur ? image.blur(blur) : image).jpeg({ quality }).toBuffer();
}
