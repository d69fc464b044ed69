import { describe, expect, it } from 'vitest';
import { createTestUser } from '../testing/factories';
import { setupTestApp } from '../testing/test-app';

const lines: string[] = [];
const ctx = setupTestApp({ LOG_LEVEL: 'info' }, { logger: true, logStream: { write: (l) => lines.push(l) } });

describe('request log', () => {
  it('logs one line per request without the values of passwords, tokens or emails', async () => {
    const user = await createTestUser(ctx);
    lines.length = 0;
    const urls = [
      // A native form submit, should the page's script not have run.
      `/auth?email=${encodeURIComponent(user.email)}&password=hunter2`,
      '/api/health?password=hunter2',
      '/api/auth/verify-email?token=hunter2&callbackURL=%2Fauth',
      '/api/auth/reset-password/hunter2?callbackURL=%2Fauth%2Freset-password',
      '/api/councils?newPassword=hunter2&currentPassword=hunter2&phone=hunter2',
    ];
    for (const url of urls) await ctx.app.inject({ method: 'GET', url });

    const logged = lines.map((l) => JSON.parse(l) as { msg: string; url?: string });
    expect(logged.filter((l) => l.msg === 'request').map((l) => l.url)).toEqual([
      '/auth?email=[redacted]&password=[redacted]',
      '/api/health?password=[redacted]',
      '/api/auth/verify-email?token=[redacted]&callbackURL=%2Fauth',
      '/api/auth/reset-password/[redacted]?callbackURL=%2Fauth%2Freset-password',
      '/api/councils?newPassword=[redacted]&currentPassword=[redacted]&phone=[redacted]',
    ]);
    for (const line of lines) {
      expect(line).not.toContain('hunter2');
      expect(line).not.toContain(user.email);
      expect(line).not.toContain(encodeURIComponent(user.email));
    }
  });
});
