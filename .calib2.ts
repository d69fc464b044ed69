import { decodeUpload } from './src/server/modules/media/pipeline';
import { computeSignature, parseSignature, signatureDistance } from './src/server/modules/media/signature';
import { sceneImage, cropAndResize } from './src/server/testing/images';
const N = 60;
const originals = await Promise.all(Array.from({ length: N }, (_, i) => sceneImage(100 + i, { width: 1200, height: 900 })));
const sig = async (b: Buffer) => parseSignature(await computeSignature(await decodeUpload(b)))!;
const sigs = [];
for (const o of originals) sigs.push(await sig(o));
const crops = [
  { fraction: 0.9, dx: 0.05, dy: 0.05, width: 500 },
  { fraction: 0.7, dx: 0.15, dy: 0.15, width: 500 },
  { fraction: 0.5, dx: 0.25, dy: 0.25, width: 500 },
  { fraction: 0.8, dx: 0.05, dy: 0.15, width: 640 },
  { fraction: 0.8, dx: 0, dy: 0, width: 600 },
  { fraction: 0.7, dx: 0, dy: 0, width: 600 },
  { fraction: 0.6, dx: 0, dy: 0, width: 600 },
  { fraction: 0.7, dx: 0.3, dy: 0.3, width: 600 },
];
for (const c of crops) {
  let ok = 0; let top3 = 0; const same: number[] = [];
  for (let i = 0; i < N; i++) {
    const q = await sig(await cropAndResize(originals[i]!, c));
    const d = sigs.map((s) => signatureDistance(q, s));
    const rank = d.filter((x) => x < d[i]!).length;
    if (rank === 0) ok++; if (rank < 3) top3++;
    same.push(d[i]!);
  }
  console.log(JSON.stringify(c), `top1 ${ok}/${N} top3 ${top3}/${N}`, 'same avg', (same.reduce((a, b) => a + b) / N).toFixed(3), 'max', Math.max(...same).toFixed(3));
}
