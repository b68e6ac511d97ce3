import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { SkipLink } from '../../actions/SkipLink/SkipLink.tsx';
import { Stack } from '../Stack/Stack.tsx';
import * as styles from './PageShell.css.ts';

export interface PageShellProps extends HTMLAttributes<HTMLDivElement> {
  /** The site header (a SiteHeader): the banner landmark. */
  header?: ReactNode;
  /** The site footer (a SiteFooter): the contentinfo landmark. */
  footer?: ReactNode;
  /**
   * A notice for the whole site, such as the cookie banner. It is placed in the
   * flow above the header, first after the skip link, so it is read early and
   * never lies over focused content. Give it no fixed or sticky position of its own.
   */
  banner?: ReactNode;
  /** The skip link's text: 'Skip to main content', or the locale's words (SkipLink's own). */
  skipLinkLabel?: string;
  /** The `id` of the main element, which the skip link points at. */
  mainId?: string;
  /**
   * The page's own content, inside `<main>`. `<main>` is a layer of its own (see
   * PageShell.css.ts), so it is the containing block of any fixed-position element inside it:
   * something that must stay put on screen belongs outside it, or in the top layer (a
   * `<dialog>` or a popover).
   */
  children?: ReactNode;
  ref?: Ref<HTMLDivElement>;
}

/**
 * The frame of every page: the skip link, an optional site-wide banner, the
 * header, the main content and the footer, in that order.
 */
export function PageShell({
  header,
  footer,
  banner,
  skipLinkLabel,
  mainId = 'main-content',
  children,
  className,
  ref,
  ...props
}: PageShellProps) {
  return (
    <Stack ref={ref} space="none" className={clsx(styles.shell, className)} {...props}>
      {/* First in the page, before anything else focusable. */}
      <SkipLink href={`#${mainId}`}>{skipLinkLabel}</SkipLink>
      {banner ? <div className={styles.banner}>{banner}</div> : null}
      {header}
      {/* tabIndex -1: the skip link's target can take focus, so the next Tab starts in the content. */}
      <main id={mainId} tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {footer}
    </Stack>
  );
}
