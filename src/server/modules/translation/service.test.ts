import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLibreTranslateProvider } from './libretranslate';
import { ProviderUnavailableError } from './provider';

// A LibreTranslate-compatible endpoint speaking the public API's shapes, to check the adapter's
// requests and parsing without a LibreTranslate install.
let server: Server;
let base = '';
const received: unknown[] = [];

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => {
      body += c;
    });
    req.on('end', () => {
      res.setHeader('content-type', 'application/json');
      if (req.url === '/languages') {
        res.end(JSON.stringify([{ code: 'en', targets: ['en', 'fr'] }]));
      } else if (req.url === '/translate' && req.method === 'POST') {
        const parsed = JSON.parse(body) as { q: string };
        received.push(parsed);
        res.end(JSON.stringify({ translatedText: `[fr] ${parsed.q}` }));
      } else {
        res.statusCode = 404;
        res.end('{}');
      }
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((r) => server.close(() => r())));

describe('LibreTranslate adapter', () => {
  it('lists pairs without identity pairs', async () => {
    expect(await createLibreTranslateProvider(base).pairs()).toEqual([['en', 'fr']]);
  });

  it('sends text, languages and the API key, and reads translatedText', async () => {
    const out = await createLibreTranslateProvider(base, 'k1').translate('Cotton bags', 'en', 'fr');
    expect(out).toBe('[fr] Cotton bags');
    expect(received.at(-1)).toEqual({
      q: 'Cotton bags',
      source: 'en',
      target: 'fr',
      format: 'text',
      api_key: 'k1',
    });
  });

  it('turns an unreachable server into ProviderUnavailableError', async () => {
    await expect(createLibreTranslateProvider('http://127.0.0.1:9').pairs()).rejects.toBeInstanceOf(
      ProviderUnavailableError,
    );
  });
});
