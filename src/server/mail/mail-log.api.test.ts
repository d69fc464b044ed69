import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox } from '../db/schema';
import { setupTestApp } from '../testing/test-app';

const lines: string[] = [];
// debug: better-auth's own messages too.
const ctx = setupTestApp(
  { LOG_LEVEL: 'debug' },
  { logger: true, logStream: { write: (l) => lines.push(l) } },
);
const origin = () => ctx.deps.config.publicUrl;

const post = (url: string, payload: object) =>
  ctx.app.inject({ method: 'POST', url, headers: { origin: origin() }, payload });

async function lastLink(to: string): Promise<string> {
  const [mail] = await ctx.deps.database.db
    .select({ link: outbox.link })
    .from(outbox)
    .where(eq(outbox.to, to))
    .orderBy(desc(outbox.createdAt))
    .limit(1);
  if (!mail?.link) throw new Error(`no mail for ${to}`);
  return mail.link;
}

describe('the log of a sign-up and a password reset', () => {
  it('holds no action link, no token and no email address', async () => {
    const email = 'log-watch@example.test';
    const registered = await post('/api/account/register', {
      fullName: 'Log Watch',
      email,
      password: 'secret123',
    });
    expect(registered.statusCode).toBe(201);
    const confirm = await lastLink(email);
    expect((await ctx.app.inject({ method: 'GET', url: confirm.replace(origin(), '') })).statusCode).toBe(
      302,
    );

    expect(
      (await post('/api/auth/request-password-reset', { email, redirectTo: '/auth/reset-password' }))
        .statusCode,
    ).toBe(200);
    const reset = await lastLink(email);
    const followed = await ctx.app.inject({ method: 'GET', url: reset.replace(origin(), '') });
    const resetToken = new URL(String(followed.headers.location), origin()).searchParams.get('token') ?? '';
    expect(resetToken).not.toBe('');
    expect(
      (await post('/api/auth/reset-password', { token: resetToken, newPassword: 'brandnew1' })).statusCode,
    ).toBe(200);

    const confirmToken = new URL(confirm).searchParams.get('token') ?? '';
    const secrets = [email, encodeURIComponent(email), confirm, reset, confirmToken, resetToken];
    const kept = lines.filter((l) => l.includes('mail kept in the outbox'));
    expect(kept).toHaveLength(2);
    for (const line of lines) for (const secret of secrets) expect(line).not.toContain(secret);
  });
});
