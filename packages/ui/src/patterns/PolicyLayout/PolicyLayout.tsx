import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { useId } from 'react';
import { ContentsList } from '../../components/navigation/ContentsList/ContentsList.tsx';
import { InPageLink } from '../../components/navigation/ContentsList/InPageLink.tsx';
import { ArticleColumn } from '../../primitives/layout/Container/ArticleColumn.tsx';
import { Heading } from '../../primitives/type/Heading/Heading.tsx';
import { useWords } from '../../i18n/LocaleProvider.tsx';
import { useFormatter } from '../../i18n/formatter.ts';
import { policyLayout as policyLayoutWords } from '../../i18n/words/policyLayout.ts';
import { Icon } from '../../primitives/brand/Icon/Icon.tsx';
import { Inline } from '../../primitives/layout/Inline/Inline.tsx';
import { Link } from '../../primitives/actions/Link/Link.tsx';
import { Prose } from '../../primitives/type/Prose/Prose.tsx';
import { Stack } from '../../primitives/layout/Stack/Stack.tsx';
import * as styles from './PolicyLayout.css.ts';

export interface PolicySection {
  /** The section's anchor: `#scope` links to it. Unique on the page. */
  id: string;
  /** Without its number: 'Policy Statement'. */
  title: string;
  body: ReactNode;
}

export interface PolicyLink {
  label: string;
  href: string;
  /** Another site: opens in a new tab and says so. */
  external?: boolean;
}

export interface PolicyLayoutProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The policy's name, the page's h1. */
  title: string;
  /** A sentence or two under the title, before the contents. */
  intro?: ReactNode;
  /** Governance dates and approval, each shown only when given, as written ('16 September 2025'). */
  lastUpdated?: ReactNode;
  effectiveDate?: ReactNode;
  reviewDate?: ReactNode;
  approvedBy?: ReactNode;
  lastUpdatedLabel?: string;
  effectiveDateLabel?: string;
  reviewDateLabel?: string;
  approvedByLabel?: string;
  /** The policy's sections, in order. Each gets an h2 and a place in the contents. */
  sections: readonly PolicySection[];
  /** Number the sections ('1. Policy Statement'). */
  numbered?: boolean;
  /** The name of the contents list, and the anchor of its heading. */
  contentsLabel?: string;
  contentsId?: string;
  backToContentsLabel?: string;
  /** Other policies and pages to read next. */
  relatedLinks?: readonly PolicyLink[];
  relatedLinksTitle?: string;
  ref?: Ref<HTMLElement>;
}

/**
 * A policy page: title, governance dates, a contents list, numbered sections
 * with a way back to the contents, and related links.
 */
export function PolicyLayout({
  title,
  intro,
  lastUpdated,
  effectiveDate,
  reviewDate,
  approvedBy,
  lastUpdatedLabel,
  effectiveDateLabel,
  reviewDateLabel,
  approvedByLabel,
  sections,
  numbered = true,
  contentsLabel,
  contentsId = 'contents',
  backToContentsLabel,
  relatedLinks = [],
  relatedLinksTitle,
  className,
  ref,
  ...props
}: PolicyLayoutProps) {
  const words = useWords('policyLayout', policyLayoutWords);
  const { locale } = useFormatter();
  // Its own words are in its locale, which need not be the policy's: an English policy in a
  // translated site's frame. Each is marked, so it is read in its own language. A label
  // passed in is the caller's, in the text's language.
  const own = (given: string | undefined, word: string) =>
    given === undefined ? { text: word, lang: locale } : { text: given, lang: undefined };
  const relatedHeadingId = useId();
  const meta = [
    [own(lastUpdatedLabel, words.lastUpdated), lastUpdated],
    [own(effectiveDateLabel, words.effectiveDate), effectiveDate],
    [own(reviewDateLabel, words.reviewDate), reviewDate],
    [own(approvedByLabel, words.approvedBy), approvedBy],
  ] as const;
  const shownMeta = meta.filter(
    ([, value]) => value !== undefined && value !== null && value !== '',
  );
  const contents = own(contentsLabel, words.contents);
  const backToContents = own(backToContentsLabel, words.backToContents);
  const relatedTitle = own(relatedLinksTitle, words.relatedLinks);
  const numberOf = (index: number) => (numbered ? `${index + 1}. ` : '');

  return (
    <ArticleColumn width="default" ref={ref} className={clsx(styles.policy, className)} {...props}>
      <Stack as="header" space="md" className={styles.header}>
        <Heading level={1}>{title}</Heading>
        {intro ? <div className={styles.intro}>{intro}</div> : null}
        {shownMeta.length > 0 ? (
          <dl className={styles.meta}>
            {shownMeta.map(([label, value]) => (
              <div key={label.text} className={styles.metaItem}>
                <dt className={styles.metaLabel} lang={label.lang}>
                  {label.text}
                </dt>
                <dd className={styles.metaValue}>{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </Stack>

      <div className={styles.columns}>
        {sections.length > 0 ? (
          <ContentsList
            label={
              contents.lang ? <span lang={contents.lang}>{contents.text}</span> : contents.text
            }
            headingId={contentsId}
            entries={sections.map((section, index) => ({
              id: section.id,
              label: `${numberOf(index)}${section.title}`,
            }))}
            className={styles.contents}
          />
        ) : null}

        <Stack space="xl" className={styles.sections}>
          {sections.map((section, index) => (
            <Stack as="section" key={section.id} space="md" className={styles.section}>
              <Heading level={2} id={section.id} tabIndex={-1} className={styles.target}>
                {numberOf(index)}
                {section.title}
              </Heading>
              <Prose>{section.body}</Prose>
              <InPageLink
                targetId={contentsId}
                className={styles.backToContents}
                lang={backToContents.lang}
              >
                <Icon name="chevron-up" className={styles.backIcon} />
                {backToContents.text}
              </InPageLink>
            </Stack>
          ))}
        </Stack>
      </div>

      {relatedLinks.length > 0 ? (
        <Stack as="nav" space="sm" aria-labelledby={relatedHeadingId} className={styles.related}>
          <Heading level={2} size="sm" id={relatedHeadingId} lang={relatedTitle.lang}>
            {relatedTitle.text}
          </Heading>
          <Inline as="ul" space={{ mobile: 'xs', tablet: 'lg' }}>
            {relatedLinks.map((link) => (
              <Link key={link.href} href={link.href} display="block" external={link.external}>
                {link.label}
              </Link>
            ))}
          </Inline>
        </Stack>
      ) : null}
    </ArticleColumn>
  );
}
