import { describe, expect, it } from 'vitest';
import { setupTestApp, type TestContext } from '../testing/test-app';

const notFound = { error: { code: 'not_found', message: 'Not found.' } };

describe('in production', () => {
  // The development helpers must not exist in production.
  const ctx = setupTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://tradesetu.example' });

  it('has no development mailbox and no test-user endpoint', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/dev/mailbox' })).statusCode).toBe(404);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/users',
      headers: { origin: 'https://tradesetu.example' },
      payload: { role: 'admin' },
    });
    expect(res.statusCode).toBe(404);
  });
});

describe('outside production', () => {
  // The tests' app trusts X-Forwarded-For (TRUST_PROXY), as one behind a proxy does.
  const ctx = setupTestApp();
  const mailbox = (c: TestContext, remoteAddress: string, headers: Record<string, string> = {}) =>
    c.app.inject({ method: 'GET', url: '/api/dev/mailbox', remoteAddress, headers });

  it('shows the mailbox to a caller on this machine', async () => {
    for (const address of ['127.0.0.1', '127.0.0.53', '::1', '::ffff:127.0.0.1']) {
      const res = await mailbox(ctx, address);
      expect(res.statusCode, address).toBe(200);
      expect(res.json().driver).toBe('outbox');
    }
  });

  it('answers anyone else as production does, whatever address they claim', async () => {
    const refused = [
      await mailbox(ctx, '203.0.113.5'),
      await mailbox(ctx, '192.168.1.5'),
      await mailbox(ctx, '::ffff:203.0.113.5'),
      await mailbox(ctx, '203.0.113.5', { 'x-forwarded-for': '127.0.0.1' }),
      // A proxy on this machine passing on a caller from elsewhere.
      await mailbox(ctx, '127.0.0.1', { 'x-forwarded-for': '203.0.113.5' }),
      await mailbox(ctx, '127.0.0.1', { forwarded: 'for=203.0.113.5' }),
      await mailbox(ctx, '127.0.0.1', { 'x-real-ip': '203.0.113.5' }),
    ];
    for (const res of refused) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual(notFound);
    }
  });
});
