// What a trust editor should look at: policies due for review, documents whose
// dates disagree between pages, and links to routes that do not exist.
import { existsSync } from 'node:fs';
import { articles } from '../articles/index.ts';
import { formatLongDate } from '../dates.ts';
import { documents } from '../documents/index.ts';
import { constitutionText } from '../documents/texts/constitution.ts';
import { safeguardingStatementText } from '../documents/texts/safeguardingStatement.ts';
import { routes } from '../navigation.ts';
import * as aboutTheTrust from '../pages/aboutTheTrust.ts';
import { pageModules, policies } from '../pages/all.ts';
import * as constitutionPage from '../pages/constitutionPage.ts';

export interface FoundLink {
  href: string;
  /** Where it was found: the export and the path inside it. */
  where: string;
}

const linkKeys = new Set(['href', 'url', 'fileUrl', 'src', 'viewHref', 'downloadHref']);
const markdownLink = /\]\((\/[^)\s]*)\)/g;

/** Every site-relative link in a value: link fields, and links inside Markdown text. */
export function collectLinks(value: unknown, where: string, found: FoundLink[] = []): FoundLink[] {
  if (typeof value === 'string') {
    for (const [, href = ''] of value.matchAll(markdownLink)) found.push({ href, where });
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => collectLinks(item, `${where}[${index}]`, found));
  } else if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) {
      if (linkKeys.has(key) && typeof child === 'string' && child.startsWith('/')) {
        found.push({ href: child, where: `${where}.${key}` });
      } else {
        collectLinks(child, `${where}.${key}`, found);
      }
    }
  }
  return found;
}

/** The paths the site serves: its routes, each article, and the files it publishes. */
export function knownPaths(): (path: string) => boolean {
  const pages = new Set<string>(routes.filter((route) => !route.includes(':')));
  for (const article of articles) pages.add(`/blog/${article.slug}`);
  const assets = new URL('../../assets/', import.meta.url);
  return (path) =>
    pages.has(path) ||
    (/^\/(documents|images)\/[^/]+$/.test(path) && existsSync(new URL(`.${path}`, assets)));
}

export function findBrokenLinks(links: FoundLink[], isKnown = knownPaths()): FoundLink[] {
  return links.filter(({ href }) => {
    const path = href.split(/[?#]/)[0] || '/';
    return !isKnown(path);
  });
}

export interface DueReview {
  title: string;
  path: string;
  reason: string;
}

/** Policies past their review date, or last updated over a year ago (policies are reviewed annually). */
export function policiesDueForReview(today: string): DueReview[] {
  const yearAgo = `${Number(today.slice(0, 4)) - 1}${today.slice(4)}`;
  return policies.flatMap((policy) => {
    const base = { title: policy.title, path: policy.meta.path };
    if (policy.reviewDate && policy.reviewDate < today) {
      return [{ ...base, reason: `review date ${formatLongDate(policy.reviewDate)} has passed` }];
    }
    if (!policy.reviewDate && policy.lastUpdated && policy.lastUpdated < yearAgo) {
      return [
        { ...base, reason: `last updated ${formatLongDate(policy.lastUpdated)}, over a year ago` },
      ];
    }
    return [];
  });
}

export interface DateClaim {
  where: string;
  date: string;
}

export interface DateDisagreement {
  document: string;
  claims: DateClaim[];
}

/** Each document's dates as the pages state them; any document with more than one is listed. */
export function documentDateDisagreements(): DateDisagreement[] {
  const byId = (id: string) => {
    const document = documents.find((candidate) => candidate.id === id);
    if (!document) throw new Error(`No document ${id}`);
    return document;
  };
  const constitution = byId('trust-constitution');
  const statement = byId('safeguarding-statement-2024');
  const claims: { document: string; claims: DateClaim[] }[] = [
    {
      document: constitution.title,
      claims: [
        { where: '/publications (document date)', date: constitution.date },
        { where: '/constitution (effective date)', date: constitutionPage.effectiveDate },
        { where: '/about-the-trust (adopted)', date: aboutTheTrust.constitution.adopted },
        { where: 'the PDF (effective date)', date: constitutionText.effectiveDate },
      ],
    },
    {
      document: statement.title,
      claims: [
        { where: '/publications (document date)', date: statement.date },
        { where: 'the PDF (effective date)', date: safeguardingStatementText.effectiveDate },
      ],
    },
  ];
  return claims.filter(({ claims: stated }) => new Set(stated.map(({ date }) => date)).size > 1);
}

/** Every export of every page module and policy, with where it came from. */
export function allContentLinks(): FoundLink[] {
  const links: FoundLink[] = [];
  for (const page of pageModules) collectLinks({ ...page }, page.meta.path, links);
  for (const policy of policies) collectLinks(policy, policy.meta.path, links);
  for (const article of articles) collectLinks(article, `/blog/${article.slug}`, links);
  for (const document of documents) collectLinks(document, `document ${document.id}`, links);
  return links;
}
