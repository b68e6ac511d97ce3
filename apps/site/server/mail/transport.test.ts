import { organisation } from '@ghat/content';
import { describe, expect, it } from 'vitest';
import { startSmtpServer } from '../../test/support/mailTestSupport.ts';
import { createMailTransport, mailConfigFromEnv } from './transport.ts';

describe('mailConfigFromEnv', () => {
  it('sends from and to the trust’s own address by default, and leaves mail unconfigured', () => {
    expect(mailConfigFromEnv({})).toEqual({
      smtpUrl: undefined,
      from: `"${organisation.name}" <${organisation.contactEmail}>`,
      enquiriesTo: organisation.contactEmail,
    });
    expect(mailConfigFromEnv({ SMTP_URL: ' ' }).smtpUrl).toBeUndefined();
  });

  it('reads SMTP_URL, GHAT_MAIL_FROM and GHAT_ENQUIRIES_TO', () => {
    expect(
      mailConfigFromEnv({
        SMTP_URL: 'smtps://user:pass@mail.example.org:465',
        GHAT_MAIL_FROM: 'GHAT <web@example.org>',
        GHAT_ENQUIRIES_TO: 'inbox@example.org',
      }),
    ).toEqual({
      smtpUrl: 'smtps://user:pass@mail.example.org:465',
      from: 'GHAT <web@example.org>',
      enquiriesTo: 'inbox@example.org',
    });
  });

  it('refuses a URL that is not SMTP, without repeating it (it may hold a password)', () => {
    for (const url of ['http://user:secret@example.org', 'secret', 'smtp//x']) {
      expect(() => mailConfigFromEnv({ SMTP_URL: url })).toThrow(
        /^SMTP_URL must be an smtp:\/\/ or smtps:\/\/ URL$/,
      );
    }
  });

  it('refuses an address that would add a header', () => {
    expect(() =>
      mailConfigFromEnv({ GHAT_MAIL_FROM: 'a@example.org\r\nBcc: b@example.org' }),
    ).toThrow(/GHAT_MAIL_FROM/);
    expect(() => mailConfigFromEnv({ GHAT_ENQUIRIES_TO: 'a@example.org\nBcc: b' })).toThrow(
      /GHAT_ENQUIRIES_TO/,
    );
  });
});

describe('createMailTransport', () => {
  it('is undefined without SMTP_URL', () => {
    expect(createMailTransport({})).toBeUndefined();
  });

  it('sends over SMTP to the server SMTP_URL names', async () => {
    const smtp = await startSmtpServer();
    const transport = createMailTransport(mailConfigFromEnv({ SMTP_URL: smtp.url }));
    await transport?.sendMail({
      from: 'web@example.org',
      to: 'inbox@example.org',
      subject: 'Hello',
      text: 'Body',
    });
    const [mail] = await smtp.waitFor(1);
    expect(mail?.to).toEqual(['inbox@example.org']);
    expect(mail?.headers.get('subject')).toBe('Hello');
    expect(mail?.text).toBe('Body');
    transport?.close?.();
    await smtp.stop();
  });
});
