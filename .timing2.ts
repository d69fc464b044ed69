import sharp from 'sharp';
import { decodeUpload } from './src/server/modules/media/pipeline';
import { sceneSvg } from './src/server/testing/images';
const big = await sharp(Buffer.from(sceneSvg(7, 4000, 3000))).jpeg({ quality: 92 }).toBuffer();
const noisy = await sharp(big).composite([{ input: await sharp({ create: { width: 4000, height: 3000, channels: 3, noise: { type: 'gaussian', mean: 128, sigma: 12 } } }).png().toBuffer(), blend: 'overlay' }]).jpeg({ quality: 85 }).toBuffer();
console.log('size', (noisy.length / 1e6).toFixed(2), 'MB');
const raw = await decodeUpload(noisy);
const from = () => sharp(raw.data, { raw: raw.info });
const time = async (name: string, f: () => Promise<unknown>) => { const t = performance.now(); await f(); console.log(name, Math.round(performance.now() - t)); };
for (let i = 0; i < 2; i++) {
await time('decode', () => decodeUpload(noisy));
await time('jpeg prog', () => from().jpeg({ quality: 85, progressive: true }).toBuffer());
await time('jpeg base', () => from().jpeg({ quality: 85 }).toBuffer());
await time('webp1024', () => from().resize(1024, 1024, { fit: 'inside' }).webp({ quality: 80 }).toBuffer());
await time('webp1024 e2', () => from().resize(1024, 1024, { fit: 'inside' }).webp({ quality: 80, effort: 2 }).toBuffer());
await time('webp320', () => from().resize(320, 320, { fit: 'inside' }).webp({ quality: 75 }).toBuffer());
}
