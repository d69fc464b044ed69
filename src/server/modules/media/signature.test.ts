import { describe, expect, it } from 'vitest';
import { cropAndResize, sceneImage } from '../../testing/images';
import { decodeUpload } from './pipeline';
import { computeSignature, type ParsedSignature, parseSignature, signatureDistance } from './signature';

async function signatureOf(image: Buffer): Promise<ParsedSignature> {
  const parsed = parseSignature(await computeSignature(await decodeUpload(image)));
  if (!parsed) throw new Error('unparsable signature');
  return parsed;
}

describe('image signature', () => {
  it('is compact, parses back and rejects anything else', async () => {
    const value = await computeSignature(await decodeUpload(await sceneImage(1)));
    expect(value.length).toBeLessThan(300);
    expect(parseSignature(value)).not.toBeNull();
    expect(parseSignature(`${value}A`)).toBeNull();
    expect(parseSignature(value.replace(/^./, 'B'))).toBeNull(); // other version byte
    expect(parseSignature('not a signature')).toBeNull();
    expect(parseSignature('')).toBeNull();
  });

  it('is 0 between identical images and symmetric', async () => {
    const a = await signatureOf(await sceneImage(2));
    const b = await signatureOf(await sceneImage(3));
    expect(signatureDistance(a, a)).toBe(0);
    expect(signatureDistance(a, b)).toBeCloseTo(signatureDistance(b, a), 10);
  });

  it('finds the original of a cropped and resized copy among unrelated images', async () => {
    const originals = await Promise.all(
      Array.from({ length: 12 }, (_, i) => sceneImage(100 + i, { width: 1200, height: 900 })),
    );
    const signatures = await Promise.all(originals.map(signatureOf));
    // Centred and off-centre crops come first; a small corner crop at least among the first three.
    const crops = [
      { crop: { fraction: 0.7, dx: 0.15, dy: 0.15, width: 500 }, maxRank: 0 },
      { crop: { fraction: 0.5, dx: 0.25, dy: 0.25, width: 400 }, maxRank: 0 },
      { crop: { fraction: 0.8, dx: 0.05, dy: 0.15, width: 640 }, maxRank: 0 },
      { crop: { fraction: 0.6, dx: 0, dy: 0, width: 600 }, maxRank: 2 },
    ];
    for (const [i, original] of originals.entries()) {
      for (const { crop, maxRank } of crops) {
        const query = await signatureOf(await cropAndResize(original, crop));
        const distances = signatures.map((s) => signatureDistance(query, s));
        const own = distances[i] ?? 1;
        const rank = distances.filter((d) => d < own).length;
        expect(rank, `image ${i}, crop ${JSON.stringify(crop)}`).toBeLessThanOrEqual(maxRank);
        expect(own).toBeLessThan(0.45);
      }
    }
  });
});
