import { describe, expect, it } from 'vitest';
import { translatorForLanguage } from '../http/i18n';
import { renderActionMail } from './templates';

describe('renderActionMail', () => {
  it('writes the mail in the given language with the link in text and html, escaping the name', () => {
    const link = 'https://tradesetu.in/api/auth/verify-email?token=abc&callbackURL=%2F';
    const hi = renderActionMail(translatorForLanguage('hi'), 'confirmEmail', {
      name: '<b>Ravi</b>',
      link,
      appName: 'TradeSetu',
    });
    expect(hi.subject).toBe('TradeSetu के लिए अपने ईमेल की पुष्टि करें');
    expect(hi.text).toContain(link);
    expect(hi.html).toContain(
      'href="https://tradesetu.in/api/auth/verify-email?token=abc&amp;callbackURL=%2F"',
    );
    expect(hi.html).toContain('&lt;b&gt;Ravi&lt;/b&gt;');
    expect(hi.html).not.toContain('<b>Ravi</b>');
  });

  it('falls back to English for an unknown language', () => {
    const mail = renderActionMail(translatorForLanguage('xx'), 'resetPassword', {
      name: 'Ravi',
      link: 'https://x.in/r',
      appName: 'TradeSetu',
    });
    expect(mail.subject).toBe('Reset your TradeSetu password');
  });
});
