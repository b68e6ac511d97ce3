import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import { formatLongDate } from '../dates.ts';
import { IsoDateSchema, LinkSchema, PageMetaSchema } from '../schemas.ts';
import {
  currentVersion,
  documentDetails,
  effectiveDate,
  hero,
  meta,
  related,
  summary,
  fullText,
  signedCopy,
  versionHistory,
} from './constitutionPage.ts';
import { constitutionFullText } from './constitutionFullText.ts';
import { HeroSchema, internalLinks, isKnownSitePath } from './pageTestSupport.ts';

const text = v.pipe(v.string(), v.nonEmpty());
const VersionSchema = v.object({ version: text, date: IsoDateSchema, description: text });

describe('constitution page', () => {
  it('matches the schemas', () => {
    expect(v.safeParse(PageMetaSchema, meta).success).toBe(true);
    expect(v.safeParse(HeroSchema, hero).success).toBe(true);
    expect(v.safeParse(IsoDateSchema, effectiveDate).success).toBe(true);
    expect(v.safeParse(v.object({ heading: text, body: text }), summary).success).toBe(true);
    expect(
      v.safeParse(
        v.object({ title: text, description: text, downloadLabel: text, formatLabel: text }),
        signedCopy,
      ).success,
    ).toBe(true);
    expect(
      v.safeParse(v.object({ heading: text, contentsLabel: text, intro: text }), fullText).success,
    ).toBe(true);
    expect(
      v.safeParse(
        v.object({ heading: text, versions: v.pipe(v.array(VersionSchema), v.minLength(1)) }),
        versionHistory,
      ).success,
    ).toBe(true);
    expect(v.safeParse(v.array(LinkSchema), related.links).success).toBe(true);
    expect(meta.path).toBe('/constitution');
  });

  it('is effective from 1 December 2024, version 1.0 (Original)', () => {
    expect(effectiveDate).toBe('2024-12-01');
    expect(formatLongDate(effectiveDate)).toBe('1 December 2024');
    expect(currentVersion).toBe('1.0 (Original)');
    expect(documentDetails.effectiveDate.value).toBe('2024-12-01');
    expect(documentDetails.version.value).toBe('1.0 (Original)');
    expect(documentDetails.status.value).toBe('Signed');
    expect(hero.intro).toContain('Effective from 1 December 2024.');
    expect(meta.description).toContain('effective 1 December 2024');
  });

  it('records the original adoption in the version history', () => {
    expect(versionHistory.versions.at(-1)).toEqual({
      version: '1.0 (Original)',
      date: '2024-12-01',
      description: 'Original constitution adopted and signed by the founding trustees.',
    });
  });

  it('links to /publications, /governance and /contact, and only to routes of the site', () => {
    expect(related.links.map((link) => link.href)).toEqual([
      '/publications',
      '/governance',
      '/contact',
    ]);
    const links = internalLinks({ hero, summary, signedCopy, fullText, versionHistory, related });
    for (const href of links) expect(isKnownSitePath(href), href).toBe(true);
  });

  it('has no placeholder viewer left, and its full text is the signed constitution, clause by clause', () => {
    expect(JSON.stringify({ hero, summary, signedCopy, fullText })).not.toMatch(
      /placeholder|will be shown/i,
    );
    expect(constitutionFullText.title).toBe('Trust Constitution');
    expect(constitutionFullText.clauses).toHaveLength(10);
    expect(constitutionFullText.body).toContain('## 7. Financial Controls');
    expect(constitutionFullText.body).toContain('£500');
  });
});
