import type { Config } from '../config';

const loopbackHosts = ['localhost', '127.0.0.1', '[::1]'];

/**
 * The origins whose pages are ours: PUBLIC_URL's and, outside production, every loopback name on
 * the app's port and on PUBLIC_URL's port when PUBLIC_URL is itself loopback (the Vite port under
 * `npm run dev`), since a developer may open any of them. better-auth and our own check use this.
 */
export function siteOrigins(config: Pick<Config, 'publicUrl' | 'port' | 'isProduction'>): string[] {
  const publicUrl = new URL(config.publicUrl);
  if (config.isProduction) return [publicUrl.origin];
  const ports = new Set([String(config.port)]);
  if (loopbackHosts.includes(publicUrl.hostname))
    ports.add(publicUrl.port || (publicUrl.protocol === 'https:' ? '443' : '80'));
  const loopback = [...ports].flatMap((port) =>
    loopbackHosts.map((host) => new URL(`http://${host}:${port}`).origin),
  );
  return [...new Set([publicUrl.origin, ...loopback])];
}
