// One valibot schema for every entity of spec section 3; the TypeScript types are
// inferred from them, so the data and its checks cannot disagree.
import * as v from 'valibot';
import { siteLocales } from './i18n/siteLocales.ts';

const text = v.pipe(v.string(), v.trim(), v.nonEmpty());
/** A date as the spec writes records: YYYY-MM-DD. */
export const IsoDateSchema = v.pipe(v.string(), v.isoDate());
/** A site path ('/about') or an absolute http(s) or mailto address. */
export const HrefSchema = v.pipe(
  v.string(),
  v.regex(/^(\/(?!\/)|https?:\/\/|mailto:|#)/, 'Links start with /, #, http(s):// or mailto:'),
);

export const LinkSchema = v.object({ label: text, href: HrefSchema });
export type Link = v.InferOutput<typeof LinkSchema>;

/** An image: our SVG illustrations now, photography later, with no schema change. */
export const ImageSchema = v.object({
  src: v.pipe(v.string(), v.nonEmpty()),
  /** '' only for a purely decorative image. */
  alt: v.string(),
  width: v.pipe(v.number(), v.integer(), v.minValue(1)),
  height: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type Image = v.InferOutput<typeof ImageSchema>;

export const pillarIds = [
  'healthcare-access',
  'education-training',
  'systems-strengthening',
  'policy-research',
  'emergency-relief',
] as const;

export const FundingPillarSchema = v.object({
  id: v.picklist(pillarIds),
  title: text,
  /** A name from @ghat/ui's icon set. */
  icon: text,
  description: text,
  outcomes: v.pipe(v.array(text), v.minLength(1)),
  image: v.optional(ImageSchema),
});
export type FundingPillar = v.InferOutput<typeof FundingPillarSchema>;

export const LanguageSchema = v.object({
  code: v.pipe(v.string(), v.regex(/^[a-z]{2,3}(-[A-Za-z0-9]{2,8})*$/)),
  name: text,
  nativeName: text,
  rtl: v.boolean(),
});
export type Language = v.InferOutput<typeof LanguageSchema>;

export const MenuItemSchema = v.object({
  label: text,
  href: HrefSchema,
  submenu: v.optional(v.array(LinkSchema)),
});
export type MenuItem = v.InferOutput<typeof MenuItemSchema>;

export const TrusteeSchema = v.object({
  name: text,
  /** False until the trust supplies the trustee's real name (the name is then a placeholder). */
  nameConfirmed: v.boolean(),
  role: text,
  bio: text,
  quote: text,
  /** One of the three trustees who sign for the trust; the rest are advisory or non-executive. */
  operationalSignatory: v.boolean(),
  photo: v.optional(ImageSchema),
});
export type Trustee = v.InferOutput<typeof TrusteeSchema>;

export const searchResultTypes = ['page', 'blog', 'document'] as const;
export const SearchResultSchema = v.object({
  type: v.picklist(searchResultTypes),
  title: text,
  url: HrefSchema,
  excerpt: text,
  date: v.optional(IsoDateSchema),
  /**
   * The language of the record's words, in a translated language's corpus (English-only
   * pages among them say 'en'). The English corpus leaves it out: every record is English.
   */
  language: v.optional(v.picklist(siteLocales.map((locale) => locale.code))),
});
export type SearchResult = v.InferOutput<typeof SearchResultSchema>;

export const CookieConsentSchema = v.object({
  essential: v.literal(true),
  analytics: v.boolean(),
  marketing: v.boolean(),
});
export type CookieConsent = v.InferOutput<typeof CookieConsentSchema>;

export const OrganisationConfigSchema = v.object({
  name: text,
  shortName: text,
  description: text,
  mission: text,
  url: v.pipe(v.string(), v.url()),
  contactEmail: v.pipe(v.string(), v.email()),
  address: v.object({ line1: text, city: text, country: text }),
  registration: v.object({
    jurisdiction: v.literal('England and Wales'),
    charityCommission: v.picklist(['in progress', 'registered']),
    expected: v.optional(v.string()),
    number: v.optional(v.string()),
  }),
  socialLinks: v.array(LinkSchema),
});
export type OrganisationConfig = v.InferOutput<typeof OrganisationConfigSchema>;

export const ImpactStatementSchema = v.object({ icon: text, text });
export type ImpactStatement = v.InferOutput<typeof ImpactStatementSchema>;

export const ValueCardSchema = v.object({ number: text, label: text, description: text });
export type ValueCard = v.InferOutput<typeof ValueCardSchema>;

export const regions = ['Africa', 'South Asia', 'MENA', 'Latin America', 'Eastern Europe'] as const;
export const programmeAreas = [
  'Healthcare Access',
  'Education & Training',
  'Systems Strengthening',
  'Policy & Research',
  'Emergency Relief',
] as const;

export const ArticleSchema = v.object({
  id: v.pipe(v.number(), v.integer(), v.minValue(1)),
  title: text,
  slug: v.pipe(v.string(), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)),
  summary: text,
  /** Markdown: headings, blockquotes, lists, paragraphs, line breaks, emphasis, links. */
  body: text,
  /** Unset in the spec's data; an image can be added later. */
  featuredImage: v.optional(ImageSchema),
  publishDate: IsoDateSchema,
  modifiedDate: v.optional(IsoDateSchema),
  author: text,
  categories: v.pipe(v.array(text), v.minLength(1)),
  tags: v.array(text),
  readingTime: v.pipe(v.number(), v.integer(), v.minValue(1)),
  seoTitle: text,
  metaDescription: text,
  region: v.picklist(regions),
  programArea: v.picklist(programmeAreas),
});
export type Article = v.InferOutput<typeof ArticleSchema>;

export const DocumentSchema = v.object({
  id: text,
  title: text,
  description: text,
  type: text,
  version: text,
  date: IsoDateSchema,
  lastUpdated: IsoDateSchema,
  language: text,
  tags: v.array(text),
  /** Where the site serves the file. */
  fileUrl: v.pipe(v.string(), v.startsWith('/')),
  /** SHA-256 of the file, lower-case hex: computed from the file, never typed in. */
  checksum: v.pipe(v.string(), v.regex(/^[0-9a-f]{64}$/)),
  /** Size of the file in bytes, computed from it. */
  size: v.pipe(v.number(), v.integer(), v.minValue(1)),
});
export type Document = v.InferOutput<typeof DocumentSchema>;

// The three form payloads: one definition, shared with the forms and a server.
export {
  contactSchema as ContactFormSchema,
  enquirySchema as EnquiryFormSchema,
  newsletterSignupSchema as NewsletterFormSchema,
  type ContactOutput as ContactForm,
  type EnquiryOutput as EnquiryForm,
  type NewsletterSignupOutput as NewsletterForm,
} from '@ghat/forms';

/** What every page gives its <head>: the site adds the ' | Global Health Access Trust' suffix. */
export const PageMetaSchema = v.object({
  /** The route, as in spec section 2 ('/', '/about-the-trust'). */
  path: v.pipe(v.string(), v.startsWith('/')),
  title: text,
  description: v.pipe(text, v.maxLength(200)),
});
export type PageMeta = v.InferOutput<typeof PageMetaSchema>;

export const PolicySectionSchema = v.object({
  /** The anchor: 'policy-statement'. */
  id: v.pipe(v.string(), v.regex(/^[a-z0-9]+(-[a-z0-9]+)*$/)),
  title: text,
  /** Markdown. */
  body: text,
});
export type PolicySection = v.InferOutput<typeof PolicySectionSchema>;

export const PolicySchema = v.object({
  meta: PageMetaSchema,
  title: text,
  /** Markdown: what the policy is for, shown before the sections. */
  introduction: v.optional(text),
  lastUpdated: v.optional(IsoDateSchema),
  effectiveDate: v.optional(IsoDateSchema),
  reviewDate: v.optional(IsoDateSchema),
  approvedBy: v.optional(text),
  /** Numbered in order: section 1 first. */
  sections: v.pipe(v.array(PolicySectionSchema), v.minLength(1)),
  related: v.array(LinkSchema),
});
export type Policy = v.InferOutput<typeof PolicySchema>;
