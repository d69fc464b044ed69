import { describe, expect, it } from 'vitest';
import { setupTestApp } from '../testing/test-app';

// The development helpers must not exist in production.
const ctx = setupTestApp({ NODE_ENV: 'production', PUBLIC_URL: 'https://tradesetu.example' });

describe('in production', () => {
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
