import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config';

describe('loadConfig', () => {
  it('listens on loopback unless HOST says otherwise, in every environment', () => {
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:587' }).host).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it('is told to listen on every interface by the image and the compose file', () => {
    expect(readFileSync('Dockerfile', 'utf8')).toMatch(/^ENV .*\bHOST=0\.0\.0\.0\b/m);
    expect(readFileSync('compose.yaml', 'utf8')).toMatch(/^ {4}HOST: 0\.0\.0\.0$/m);
  });

  it('refuses production without a mail transport, unless told to keep an outbox', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(
      'Invalid configuration: production sends mail (confirmations, password resets) through SMTP_URL, ' +
        'which is not set. Set SMTP_URL, or MAIL_OUTBOX=true to keep mail in the outbox table unsent.',
    );
    expect(() => loadConfig({ NODE_ENV: 'production', SMTP_URL: ' ' })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ NODE_ENV: 'production', MAIL_OUTBOX: 'yes' })).toThrow(/MAIL_OUTBOX/);
    expect(loadConfig({ NODE_ENV: 'production', MAIL_OUTBOX: 'true' }).mail.smtpUrl).toBeUndefined();
    expect(loadConfig({ NODE_ENV: 'production', SMTP_URL: 'smtp://mail:587' }).mail.smtpUrl).toBe(
      'smtp://mail:587',
    );
    // Outside production the outbox is the development mailbox.
    expect(() => loadConfig({})).not.toThrow();
  });
});
