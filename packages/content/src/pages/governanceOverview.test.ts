import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { LinkSchema, PageMetaSchema } from '../schemas.ts';
import { closing, hero, meta, overview, policyGroups } from './governanceOverview.ts';
import { HeroSchema, internalLinks, isKnownSitePath } from './pageTestSupport.ts';

const PolicyGroupSchema = v.object({
  id: v.pipe(v.string(), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)),
  heading: v.pipe(v.string(), v.nonEmpty()),
  policies: v.pipe(
    v.array(v.object({ ...LinkSchema.entries, summary: v.pipe(v.string(), v.nonEmpty()) })),
    v.minLength(1),
  ),
});

/** Every governance and policy route of spec section 2, apart from this page. */
const governanceRoutes = [
  '/governance-legal-framework',
  '/constitution',
  '/privacy-policy',
  '/cookie-policy',
  '/terms-of-use',
  '/accessibility-statement',
  '/safeguarding',
  '/conflict-of-interest',
  '/financial-controls',
  '/risk-management',
  '/whistleblowing',
  '/anti-fraud',
];

describe('governance overview page', () => {
  it('matches the schemas', () => {
    expect(v.safeParse(PageMetaSchema, meta).success).toBe(true);
    expect(v.safeParse(HeroSchema, hero).success).toBe(true);
    expect(v.safeParse(v.array(PolicyGroupSchema), policyGroups).success).toBe(true);
    expect(v.safeParse(LinkSchema, closing.link).success).toBe(true);
    expect(meta.path).toBe('/governance');
    expect(meta.title).toBe('Governance & Oversight');
  });

  it('points to every governance route, each once', () => {
    const hrefs = policyGroups.flatMap((group) => group.policies.map((policy) => policy.href));
    expect([...hrefs].sort()).toEqual([...governanceRoutes].sort());
  });

  it('gives each group a unique anchor', () => {
    const ids = policyGroups.map((group) => group.id);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('states who approves the policies and how decisions are made', () => {
    expect(overview).toContain('approved by the Board of Trustees and reviewed annually');
    expect(overview).toContain('formal resolution of the Board of Trustees');
    expect(overview).toContain('only three trustees act as operational signatories');
  });

  it('links only to routes of the site', () => {
    const links = internalLinks({ hero, overview, policyGroups, closing });
    expect(links).toContain('/contact');
    for (const href of links) expect(isKnownSitePath(href), href).toBe(true);
  });
});
