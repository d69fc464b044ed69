import { describe, expect, it } from 'vitest';
import { routeTable } from '../testing/route-table';
import { setupTestApp } from '../testing/test-app';

// The e2e fixtures' user factory makes confirmed accounts of any role for anyone who asks: it exists
// only when NODE_ENV=test (the role matrix covers it there; mail/dev-routes.api.test.ts shows
// production without it). A development server, reachable by whoever can reach it, must lack it too.
const ctx = setupTestApp({ NODE_ENV: 'development' });

describe('outside the tests', () => {
  it('has no test-user factory', async () => {
    const routes = routeTable(ctx.app, '/api/').map((r) => `${r.method} ${r.url}`);
    expect(routes).not.toContain('POST /api/test/users');
    expect(routes).toContain('GET /api/dev/mailbox');
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/test/users',
      headers: { origin: ctx.deps.config.publicUrl },
      payload: { role: 'admin', email: 'made-up-admin@example.test' },
    });
    expect(res.statusCode).toBe(404);
  });
});
