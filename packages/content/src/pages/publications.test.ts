import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LinkSchema, PageMetaSchema } from '../schemas.ts';
import {
  authoritativeVersion,
  contactNote,
  hero,
  integrityVerification,
  library,
  meta,
} from './publications.ts';
import { HeroSchema, internalLinks, isKnownSitePath } from './pageTestSupport.ts';

const text = v.pipe(v.string(), v.nonEmpty());
const BlockSchema = v.object({ heading: text, body: text });

describe('publications page', () => {
  it('matches the schemas', () => {
    expect(v.safeParse(PageMetaSchema, meta).success).toBe(true);
    expect(v.safeParse(HeroSchema, hero).success).toBe(true);
    expect(v.safeParse(v.object({ heading: text, intro: text }), library).success).toBe(true);
    expect(v.safeParse(BlockSchema, integrityVerification).success).toBe(true);
    expect(v.safeParse(BlockSchema, authoritativeVersion).success).toBe(true);
    expect(v.safeParse(LinkSchema, contactNote.link).success).toBe(true);
    expect(meta.path).toBe('/publications');
  });

  it('explains SHA-256 verification and how to run it', () => {
    const { body } = integrityVerification;
    expect(body).toContain('SHA-256 checksum');
    expect(body).toContain('first 16 characters');
    expect(body).toContain('**Show full SHA-256 checksum**');
    expect(body).toContain('**Verify file**');
    expect(body).toContain('`Get-FileHash .\\ghat-trust-constitution-v1.0.pdf -Algorithm SHA256`');
    expect(body).toContain('`shasum -a 256 ghat-trust-constitution-v1.0.pdf`');
    expect(body).toContain('`sha256sum ghat-trust-constitution-v1.0.pdf`');
  });

  it('states that the English version is authoritative', () => {
    expect(authoritativeVersion.body).toContain('the English version is the authoritative one');
  });

  it('links to /contact, and only to routes of the site', () => {
    expect(contactNote.link.href).toBe('/contact');
    const links = internalLinks({
      hero,
      library,
      integrityVerification,
      authoritativeVersion,
      contactNote,
    });
    for (const href of links) expect(isKnownSitePath(href), href).toBe(true);
  });
});
