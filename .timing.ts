import sharp from 'sharp';
import { processImage, decodeUpload } from './src/server/modules/media/pipeline';
import { computeSignature } from './src/server/modules/media/signature';
import { sceneSvg } from './src/server/testing/images';
const big = await sharp(Buffer.from(sceneSvg(7, 4000, 3000))).jpeg({ quality: 92 }).toBuffer();
// add noise-like texture so it's a realistic ~2MB
const noisy = await sharp(big).composite([{ input: await sharp({ create: { width: 4000, height: 3000, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 30 } } }).png().toBuffer(), blend: 'overlay' }]).jpeg({ quality: 88 }).toBuffer();
console.log('size', (noisy.length / 1e6).toFixed(2), 'MB');
for (let i = 0; i < 3; i++) {
  let t = performance.now(); const raw = await decodeUpload(noisy); const td = performance.now() - t;
  t = performance.now(); await computeSignature(raw); const ts = performance.now() - t;
  t = performance.now(); await processImage(noisy); const tp = performance.now() - t;
  console.log({ decode: Math.round(td), sig: Math.round(ts), total: Math.round(tp) });
}
let t = performance.now(); await Promise.all(Array.from({ length: 9 }, () => processImage(noisy))); console.log('9 parallel', Math.round(performance.now() - t));
console.log(sharp.concurrency(), sharp.counters());
