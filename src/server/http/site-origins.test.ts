import { describe, expect, it } from 'vitest';
import { siteOrigins } from './site-origins';

describe('siteOrigins', () => {
  it('is PUBLIC_URL alone in production', () => {
    expect(siteOrigins({ publicUrl: 'http://localhost:3000', port: 3000, isProduction: true })).toEqual([
      'http://localhost:3000',
    ]);
  });

  it('adds every loopback name on the app port and, under `npm run dev`, on the Vite port', () => {
    const origins = siteOrigins({ publicUrl: 'http://localhost:3000', port: 3001, isProduction: false });
    for (const port of [3000, 3001])
      for (const host of ['localhost', '127.0.0.1', '[::1]'])
        expect(origins).toContain(`http://${host}:${port}`);
    expect(origins).toHaveLength(6);
  });

  it('keeps a public PUBLIC_URL and the loopback names on the app port only', () => {
    expect(
      siteOrigins({ publicUrl: 'https://tradesetu.in/app', port: 8080, isProduction: false }).sort(),
    ).toEqual(
      ['https://tradesetu.in', 'http://localhost:8080', 'http://127.0.0.1:8080', 'http://[::1]:8080'].sort(),
    );
  });

  it('writes port 80 the way browsers send it', () => {
    expect(siteOrigins({ publicUrl: 'http://localhost', port: 80, isProduction: false })).toContain(
      'http://127.0.0.1',
    );
  });
});
