import { decodeUpload } from './src/server/modules/media/pipeline';
import { computeSignature, parseSignature, signatureDistance } from './src/server/modules/media/signature';
import { sceneImage } from './src/server/testing/images';
const sigs = await Promise.all([1, 2, 3, 4].map(async (s) => computeSignature(await decodeUpload(await sceneImage(s)))));
const q = parseSignature(sigs[0]!)!;
const N = 100000;
let t = performance.now(); let x = 0;
for (let i = 0; i < N; i++) { const p = parseSignature(sigs[i % 4]!)!; x += signatureDistance(q, p); }
console.log('parse+distance µs each', ((performance.now() - t) * 1000 / N).toFixed(2), x > 0);
const ps = sigs.map((s) => parseSignature(s)!);
t = performance.now();
for (let i = 0; i < N; i++) x += signatureDistance(q, ps[i % 4]!);
console.log('distance only µs', ((performance.now() - t) * 1000 / N).toFixed(2));
