import { processImage, decodeUpload } from './src/server/modules/media/pipeline';
import { computeSignature, parseSignature, signatureDistance } from './src/server/modules/media/signature';
import { sceneImage, cropAndResize } from './src/server/testing/images';
const N = 40;
const t0 = performance.now();
const originals = await Promise.all(Array.from({ length: N }, (_, i) => sceneImage(i + 1, { width: 1200, height: 900 })));
const sigs = [];
for (const o of originals) sigs.push(parseSignature((await processImage(o)).signature)!);
console.log('processed', N, 'in', Math.round(performance.now() - t0), 'ms');
const crops = [
  { fraction: 0.7, dx: 0.15, dy: 0.15, width: 500 },
  { fraction: 0.8, dx: 0.05, dy: 0.15, width: 640 },
  { fraction: 0.6, dx: 0.2, dy: 0.2, width: 400 },
  { fraction: 0.9, dx: 0.1, dy: 0.0, width: 300 },
  { fraction: 0.6, dx: 0.0, dy: 0.0, width: 600 },
];
for (const c of crops) {
  let ok = 0; const same: number[] = []; const nearestOther: number[] = [];
  for (let i = 0; i < N; i++) {
    const q = parseSignature(await computeSignature(await decodeUpload(await cropAndResize(originals[i]!, c))))!;
    const d = sigs.map((s) => signatureDistance(q, s));
    const best = d.indexOf(Math.min(...d));
    if (best === i) ok++;
    same.push(d[i]!);
    nearestOther.push(Math.min(...d.filter((_, j) => j !== i)));
  }
  const f = (a: number[]) => `min ${Math.min(...a).toFixed(3)} avg ${(a.reduce((x, y) => x + y) / a.length).toFixed(3)} max ${Math.max(...a).toFixed(3)}`;
  console.log(JSON.stringify(c), `top1 ${ok}/${N}`, 'same:', f(same), '| other:', f(nearestOther));
}
