import { describe, expect, it } from 'vitest';
import { rephotograph, retakes, sceneImage } from '../../testing/images';
import { decodeUpload } from '../media/pipeline';
import {
  computeSignature,
  type ParsedSignature,
  parseSignature,
  signatureDistance,
} from '../media/signature';
import { maxMatchDistance } from './service';

async function signatureOf(image: Buffer): Promise<ParsedSignature> {
  const parsed = parseSignature(await computeSignature(await decodeUpload(image)));
  if (!parsed) throw new Error('unparsable signature');
  return parsed;
}

/** The labelled set of docs/decisions/0014: ten scenes, each taken again the six `retakes` ways. */
const scenes = Array.from({ length: 10 }, (_, i) => 500 + 7 * i);

describe('image search threshold', () => {
  it('keeps every retake of a photo within the threshold and every unrelated photo beyond it', async () => {
    const labelled = await Promise.all(
      scenes.map(async (seed) => {
        const original = await sceneImage(seed, { width: 1200, height: 900 });
        const retaken = await Promise.all(
          retakes.map(async (r) => signatureOf(await rephotograph(original, r))),
        );
        return { seed, original: await signatureOf(original), retaken };
      }),
    );
    const same: number[] = [];
    const unrelated: number[] = [];
    for (const a of labelled)
      for (const b of labelled) {
        if (a.seed < b.seed) unrelated.push(signatureDistance(a.original, b.original));
        for (const r of b.retaken) (a === b ? same : unrelated).push(signatureDistance(a.original, r));
      }
    expect(same).toHaveLength(scenes.length * retakes.length);
    expect(Math.max(...same)).toBeLessThan(maxMatchDistance);
    expect(Math.min(...unrelated)).toBeGreaterThan(maxMatchDistance);
  });
});
