import { describe, expect, it } from 'vitest';
import { createTestUser, type TestUser } from '../testing/factories';
import { setupTestApp, type TestContext } from '../testing/test-app';

// Not 3000: the old rule trusted 127.0.0.1:3000 by name, whatever the app's port.
const port = 4310;
const env = { PORT: String(port), PUBLIC_URL: `http://localhost:${port}` };
const loopback = [`http://127.0.0.1:${port}`, `http://[::1]:${port}`, `http://localhost:${port}`];
const elsewhere = [
  `http://127.0.0.1:${port + 1}`,
  'http://127.0.0.1:3000',
  'http://[::1]:5173',
  `https://127.0.0.1:${port}`,
  `http://192.168.1.5:${port}`,
];

function signIn(ctx: TestContext, user: TestUser, origin: string) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin },
    payload: { email: user.email, password: user.password },
  });
}

/** A change guarded by our own check (auth-guard), not better-auth's. */
function setLanguage(ctx: TestContext, user: TestUser, origin: string) {
  return ctx.app.inject({
    method: 'PUT',
    url: '/api/account/language',
    headers: { origin, cookie: user.cookie },
    payload: { language: 'hi' },
  });
}

describe('outside production', () => {
  const ctx = setupTestApp(env);

  it.each(loopback)('signs in and changes things from %s, the same site on another name', async (origin) => {
    const user = await createTestUser(ctx);
    expect((await signIn(ctx, user, origin)).statusCode).toBe(200);
    expect((await setLanguage(ctx, user, origin)).statusCode).toBe(200);
  });

  it.each(elsewhere)('refuses %s, another port or host', async (origin) => {
    const user = await createTestUser(ctx);
    const res = await signIn(ctx, user, origin);
    expect(res.statusCode).toBe(403);
    expect(res.json().error.message).toBe(
      'This request did not come from the TradeSetu site and was refused.',
    );
    expect((await setLanguage(ctx, user, origin)).statusCode).toBe(403);
  });
});

describe('in production', () => {
  const ctx = setupTestApp({ ...env, NODE_ENV: 'production' });

  it('accepts PUBLIC_URL only', async () => {
    const user = await createTestUser(ctx);
    expect((await signIn(ctx, user, `http://localhost:${port}`)).statusCode).toBe(200);
    for (const origin of loopback.slice(0, 2)) {
      expect((await signIn(ctx, user, origin)).statusCode).toBe(403);
      expect((await setLanguage(ctx, user, origin)).statusCode).toBe(403);
    }
  });
});
