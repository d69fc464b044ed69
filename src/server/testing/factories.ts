import { randomUUID } from 'node:crypto';
import type { UserRole } from '../../shared/auth/constants';
import { createAccount } from '../auth/accounts';
import type { TestContext } from './test-app';

export interface TestUser {
  id: string;
  email: string;
  password: string;
  /** Cookie header of a signed-in session ('' for an unconfirmed user, who cannot sign in). */
  cookie: string;
}

export const testPassword = 'secret123';

/** Cookie header value from a response's set-cookie headers. */
export function cookieFrom(setCookie: string | string[] | undefined): string {
  const list = Array.isArray(setCookie) ? setCookie : setCookie ? [setCookie] : [];
  return list
    .map((c) => c.split(';')[0] ?? '')
    .filter((c) => c && !c.endsWith('='))
    .join('; ');
}

export async function signInCookie(ctx: TestContext, email: string, password: string): Promise<string> {
  const res = await ctx.app.inject({
    method: 'POST',
    url: '/api/auth/sign-in/email',
    headers: { origin: ctx.deps.config.publicUrl },
    payload: { email, password },
  });
  if (res.statusCode !== 200) throw new Error(`sign-in failed for ${email}: ${res.statusCode} ${res.body}`);
  return cookieFrom(res.headers['set-cookie']);
}

/** A user created the way the seed creates demo accounts, signed in unless unconfirmed. */
export async function createTestUser(
  ctx: TestContext,
  opts: {
    role?: UserRole;
    verified?: boolean;
    email?: string;
    password?: string;
    fullName?: string;
    companyName?: string;
  } = {},
): Promise<TestUser> {
  const role = opts.role ?? 'buyer';
  const email = (opts.email ?? `${role}-${randomUUID().slice(0, 12)}@example.test`).toLowerCase();
  const password = opts.password ?? testPassword;
  const verified = opts.verified ?? true;
  const { id } = await createAccount(ctx.deps.database.db, {
    role,
    email,
    password,
    fullName: opts.fullName ?? `Test ${role}`,
    companyName: opts.companyName,
    emailVerified: verified,
  });
  const cookie = verified ? await signInCookie(ctx, email, password) : '';
  return { id, email, password, cookie };
}
