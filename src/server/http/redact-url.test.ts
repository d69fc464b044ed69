import { describe, expect, it } from 'vitest';
import { redactUrl } from './redact-url';

describe('redactUrl', () => {
  it('masks the values of credentials, tokens and contact details, and keeps the rest', () => {
    expect(redactUrl('/auth?email=a%40b.c&password=secret&next=%2Fcatalog')).toBe(
      '/auth?email=[redacted]&password=[redacted]&next=%2Fcatalog',
    );
    expect(
      redactUrl('/x?newPassword=a&currentPassword=b&token=c&phone=9876543210&confirmPassword=d&q=tea'),
    ).toBe(
      '/x?newPassword=[redacted]&currentPassword=[redacted]&token=[redacted]&phone=[redacted]' +
        '&confirmPassword=[redacted]&q=tea',
    );
  });

  it('matches names whatever their case or encoding, and leaves URLs without them alone', () => {
    expect(redactUrl('/a?PASSWORD=x&pass%77ord=y&user%5Bemail%5D=z')).toBe(
      '/a?PASSWORD=[redacted]&pass%77ord=[redacted]&user%5Bemail%5D=[redacted]',
    );
    expect(redactUrl('/api/councils?page=2&sort=name')).toBe('/api/councils?page=2&sort=name');
    expect(redactUrl('/api/health')).toBe('/api/health');
    expect(redactUrl('/a?password&%E0%A4=1')).toBe('/a?password&%E0%A4=1');
  });

  it('masks the token of a mailed reset link, which sits in the path', () => {
    expect(redactUrl('/api/auth/reset-password/abc123?callbackURL=%2Fauth%2Freset-password')).toBe(
      '/api/auth/reset-password/[redacted]?callbackURL=%2Fauth%2Freset-password',
    );
  });
});
