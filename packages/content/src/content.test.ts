// Every built-in record, checked against its entity schema in one place.
import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import * as content from './index.ts';

const {
  ArticleSchema,
  DocumentSchema,
  FundingPillarSchema,
  ImageSchema,
  ImpactStatementSchema,
  LanguageSchema,
  LinkSchema,
  MenuItemSchema,
  OrganisationConfigSchema,
  PageMetaSchema,
  PolicySchema,
  SearchResultSchema,
  TrusteeSchema,
  ValueCardSchema,
} = content;

function expectAllValid<Schema extends v.GenericSchema>(
  schema: Schema,
  records: readonly unknown[],
) {
  expect(records.length).toBeGreaterThan(0);
  for (const record of records) {
    const result = v.safeParse(schema, record);
    expect(result.success, JSON.stringify(result.issues?.map((issue) => issue.message))).toBe(true);
  }
}

describe('all built-in data matches its schema', () => {
  it('organisation, navigation and languages', () => {
    expectAllValid(OrganisationConfigSchema, [content.organisation]);
    expectAllValid(MenuItemSchema, content.headerMenu);
    expectAllValid(LinkSchema, [
      content.headerCallToAction,
      ...content.footerQuickLinks,
      ...content.footerGovernanceLinks,
      ...content.footerBottomLinks,
    ]);
    expectAllValid(LanguageSchema, content.languages);
  });

  it('pillars, values, impact statements, trustees and images', () => {
    expectAllValid(FundingPillarSchema, content.fundingPillars);
    expectAllValid(ValueCardSchema, content.values);
    expectAllValid(ImpactStatementSchema, content.homePage.impact.statements);
    expectAllValid(TrusteeSchema, content.trusteesPage.trustees);
    expectAllValid(ImageSchema, [...Object.values(content.images), content.defaultShareImage]);
  });

  it('articles, documents, policies, page metadata and the search corpus', () => {
    expectAllValid(ArticleSchema, content.articles);
    expectAllValid(DocumentSchema, content.documents);
    expectAllValid(PolicySchema, [
      content.privacyPolicy,
      content.cookiePolicy,
      content.termsOfUse,
      content.accessibilityStatement,
      content.safeguardingPolicy,
      content.antiFraudPolicy,
      content.whistleblowingPolicy,
      content.conflictOfInterestPolicy,
      content.financialControlsPolicy,
      content.riskManagementPolicy,
    ]);
    expectAllValid(
      PageMetaSchema,
      (Object.values(content) as unknown[])
        .filter(
          (value): value is { meta: unknown } =>
            typeof value === 'object' && value !== null && 'meta' in value,
        )
        .map((page) => page.meta),
    );
    expectAllValid(SearchResultSchema, content.searchCorpus);
  });

  it('uses each image exactly as the image catalogue describes it (path, size, alt text)', () => {
    const catalogue = new Map(
      [...Object.values(content.images), content.defaultShareImage].map((image) => [
        image.src,
        image,
      ]),
    );
    const used: { src: string; alt: string; width: number; height: number }[] = [];
    const visit = (value: unknown): void => {
      if (Array.isArray(value)) value.forEach(visit);
      else if (value && typeof value === 'object') {
        const record = value as Record<string, unknown>;
        if (typeof record.src === 'string' && record.src.startsWith('/images/')) {
          used.push(record as (typeof used)[number]);
        } else Object.values(record).forEach(visit);
      }
    };
    visit(Object.values(content));
    expect(used.length).toBeGreaterThan(10);
    for (const { src, alt, width, height } of used) {
      expect({ src, alt, width, height }).toEqual(catalogue.get(src));
    }
  });

  it('would catch a broken record', () => {
    const [first] = content.articles;
    expect(v.safeParse(ArticleSchema, { ...first, slug: 'Not A Slug' }).success).toBe(false);
    expect(v.safeParse(DocumentSchema, { ...content.documents[0], checksum: 'abc' }).success).toBe(
      false,
    );
  });
});
