import { useLayoutEffect } from 'react';
import { headerHeight } from './SiteHeader.css.ts';
import { watchSize } from './watchSize.ts';

/** The custom property's name inside `var(--name)`, for setting it from script. */
const headerHeightProperty = headerHeight.replace(/^var\((--[^,)]+).*$/, '$1');

/**
 * The most of the window's height the header may take and still stick. Taller
 * (very large text on a short window) it would leave too little room for the
 * page, so it scrolls away with it instead.
 */
const maxStickyShare = 1 / 3;

/**
 * The sticky header must never hide a focused element: the document's
 * scroll padding follows the header's height, so the browser scrolls whatever
 * gets focus (or a #fragment target) into view below it.
 *
 * The header's height changes with its width and text size (watched through
 * `sentinelRef`, a box as wide as the header and a line of its text tall), its
 * layout (its `data-layout`) and its content. The header itself is not watched
 * with a ResizeObserver: folding it, which the same resize may cause, changes
 * its height inside that observer's round, which the browser reports as a loop.
 */
export function useScrollPaddingBelow(
  headerRef: { current: HTMLElement | null },
  sentinelRef: { current: HTMLElement | null },
) {
  useLayoutEffect(() => {
    const header = headerRef.current;
    if (!header) return;
    const root = document.documentElement;
    const previous = root.style.scrollPaddingBlockStart;
    // What the page's stylesheet (or whoever set `previous`) already gives. Where that is the
    // header's height (the usual case: SiteHeader.css.ts estimates it), the root's style is
    // left untouched: writing it restyles the whole document, a long task on a slow phone.
    const given = Number.parseFloat(getComputedStyle(root).scrollPaddingBlockStart);
    let applied = previous;
    const update = () => {
      const height = header.getBoundingClientRect().height;
      const sticky = height <= window.innerHeight * maxStickyShare;
      // Set here rather than rendered: it follows a measurement, not props or state.
      header.dataset.sticky = String(sticky);
      header.style.setProperty(headerHeightProperty, `${height}px`);
      const alreadyGiven = Math.abs(height - given) < 0.5;
      applied = sticky && !alreadyGiven ? `${height}px` : previous;
      if (root.style.scrollPaddingBlockStart !== applied)
        root.style.scrollPaddingBlockStart = applied;
    };
    update();
    // Created after the header's layout observer (SiteHeader calls useHeaderLayout first), so
    // called after it in the same round: the height read is the chosen layout's.
    const sentinel = sentinelRef.current;
    const stopWatchingSize = sentinel ? watchSize(sentinel, update) : () => {};
    const changes = typeof MutationObserver === 'undefined' ? null : new MutationObserver(update);
    changes?.observe(header, {
      attributeFilter: ['data-layout'],
      childList: true,
      characterData: true,
      subtree: true,
    });
    window.addEventListener('resize', update);
    return () => {
      stopWatchingSize();
      changes?.disconnect();
      window.removeEventListener('resize', update);
      // Put back what was there, unless something else has set it since.
      if (root.style.scrollPaddingBlockStart === applied) {
        root.style.scrollPaddingBlockStart = previous;
      }
    };
  }, [headerRef, sentinelRef]);
}
