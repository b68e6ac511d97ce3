import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as entry from './index.ts';
import {
  contactSchema,
  createContactSchema,
  createEnquirySchema,
  emailPattern,
  enquirySchema,
  footerNewsletterSchema,
  isHoneypotFilled,
  newsletterSignupSchema,
} from './schemas.ts';

/** Every message, by the dotted path of the field it belongs to. */
function messagesOf(schema: v.GenericSchema, input: unknown): Record<string, string[]> {
  const result = v.safeParse(schema, input);
  if (result.success) return {};
  const byField: Record<string, string[]> = {};
  for (const issue of result.issues) {
    const path = v.getDotPath(issue) ?? '';
    (byField[path] ??= []).push(issue.message);
  }
  return byField;
}

const validEmails = [
  'amina.yusuf@example.org',
  'partnerships@ghat.org.uk',
  'First.Last+news@Example.COM',
  'o%connor_99@health-trust.co',
  'DIRECTOR@CLINIC.NG',
];

const invalidEmails = [
  'amina.yusuf',
  'amina@',
  '@example.org',
  'amina@example',
  'amina@example.c',
  'amina@example.12',
  'amina yusuf@example.org',
  'amina@@example.org',
  'amina@example.org.',
];

describe('emailPattern', () => {
  it.each(validEmails)('accepts %s', (email) => {
    expect(emailPattern.test(email)).toBe(true);
  });

  it.each(invalidEmails)('rejects %s', (email) => {
    expect(emailPattern.test(email)).toBe(false);
  });
});

describe('enquirySchema', () => {
  const valid = {
    name: 'Dr Amina Yusuf',
    email: 'amina.yusuf@example.org',
    phone: '',
    message: 'We would like to discuss a legacy gift.',
  };

  it('accepts a complete enquiry and trims every text', () => {
    expect(
      v.parse(enquirySchema, {
        name: '  Dr Amina Yusuf ',
        email: ' amina.yusuf@example.org  ',
        phone: ' 020 7946 0000 ',
        message: '\nWe would like to discuss a legacy gift.\n',
      }),
    ).toEqual({ ...valid, phone: '020 7946 0000' });
  });

  it("says 'Name is required' for an empty or blank name", () => {
    expect(messagesOf(enquirySchema, { ...valid, name: '' })).toEqual({
      name: ['Name is required'],
    });
    expect(messagesOf(enquirySchema, { ...valid, name: '   ' })).toEqual({
      name: ['Name is required'],
    });
  });

  it("says only 'Email is required' for an empty or blank email", () => {
    expect(messagesOf(enquirySchema, { ...valid, email: '' })).toEqual({
      email: ['Email is required'],
    });
    expect(messagesOf(enquirySchema, { ...valid, email: ' \t ' })).toEqual({
      email: ['Email is required'],
    });
  });

  it.each(invalidEmails)("says 'Please enter a valid email address' for %s", (email) => {
    expect(messagesOf(enquirySchema, { ...valid, email })).toEqual({
      email: ['Please enter a valid email address'],
    });
  });

  it.each(validEmails)('accepts the email %s', (email) => {
    expect(messagesOf(enquirySchema, { ...valid, email })).toEqual({});
  });

  it("says 'Message is required' for an empty or blank message", () => {
    expect(messagesOf(enquirySchema, { ...valid, message: '\n\n' })).toEqual({
      message: ['Message is required'],
    });
  });

  it('has no rule for the phone number but the one-line rule, and it may be left out', () => {
    expect(messagesOf(enquirySchema, { ...valid, phone: 'call me after 5' })).toEqual({});
    const { phone: _phone, ...withoutPhone } = valid;
    expect(v.parse(enquirySchema, withoutPhone)).toEqual({ ...valid, phone: '' });
  });

  it('gives every message at once for an empty form', () => {
    expect(messagesOf(enquirySchema, { name: '', email: '', phone: '', message: '' })).toEqual({
      name: ['Name is required'],
      email: ['Email is required'],
      message: ['Message is required'],
    });
  });

  it('takes translated messages', () => {
    const schema = createEnquirySchema({ nameRequired: 'Le nom est obligatoire' });
    expect(messagesOf(schema, { ...valid, name: '' })).toEqual({
      name: ['Le nom est obligatoire'],
    });
  });
});

describe('contactSchema', () => {
  const valid = {
    name: 'Tomás Okafor',
    email: 'tomas@example.org',
    subject: 'Partnership enquiry',
    message: 'Our hospital would like to talk about a partnership.',
    consent: true,
    honeypot: '',
  };

  it('accepts a complete message and trims it', () => {
    expect(
      v.parse(contactSchema, { ...valid, name: ' Tomás Okafor ', subject: 'Partnership enquiry ' }),
    ).toEqual(valid);
  });

  it('requires every text field', () => {
    expect(
      messagesOf(contactSchema, { ...valid, name: ' ', email: '', subject: '', message: '' }),
    ).toEqual({
      name: ['Full name is required'],
      email: ['Email is required'],
      subject: ['Subject is required'],
      message: ['Message is required'],
    });
  });

  it('checks the email shape', () => {
    expect(messagesOf(contactSchema, { ...valid, email: 'tomas@example' })).toEqual({
      email: ['Please enter a valid email address'],
    });
  });

  it("says 'Please provide consent to process your enquiry.' without consent", () => {
    expect(messagesOf(contactSchema, { ...valid, consent: false })).toEqual({
      consent: ['Please provide consent to process your enquiry.'],
    });
  });

  it('gives a field left out, or sent as something other than text, its own message', () => {
    expect(messagesOf(contactSchema, { name: 42, subject: ['Hi'] })).toEqual({
      name: ['Full name is required'],
      email: ['Email is required'],
      subject: ['Subject is required'],
      message: ['Message is required'],
      consent: ['Please provide consent to process your enquiry.'],
    });
    expect(messagesOf(contactSchema, { ...valid, consent: 'yes' })).toEqual({
      consent: ['Please provide consent to process your enquiry.'],
    });
  });

  it('accepts a filled honeypot, so a bot is dropped silently rather than told', () => {
    expect(messagesOf(contactSchema, { ...valid, honeypot: 'http://spam.example' })).toEqual({});
  });

  it('treats a missing honeypot as empty', () => {
    const { honeypot: _honeypot, ...rest } = valid;
    expect(v.parse(contactSchema, rest).honeypot).toBe('');
  });

  it('takes translated messages', () => {
    const schema = createContactSchema({ consentRequired: 'Merci de donner votre accord.' });
    expect(messagesOf(schema, { ...valid, consent: false })).toEqual({
      consent: ['Merci de donner votre accord.'],
    });
  });
});

describe('newsletterSignupSchema', () => {
  const valid = { firstName: 'Priya', email: 'priya@example.org', consent: true };

  it('accepts a first name, email and consent, trimmed', () => {
    expect(v.parse(newsletterSignupSchema, { ...valid, firstName: ' Priya ' })).toEqual(valid);
  });

  it('requires the first name and email, and checks the email shape', () => {
    expect(messagesOf(newsletterSignupSchema, { ...valid, firstName: '', email: '' })).toEqual({
      firstName: ['First name is required'],
      email: ['Email is required'],
    });
    expect(messagesOf(newsletterSignupSchema, { ...valid, email: 'priya' })).toEqual({
      email: ['Please enter a valid email address'],
    });
  });

  it('requires consent to be true', () => {
    expect(messagesOf(newsletterSignupSchema, { ...valid, consent: false })).toEqual({
      consent: ['Please confirm you would like to receive our newsletter.'],
    });
  });
});

describe('footerNewsletterSchema', () => {
  it('accepts a trimmed email', () => {
    expect(v.parse(footerNewsletterSchema, { email: ' priya@example.org ' })).toEqual({
      email: 'priya@example.org',
    });
  });

  it('requires an email of the usual shape', () => {
    expect(messagesOf(footerNewsletterSchema, { email: '' })).toEqual({
      email: ['Email is required'],
    });
    expect(messagesOf(footerNewsletterSchema, { email: 'priya@' })).toEqual({
      email: ['Please enter a valid email address'],
    });
  });
});

describe('one-line fields', () => {
  const enquiry = { name: 'Eve', email: 'eve@example.org', phone: '', message: 'Hello' };
  const contact = {
    name: 'Eve',
    email: 'eve@example.org',
    subject: 'A gift',
    message: 'Hello',
    consent: true,
    honeypot: '',
  };
  const signUp = { firstName: 'Eve', email: 'eve@example.org', consent: true };
  // A line break of each kind, a tab, NUL, BEL, DEL, a C1 control (NEL) and the line and
  // paragraph separators, each inside the text: trimming would not remove it.
  const breaks = [
    '\n',
    '\r\n',
    '\r',
    '\t',
    '\u0000',
    '\u0007',
    '\u007f',
    '\u0085',
    '\u2028',
    '\u2029',
  ];
  const fields = [
    {
      form: 'enquiry',
      schema: enquirySchema,
      valid: enquiry,
      field: 'name',
      message: 'Name must be on one line, with no line breaks or tabs',
    },
    {
      form: 'enquiry',
      schema: enquirySchema,
      valid: enquiry,
      field: 'phone',
      message: 'Phone number must be on one line, with no line breaks or tabs',
    },
    {
      form: 'contact',
      schema: contactSchema,
      valid: contact,
      field: 'name',
      message: 'Full name must be on one line, with no line breaks or tabs',
    },
    {
      form: 'contact',
      schema: contactSchema,
      valid: contact,
      field: 'subject',
      message: 'Subject must be on one line, with no line breaks or tabs',
    },
    {
      form: 'sign-up',
      schema: newsletterSignupSchema,
      valid: signUp,
      field: 'firstName',
      message: 'First name must be on one line, with no line breaks or tabs',
    },
  ] as const;
  /** A character by its code point, for a test's name. */
  const codes = (text: string) =>
    [...text].map((c) => `U+${c.codePointAt(0)?.toString(16).padStart(4, '0')}`).join(' ');
  const cases = fields.flatMap((field) =>
    breaks.map((lineBreak) => ({ ...field, lineBreak, shown: codes(lineBreak) })),
  );

  it.each(cases)(
    'refuses the $form form’s $field with $shown inside, with its own message',
    ({ schema, valid, field, message, lineBreak }) => {
      const text = `Eve${lineBreak}Email: ceo@example.org`;
      expect(messagesOf(schema, { ...valid, [field]: text })).toEqual({ [field]: [message] });
    },
  );

  it.each(fields)(
    'refuses the $form form’s $field with a line break at either end (only a hand-made post sends one)',
    ({ schema, valid, field, message }) => {
      expect(messagesOf(schema, { ...valid, [field]: 'Eve\r\n' })).toEqual({ [field]: [message] });
      expect(messagesOf(schema, { ...valid, [field]: '\nEve' })).toEqual({ [field]: [message] });
    },
  );

  it('still trims spaces from a one-line field, and accepts letters of any script', () => {
    expect(
      v.parse(contactSchema, { ...contact, name: '  Ève Okafor-Łukasz ', subject: ' إرسال ' }),
    ).toEqual({
      ...contact,
      name: 'Ève Okafor-Łukasz',
      subject: 'إرسال',
    });
    expect(v.parse(enquirySchema, { ...enquiry, phone: ' +44 (0)20 7946 0000 ' }).phone).toBe(
      '+44 (0)20 7946 0000',
    );
  });

  it('keeps the lines and tabs of a message, trimmed at its ends', () => {
    const message = 'Dear Trust,\r\n\r\nWe would like to talk.\n\tRegards,\n\tEve';
    expect(v.parse(contactSchema, { ...contact, message: `\n${message}\n` }).message).toBe(message);
    expect(v.parse(enquirySchema, { ...enquiry, message: `${message}\u2028` }).message).toBe(
      message,
    );
  });

  it('refuses a line break inside an email address as not valid, and trims one at its ends', () => {
    expect(
      messagesOf(contactSchema, { ...contact, email: 'eve@example.org\r\nBcc: x@example.org' }),
    ).toEqual({
      email: ['Please enter a valid email address'],
    });
    expect(v.parse(contactSchema, { ...contact, email: 'eve@example.org\r\n' }).email).toBe(
      'eve@example.org',
    );
  });

  it('gives the rule’s message in the language given', () => {
    const schema = createEnquirySchema({ phoneSingleLine: 'Le numéro doit tenir sur une ligne' });
    expect(messagesOf(schema, { ...enquiry, phone: '020\n7946' })).toEqual({
      phone: ['Le numéro doit tenir sur une ligne'],
    });
  });
});

describe('isHoneypotFilled', () => {
  it('is false for an empty, blank or missing value', () => {
    expect(isHoneypotFilled('')).toBe(false);
    expect(isHoneypotFilled('   ')).toBe(false);
    expect(isHoneypotFilled(undefined)).toBe(false);
    expect(isHoneypotFilled(null)).toBe(false);
  });

  it('is true for any text', () => {
    expect(isHoneypotFilled('http://spam.example')).toBe(true);
    expect(isHoneypotFilled('a')).toBe(true);
  });
});

describe('the @ghat/forms entry', () => {
  it('re-exports the schemas and helpers', () => {
    expect(entry.enquirySchema).toBe(enquirySchema);
    expect(entry.contactSchema).toBe(contactSchema);
    expect(entry.newsletterSignupSchema).toBe(newsletterSignupSchema);
    expect(entry.footerNewsletterSchema).toBe(footerNewsletterSchema);
    expect(entry.isHoneypotFilled).toBe(isHoneypotFilled);
    expect(entry.emailPattern).toBe(emailPattern);
  });
});
