import { clsx } from 'clsx';
import type { AnchorHTMLAttributes, MouseEvent, ReactNode, Ref } from 'react';
import { useWords } from '../../../i18n/LocaleProvider.tsx';
import { skipLink as skipLinkWords } from '../../../i18n/words/skipLink.ts';
import * as styles from './SkipLink.css.ts';

export interface SkipLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /** The in-page target, as `#id`. */
  href?: `#${string}`;
  /** The link text; says where it goes. 'Skip to main content', or the locale's words. */
  children?: ReactNode;
  ref?: Ref<HTMLAnchorElement>;
}

/** Moves focus to the target, making it focusable for the moment if it is not already. */
function focusTarget(target: HTMLElement) {
  if (!target.hasAttribute('tabindex') && target.tabIndex < 0) {
    // tabindex -1: focusable from script but not a tab stop. Removed on blur so a
    // later click inside the target does not give the whole region a focus ring.
    target.setAttribute('tabindex', '-1');
    target.addEventListener('blur', () => target.removeAttribute('tabindex'), { once: true });
  }
  target.focus();
}

/**
 * Lets keyboard users skip the header and navigation. Render it first in the
 * page, before anything else focusable. Hidden until it has focus.
 */
export function SkipLink({
  href = '#main-content',
  children,
  className,
  onClick,
  ...props
}: SkipLinkProps) {
  const words = useWords('skipLink', skipLinkWords);
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (event.defaultPrevented) return;
    const target = document.getElementById(decodeURIComponent(href.slice(1)));
    // Browsers scroll to the target and update the hash, but do not move focus to
    // an element that cannot take it: without this the next Tab starts over at the top.
    if (target) focusTarget(target);
  };
  return (
    // A plain anchor: an in-page jump, not a route for the app's router.
    <a
      href={href}
      // Same document always: a page's <base target> (Storybook sets one) must not send the jump to another frame.
      target="_self"
      className={clsx(styles.skipLink, className)}
      onClick={handleClick}
      {...props}
    >
      {children ?? words.label}
    </a>
  );
}
