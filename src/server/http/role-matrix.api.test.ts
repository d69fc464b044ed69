import { beforeAll, describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../testing/factories';
import { setupTestApp } from '../testing/test-app';

const ctx = setupTestApp();
type Level = 'user' | 'supplier' | 'admin';
type Role = 'anonymous' | 'buyer' | 'supplier' | 'admin';
const someId = '00000000-0000-4000-8000-000000000000';

/** Every guarded API route so far, with who may use it. Bodies are empty: only access is checked. */
const guarded: {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  url: string;
  level: Level;
  mutatesBuyer?: true;
}[] = [
  { method: 'GET', url: '/api/account/profile', level: 'user' },
  { method: 'PATCH', url: '/api/account/profile', level: 'user' },
  { method: 'PUT', url: '/api/account/language', level: 'user' },
  { method: 'PUT', url: '/api/account/avatar', level: 'user' },
  { method: 'DELETE', url: '/api/account/avatar', level: 'user' },
  { method: 'POST', url: '/api/account/become-supplier', level: 'user', mutatesBuyer: true },
  { method: 'DELETE', url: '/api/account', level: 'user' },
  { method: 'GET', url: '/api/account/business', level: 'user' },
  { method: 'GET', url: '/api/account/dashboard', level: 'user' },
  { method: 'POST', url: '/api/catalogs', level: 'supplier' },
  { method: 'GET', url: '/api/catalogs/mine', level: 'supplier' },
  { method: 'PUT', url: `/api/catalogs/${someId}`, level: 'supplier' },
  { method: 'DELETE', url: `/api/catalogs/${someId}`, level: 'supplier' },
  { method: 'POST', url: '/api/products', level: 'supplier' },
  { method: 'GET', url: '/api/products/mine', level: 'supplier' },
  { method: 'DELETE', url: `/api/products/${someId}`, level: 'supplier' },
  { method: 'GET', url: '/api/suppliers/me', level: 'supplier' },
  { method: 'PUT', url: '/api/suppliers/me', level: 'supplier' },
  { method: 'POST', url: '/api/inquiries', level: 'user' },
  { method: 'GET', url: '/api/conversations', level: 'user' },
  { method: 'GET', url: `/api/conversations/${someId}`, level: 'user' },
  { method: 'POST', url: `/api/conversations/${someId}/read`, level: 'user' },
  { method: 'POST', url: `/api/conversations/${someId}/messages`, level: 'user' },
  { method: 'POST', url: `/api/conversations/${someId}/report`, level: 'user' },
  { method: 'POST', url: `/api/conversations/${someId}/block`, level: 'user' },
  { method: 'DELETE', url: `/api/conversations/${someId}/block`, level: 'user' },
  { method: 'GET', url: `/api/trade-photos/${someId}/thumb`, level: 'user' },
  { method: 'POST', url: '/api/requirements', level: 'user' },
  { method: 'GET', url: '/api/requirements/mine', level: 'user' },
  { method: 'GET', url: '/api/requirements/matched', level: 'user' },
  { method: 'GET', url: `/api/requirements/${someId}`, level: 'user' },
  { method: 'POST', url: `/api/requirements/${someId}/quotes`, level: 'user' },
  { method: 'POST', url: `/api/requirements/${someId}/close`, level: 'user' },
  { method: 'POST', url: `/api/requirements/${someId}/report`, level: 'user' },
  { method: 'POST', url: `/api/quotes/${someId}/accept`, level: 'user' },
  { method: 'POST', url: `/api/quotes/${someId}/decline`, level: 'user' },
  { method: 'GET', url: '/api/admin/users', level: 'admin' },
  { method: 'POST', url: '/api/admin/users/some-user', level: 'admin' },
  { method: 'GET', url: '/api/admin/reports', level: 'admin' },
  { method: 'POST', url: `/api/admin/reports/${someId}/decision`, level: 'admin' },
  { method: 'POST', url: `/api/admin/reviews/${someId}`, level: 'admin' },
  { method: 'GET', url: '/api/admin/inboxes/waitlist', level: 'admin' },
  { method: 'GET', url: '/api/admin/inboxes/contact/export.csv', level: 'admin' },
  { method: 'GET', url: '/api/admin/audit', level: 'admin' },
  { method: 'GET', url: '/api/admin/claims', level: 'admin' },
  { method: 'POST', url: `/api/admin/claims/${someId}/decision`, level: 'admin' },
  { method: 'GET', url: '/api/waitlist', level: 'admin' },
  { method: 'GET', url: '/api/contact', level: 'admin' },
];

const allowed: Record<Level, Role[]> = {
  user: ['buyer', 'supplier', 'admin'],
  supplier: ['supplier', 'admin'],
  admin: ['admin'],
};

const users = {} as Record<Exclude<Role, 'anonymous'>, TestUser>;
beforeAll(async () => {
  users.buyer = await createTestUser(ctx, { role: 'buyer' });
  users.supplier = await createTestUser(ctx, { role: 'supplier' });
  users.admin = await createTestUser(ctx, { role: 'admin' });
});

describe('role matrix', () => {
  for (const route of guarded) {
    for (const role of ['anonymous', 'buyer', 'supplier', 'admin'] as const) {
      const ok = role !== 'anonymous' && allowed[route.level].includes(role);
      it(`${route.method} ${route.url} as ${role}: ${ok ? 'allowed' : role === 'anonymous' ? '401' : '403'}`, async () => {
        const user =
          role === 'anonymous'
            ? undefined
            : route.mutatesBuyer && role === 'buyer'
              ? await createTestUser(ctx, { role: 'buyer' })
              : users[role];
        const res = await ctx.app.inject({
          method: route.method,
          url: route.url,
          headers: { origin: ctx.deps.config.publicUrl, ...(user ? { cookie: user.cookie } : {}) },
          ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: {} }),
        });
        if (ok) expect([401, 403], res.body).not.toContain(res.statusCode);
        else expect(res.statusCode, res.body).toBe(role === 'anonymous' ? 401 : 403);
        if (!ok) expect(res.json().error.code).toBe(role === 'anonymous' ? 'unauthenticated' : 'forbidden');
      });
    }
  }

  it('lists the accounts with their roles for an admin', async () => {
    for (const role of ['buyer', 'supplier', 'admin'] as const) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: `/api/admin/users?q=${encodeURIComponent(users[role].email)}`,
        headers: { cookie: users.admin.cookie },
      });
      const listed = res.json().items as { email: string; role: string }[];
      expect(listed.map((u) => [u.email, u.role])).toEqual([[users[role].email, role]]);
    }
  });

  it('refuses a signed-in change that does not come from our pages', async () => {
    const res = await ctx.app.inject({
      method: 'PATCH',
      url: '/api/account/profile',
      headers: { origin: 'https://evil.example', cookie: users.buyer.cookie },
      payload: { fullName: 'Hacked' },
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(
      'This request did not come from the TradeSetu site and was refused.',
    );
  });
});
