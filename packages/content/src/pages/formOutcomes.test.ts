import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { contactFormCopy, enquiryFormCopy, newsletterSignupCopy } from '../copy.ts';
import { LinkSchema, PageMetaSchema } from '../schemas.ts';
import { formNotSentPage, formOutcomePages, formSentPage } from './formOutcomes.ts';
import { internalLinks, isKnownSitePath } from './pageTestSupport.ts';

const text = v.pipe(v.string(), v.nonEmpty());
const FormOutcomeSchema = v.object({
  meta: PageMetaSchema,
  tone: v.picklist(['success', 'error']),
  title: text,
  message: text,
  links: v.pipe(v.array(LinkSchema), v.minLength(1)),
});

describe('form outcome pages (forms sent without JavaScript)', () => {
  it('match the schema, each at its own address', () => {
    for (const page of formOutcomePages) v.parse(FormOutcomeSchema, page);
    const paths = formOutcomePages.map((page) => page.meta.path);
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(path).toMatch(/^\/forms\/[a-z]+(-[a-z]+)*$/);
  });

  it('confirm with the very words the forms show when sent with JavaScript', () => {
    for (const words of [
      contactFormCopy.sentMessage,
      enquiryFormCopy.successMessage,
      newsletterSignupCopy.successMessage,
    ]) {
      expect(formSentPage.message).toContain(words);
    }
    expect(formSentPage.title).toBe(enquiryFormCopy.successTitle);
  });

  it('say plainly that a refused form was not sent, how to get back to it, and another way', () => {
    expect(formNotSentPage.tone).toBe('error');
    expect(formNotSentPage.message).toMatch(/nothing was sent/);
    expect(formNotSentPage.message).toMatch(/Back button/);
    expect(formNotSentPage.message).toMatch(/mailto:/);
  });

  it('link only to pages that exist', () => {
    for (const href of internalLinks(formOutcomePages)) {
      expect(isKnownSitePath(href), href).toBe(true);
    }
  });
});
