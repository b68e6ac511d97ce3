import { mediaQueries } from '@ghat/tokens';
import { clsx } from 'clsx';
import type { HTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { useId } from 'react';
import { Container } from '../Container/Container.tsx';
import { Heading } from '../Heading/Heading.tsx';
import { Icon } from '../Icon/Icon.tsx';
import { Inline } from '../Inline/Inline.tsx';
import { Link } from '../Link/Link.tsx';
import * as linkStyles from '../Link/Link.css.ts';
import { Prose } from '../Prose/Prose.tsx';
import { Stack } from '../Stack/Stack.tsx';
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

function prefersReducedMotion() {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia(mediaQueries.reducedMotion).matches
    : false;
}

/**
 * Follows an in-page link itself: moves focus to the target (a heading with
 * tabindex -1), scrolls to it and puts its hash in the address. Browsers
 * scroll but do not move focus, and a page's `<base target>` would send a
 * plain hash link to another frame. Clicks with a modifier (new tab) go
 * through as usual.
 */
function jumpTo(event: MouseEvent<HTMLAnchorElement>, id: string) {
  if (event.defaultPrevented || event.button !== 0) return;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
  const target = document.getElementById(id);
  if (!target) return;
  event.preventDefault();
  target.focus({ preventScroll: true });
  target.scrollIntoView?.({
    behavior: prefersReducedMotion() ? 'auto' : 'smooth',
    block: 'start',
  });
  // The full path, not just '#id': a relative hash would resolve against any <base href>.
  const { pathname, search } = window.location;
  window.history.replaceState(
    window.history.state,
    '',
    `${pathname}${search}#${encodeURIComponent(id)}`,
  );
}

interface InPageLinkProps {
  targetId: string;
  className?: string;
  children: ReactNode;
}

/** A plain anchor, not the app's router link: it jumps within this page. */
function InPageLink({ targetId, className, children }: InPageLinkProps) {
  return (
    <a
      href={`#${encodeURIComponent(targetId)}`}
      // Same document, whatever the page's <base target> says.
      target="_self"
      className={clsx(linkStyles.link({ display: 'block' }), className)}
      onClick={(event) => jumpTo(event, targetId)}
    >
      {children}
    </a>
  );
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
  lastUpdatedLabel = 'Last Updated',
  effectiveDateLabel = 'Effective Date',
  reviewDateLabel = 'Review Date',
  approvedByLabel = 'Approved by',
  sections,
  numbered = true,
  contentsLabel = 'Contents',
  contentsId = 'contents',
  backToContentsLabel = 'Back to contents',
  relatedLinks = [],
  relatedLinksTitle = 'Related Policies',
  className,
  ref,
  ...props
}: PolicyLayoutProps) {
  const relatedHeadingId = useId();
  const meta = [
    [lastUpdatedLabel, lastUpdated],
    [effectiveDateLabel, effectiveDate],
    [reviewDateLabel, reviewDate],
    [approvedByLabel, approvedBy],
  ].filter(([, value]) => value !== undefined && value !== null && value !== '');
  const numberOf = (index: number) => (numbered ? `${index + 1}. ` : '');

  return (
    <Container as="article" ref={ref} className={clsx(styles.policy, className)} {...props}>
      <header className={styles.header}>
        <Heading level={1}>{title}</Heading>
        {intro ? <div className={styles.intro}>{intro}</div> : null}
        {meta.length > 0 ? (
          <dl className={styles.meta}>
            {meta.map(([label, value]) => (
              <div key={String(label)} className={styles.metaItem}>
                <dt className={styles.metaLabel}>{label}</dt>
                <dd className={styles.metaValue}>{value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </header>

      <div className={styles.columns}>
        {sections.length > 0 ? (
          <nav aria-label={contentsLabel} className={styles.contents}>
            <Heading level={2} size="sm" id={contentsId} tabIndex={-1} className={styles.target}>
              {contentsLabel}
            </Heading>
            <Stack as="ol" space="xxs" className={styles.contentsList}>
              {sections.map((section, index) => (
                <InPageLink key={section.id} targetId={section.id}>
                  {numberOf(index)}
                  {section.title}
                </InPageLink>
              ))}
            </Stack>
          </nav>
        ) : null}

        <div className={styles.sections}>
          {sections.map((section, index) => (
            <section key={section.id} className={styles.section}>
              <Heading level={2} id={section.id} tabIndex={-1} className={styles.target}>
                {numberOf(index)}
                {section.title}
              </Heading>
              <Prose>{section.body}</Prose>
              <InPageLink targetId={contentsId} className={styles.backToContents}>
                <Icon name="chevron-up" className={styles.backIcon} />
                {backToContentsLabel}
              </InPageLink>
            </section>
          ))}
        </div>
      </div>

      {relatedLinks.length > 0 ? (
        <nav aria-labelledby={relatedHeadingId} className={styles.related}>
          <Heading level={2} size="sm" id={relatedHeadingId}>
            {relatedLinksTitle}
          </Heading>
          <Inline as="ul" space={{ mobile: 'xs', tablet: 'lg' }}>
            {relatedLinks.map((link) => (
              <Link key={link.href} href={link.href} display="block" external={link.external}>
                {link.label}
              </Link>
            ))}
          </Inline>
        </nav>
      ) : null}
    </Container>
  );
}
