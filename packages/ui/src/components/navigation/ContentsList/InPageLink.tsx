// A link to a place on the same page (a contents entry, "Back to contents") that moves
// focus there as well as scrolling, for keyboard and screen reader users.
import { mediaQueries } from '@ghat/tokens';
import { clsx } from 'clsx';
import type { MouseEvent, ReactNode } from 'react';
import * as linkStyles from '../../../primitives/actions/Link/Link.css.ts';

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

export interface InPageLinkProps {
  /** The id of the element to jump to: a heading with tabIndex -1. */
  targetId: string;
  className?: string;
  /** The language of its text, where it is not the page's. */
  lang?: string;
  children: ReactNode;
}

/** A plain anchor, not the app's router link: it jumps within this page. */
export function InPageLink({ targetId, className, lang, children }: InPageLinkProps) {
  return (
    <a
      href={`#${encodeURIComponent(targetId)}`}
      // Same document, whatever the page's <base target> says.
      target="_self"
      lang={lang}
      className={clsx(linkStyles.link({ display: 'block' }), className)}
      onClick={(event) => jumpTo(event, targetId)}
    >
      {children}
    </a>
  );
}
