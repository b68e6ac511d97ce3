import { clsx } from 'clsx';
import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { onDarkSurface } from '../../../css/focusRing.css.ts';
import { Container } from '../../../primitives/layout/Container/Container.tsx';
import { useWords } from '../../../i18n/LocaleProvider.tsx';
import { useMessageFormat } from '../../../i18n/messageFormat.ts';
import { siteFooter as siteFooterWords } from '../../../i18n/words/siteFooter.ts';
import { Heading, type HeadingLevel } from '../../../primitives/type/Heading/Heading.tsx';
import { Inline } from '../../../primitives/layout/Inline/Inline.tsx';
import { Link } from '../../../primitives/actions/Link/Link.tsx';
import { Logo } from '../../../primitives/brand/Logo/Logo.tsx';
import { Stack } from '../../../primitives/layout/Stack/Stack.tsx';
import * as styles from './SiteFooter.css.ts';

/** A page the footer links to. */
export interface SiteFooterLink {
  label: string;
  href: string;
}

/** Who runs the site, as the footer states it. */
export interface SiteFooterOrganisation {
  name: string;
  /** A line on the mission: 'Access to health is justice, not charity.' */
  description?: string;
  /** The postal address, one line each. */
  addressLines?: readonly string[];
  email?: string;
  /** The registration statement, as given: 'Registered in England and Wales…'. */
  registration?: string;
}

export interface SiteFooterProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  organisation: SiteFooterOrganisation;
  quickLinks?: readonly SiteFooterLink[];
  quickLinksHeading?: string;
  /** Governance and policy pages; only the first `governanceLinkLimit` are shown. */
  governanceLinks?: readonly SiteFooterLink[];
  governanceHeading?: string;
  /** How many governance links to show. */
  governanceLinkLimit?: number;
  /** The short links beside the copyright line (Privacy, Cookies, Terms). */
  bottomLinks?: readonly SiteFooterLink[];
  /** The accessible name of the bottom links' navigation. */
  bottomLinksLabel?: string;
  socialLinks?: readonly SiteFooterLink[];
  socialLinksHeading?: string;
  /** The newsletter sign-up form (it brings its own heading), shown first, above the columns. */
  newsletter?: ReactNode;
  /** The year in the copyright line; the current year by default. */
  year?: number;
  /**
   * The copyright line, from the year and the organisation's name: '© 2025 Global Health Access
   * Trust. All rights reserved.' in the locale's words by default.
   */
  copyrightNotice?: (year: number, organisationName: string) => ReactNode;
  /** The level of the link groups' headings. */
  headingLevel?: HeadingLevel;
  /** The path of the page being shown: its links get `aria-current="page"`. */
  currentPath?: string;
  ref?: Ref<HTMLElement>;
}

/** The footer's links, light on its dark surface, the current page's marked. */
function footerLinks(links: readonly SiteFooterLink[], currentPath: string | undefined) {
  return links.map((link) => (
    <Link
      key={link.href}
      href={link.href}
      tone="inverse"
      display="block"
      current={link.href === currentPath}
    >
      {link.label}
    </Link>
  ));
}

interface LinkGroupProps {
  heading: string;
  headingLevel: HeadingLevel;
  links: readonly SiteFooterLink[];
  currentPath: string | undefined;
}

/** A titled list of links: a navigation landmark named by its visible heading. */
function LinkGroup({ heading, headingLevel, links, currentPath }: LinkGroupProps) {
  const headingId = useId();
  return (
    <Stack as="nav" space="sm" aria-labelledby={headingId} className={styles.column}>
      <Heading level={headingLevel} size="xs" tone="inverse" id={headingId}>
        {heading}
      </Heading>
      <Stack as="ul" space="xxs">
        {footerLinks(links, currentPath)}
      </Stack>
    </Stack>
  );
}

/**
 * On the copyright line's year: a static page can bring it up to date with one line of
 * script, with no rebuild (a page built in December still says the new year in January).
 */
export const copyrightYearAttribute = 'data-copyright-year';

/** The copyright line, with its year (the first place it appears) in an element of its own. */
function copyrightLine(notice: ReactNode, year: number): ReactNode {
  const yearText = String(year);
  const at = typeof notice === 'string' ? notice.indexOf(yearText) : -1;
  if (typeof notice !== 'string' || at < 0) return notice;
  return (
    <>
      {notice.slice(0, at)}
      <span {...{ [copyrightYearAttribute]: '' }}>{yearText}</span>
      {notice.slice(at + yearText.length)}
    </>
  );
}

/**
 * The site's footer, on a dark surface: the newsletter form, then who the
 * organisation is and how to reach it, the quick and governance links and the
 * copyright line.
 */
export function SiteFooter({
  organisation,
  quickLinks = [],
  quickLinksHeading,
  governanceLinks = [],
  governanceHeading,
  governanceLinkLimit = 8,
  bottomLinks = [],
  bottomLinksLabel,
  socialLinks = [],
  socialLinksHeading,
  newsletter,
  year = new Date().getFullYear(),
  copyrightNotice,
  headingLevel = 2,
  currentPath,
  className,
  ref,
  ...props
}: SiteFooterProps) {
  const words = useWords('siteFooter', siteFooterWords);
  const formatMessage = useMessageFormat();
  // The year as a string: written as a year ('2025'), not as a number ('2,025').
  const copyright =
    copyrightNotice ??
    ((shownYear: number, organisationName: string) =>
      formatMessage(words.copyright, { year: String(shownYear), name: organisationName }));
  const { name, description, addressLines = [], email, registration } = organisation;
  const shownGovernanceLinks = governanceLinks.slice(0, Math.max(0, governanceLinkLimit));
  const linkGroups = [
    { name: 'quick', heading: quickLinksHeading ?? words.quickLinksHeading, links: quickLinks },
    {
      name: 'governance',
      heading: governanceHeading ?? words.governanceHeading,
      links: shownGovernanceLinks,
    },
    { name: 'social', heading: socialLinksHeading ?? words.socialLinksHeading, links: socialLinks },
  ];
  return (
    <footer ref={ref} className={clsx(styles.footer, onDarkSurface, className)} {...props}>
      {/* First, and laid out with the page: a browser's autofill reads a form's fields once the
          page is parsed, and would lay out all of skipped content around them to do so. */}
      {newsletter ? (
        <Container width="wide">
          <div className={styles.newsletter}>{newsletter}</div>
        </Container>
      ) : null}
      <div className={styles.laidOutNearView}>
        <Container width="wide">
          <div className={styles.columns}>
            <Stack space="sm" className={styles.column}>
              <p className={styles.organisationName}>
                {/* Reversed, on the footer's dark surface; its name is read as text, once. */}
                <Logo name={name} tone="reversed" />
              </p>
              {description ? <p className={styles.paragraph}>{description}</p> : null}
              {addressLines.length > 0 || email ? (
                <address className={styles.address}>
                  {addressLines.map((line) => (
                    <span key={line}>{line}</span>
                  ))}
                  {email ? (
                    <Link href={`mailto:${email}`} tone="inverse" display="block">
                      {email}
                    </Link>
                  ) : null}
                </address>
              ) : null}
              {registration ? <p className={styles.paragraph}>{registration}</p> : null}
            </Stack>
            {linkGroups.map(({ name, ...group }) =>
              group.links.length > 0 ? (
                <LinkGroup
                  key={name}
                  {...group}
                  headingLevel={headingLevel}
                  currentPath={currentPath}
                />
              ) : null,
            )}
          </div>
          <Inline space="md" align="spaceBetween" alignY="center" className={styles.bottom}>
            <p className={styles.paragraph}>{copyrightLine(copyright(year, name), year)}</p>
            {bottomLinks.length > 0 ? (
              <nav aria-label={bottomLinksLabel ?? words.bottomLinksLabel}>
                <Inline as="ul" space={{ mobile: 'sm', tablet: 'lg' }}>
                  {footerLinks(bottomLinks, currentPath)}
                </Inline>
              </nav>
            ) : null}
          </Inline>
        </Container>
      </div>
    </footer>
  );
}
