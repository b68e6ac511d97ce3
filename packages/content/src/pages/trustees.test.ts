import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { PageMetaSchema, TrusteeSchema } from '../schemas.ts';
import { structure } from './aboutTheTrust.ts';
import { HeroSchema, images } from './pageTestSupport.ts';
import * as trusteePage from './trustees.ts';

const { trustees } = trusteePage;

describe('trustee biographies', () => {
  it('match their schemas', () => {
    expect(v.safeParse(PageMetaSchema, trusteePage.meta).issues).toBeUndefined();
    expect(v.safeParse(HeroSchema, trusteePage.hero).issues).toBeUndefined();
    for (const trustee of trustees) {
      expect(v.safeParse(TrusteeSchema, trustee).issues).toBeUndefined();
    }
  });

  it('are on /trustee-biographies', () => {
    expect(trusteePage.meta.path).toBe('/trustee-biographies');
  });

  it('are seven, of whom exactly three are operational signatories', () => {
    expect(trustees).toHaveLength(7);
    expect(trustees.filter((trustee) => trustee.operationalSignatory)).toHaveLength(3);
  });

  it('give signing authority to the Chair, the Executive Lead and one other role of the structure', () => {
    const signatoryRoles = trustees
      .filter((trustee) => trustee.operationalSignatory)
      .map((trustee) => trustee.role);
    expect(signatoryRoles).toContain('Chair of Trustees');
    expect(signatoryRoles).toContain('Executive Lead');
    const structureRoles = structure.roles.map((role) => role.title);
    for (const role of signatoryRoles) expect(structureRoles).toContain(role);
    for (const role of signatoryRoles) expect(trusteePage.signatoryStatement).toContain(role);
  });

  it('say that only three are signatories and the rest advisory or non-executive', () => {
    expect(trusteePage.signatoryStatement).toContain(
      'Only three trustees are operational signatories',
    );
    expect(trusteePage.signatoryStatement).toContain('advisory or non-executive');
    for (const trustee of trustees.filter((t) => !t.operationalSignatory)) {
      expect(`${trustee.role} ${trustee.bio}`).toMatch(/advisory|non-executive/i);
    }
  });

  it('show placeholder names, each distinct, until the trust confirms them, and say so', () => {
    for (const trustee of trustees) {
      expect(trustee.nameConfirmed).toBe(false);
      expect(trustee.name).toContain('name to be confirmed');
    }
    expect(new Set(trustees.map((trustee) => trustee.name)).size).toBe(7);
    expect(trusteePage.placeholderNote).toContain('placeholder');
  });

  it('each have a biography and a quotation', () => {
    for (const trustee of trustees) {
      expect(trustee.bio.length).toBeGreaterThan(40);
      expect(trustee.quote.length).toBeGreaterThan(20);
    }
  });

  it('have no picture without a description', () => {
    for (const image of images(trusteePage)) expect(image.alt.trim()).not.toBe('');
  });
});
