import { lookup as dnsLookup, type LookupAddress } from 'node:dns';
import http from 'node:http';
import https from 'node:https';
import { BlockList, isIP } from 'node:net';

// The server posts to whatever address a browser handed it, so an endpoint must not reach into our
// own network (SSRF): only https to public addresses, checked on the URL and again on every address
// the name resolves to when connecting (a name may point at 10.0.0.1, or change to it later).
// Outside production, loopback is allowed too, over http or https: local push services in tests.

const privateRanges = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  privateRanges.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::ffff:0:0', 96], // IPv4-mapped: checked as IPv4 below
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  privateRanges.addSubnet(net, prefix, 'ipv6');
const loopback = new BlockList();
loopback.addSubnet('127.0.0.0', 8, 'ipv4');
loopback.addAddress('::1', 'ipv6');

const stripBrackets = (host: string) => host.replace(/^\[(.*)\]$/, '$1');

function addressAllowed(address: string, allowLoopback: boolean): boolean {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1];
  const ip = mapped ?? address;
  const family = isIP(ip) === 6 ? 'ipv6' : 'ipv4';
  if (loopback.check(ip, family)) return allowLoopback;
  return !privateRanges.check(ip, family);
}

/** Whether the server may post to this endpoint at all (the URL alone; addresses: `postToEndpoint`). */
export function endpointAllowed(endpoint: string, allowLoopback: boolean): boolean {
  let url: URL;
  try {
    url = new URL(endpoint);
  } catch {
    return false;
  }
  const host = stripBrackets(url.hostname);
  const isLoopback =
    host === 'localhost' || (isIP(host) > 0 && loopback.check(host, isIP(host) === 6 ? 'ipv6' : 'ipv4'));
  if (isLoopback) return allowLoopback && (url.protocol === 'https:' || url.protocol === 'http:');
  if (url.protocol !== 'https:' || url.username || url.password) return false;
  return isIP(host) === 0 ? host.includes('.') : addressAllowed(host, false);
}

/** Resolves like dns.lookup, refusing a name that leads to a private address. */
function guardedLookup(allowLoopback: boolean) {
  return ((hostname: string, options: { all?: boolean }, callback: (...args: unknown[]) => void) => {
    dnsLookup(hostname, { ...options, all: true }, (err, addresses: LookupAddress[]) => {
      if (err) return callback(err);
      if (addresses.some((a) => !addressAllowed(a.address, allowLoopback)))
        return callback(new Error('push endpoint resolves to a private address'));
      if (options.all) return callback(null, addresses);
      const [first] = addresses;
      callback(null, first?.address, first?.family);
    });
  }) as unknown as typeof dnsLookup;
}

export interface PushRequest {
  endpoint: string;
  headers: Record<string, string | number>;
  body: Buffer | null;
}

/** Posts a prepared push message; resolves with the push service's status (redirects not followed). */
export function postToEndpoint(
  req: PushRequest,
  allowLoopback: boolean,
  timeoutMs = 10_000,
): Promise<number> {
  if (!endpointAllowed(req.endpoint, allowLoopback))
    return Promise.reject(new Error('push endpoint not allowed'));
  const url = new URL(req.endpoint);
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve, reject) => {
    const request = client.request(
      url,
      { method: 'POST', headers: req.headers, lookup: guardedLookup(allowLoopback), timeout: timeoutMs },
      (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      },
    );
    request.on('timeout', () => request.destroy(new Error('push service timed out')));
    request.on('error', reject);
    request.end(req.body ?? undefined);
  });
}
