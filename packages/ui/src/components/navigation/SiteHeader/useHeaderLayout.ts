import { useLayoutEffect, useRef, type RefObject } from 'react';
import {
  layoutThatFits,
  wrapsOntoLines,
  type HeaderLayout,
  type LineExtent,
  type RowPart,
} from './headerLayout.ts';
import type { HeaderMenus } from './useHeaderMenus.ts';
import { watchSize } from './watchSize.ts';

export interface HeaderLayoutParts {
  header: RefObject<HTMLElement | null>;
  /** The row: the home link, the panel, search (and the Menu button, hidden in the bar). */
  bar: RefObject<HTMLElement | null>;
  /** The menu and the actions: in the row in the bar layout, the Menu button's panel folded. */
  panel: RefObject<HTMLElement | null>;
  /** A box as wide as the header and a line of its text tall (see `sizeSentinel`). */
  sentinel: RefObject<HTMLElement | null>;
  /** Where focus goes when the header folds with focus in the menu, now hidden. */
  menuToggle: RefObject<HTMLButtonElement | null>;
}

const pixels = (length: string) => Number.parseFloat(length) || 0;

// The trust's languages are all written in horizontal lines, so the line runs left to right
// (or right to left) and the boxes are compared by their left and right edges.

/** The element's box along the line: its border box, or with `inner`, its content box. */
function lineExtent(element: Element, inner = false): LineExtent {
  const { left, right } = element.getBoundingClientRect();
  if (!inner) return { start: left, end: right };
  const style = getComputedStyle(element);
  return {
    start: left + pixels(style.borderLeftWidth) + pixels(style.paddingLeft),
    end: right - pixels(style.borderRightWidth) - pixels(style.paddingRight),
  };
}

/** The element's box across the line: top to bottom. */
function crossExtent(element: Element): LineExtent {
  const { top, bottom } = element.getBoundingClientRect();
  return { start: top, end: bottom };
}

/** The element's children that are rendered (not display: none). */
const renderedChildren = (element: Element) =>
  [...element.children].filter((child) => child.getClientRects().length > 0);

/** A box of the row and its rendered children, along the line. */
function rowPart(element: Element): RowPart {
  return {
    room: lineExtent(element, true),
    children: renderedChildren(element).map((child) => lineExtent(child)),
  };
}

/**
 * Lays the header out in the bar (everything in one row that never wraps) and checks whether
 * anything sticks out of its box along the row: the bar's items out of the bar, the menu and
 * the actions out of the panel, the entries out of the menu's list. Sets `data-layout` to
 * `bar` if it all fits, else `menu`. Folded, if the home link, the Menu button and search
 * still wrap onto two lines (a narrow phone, long words), the Menu button's word is hidden
 * (`data-menu-label="hidden"`; it still names the button). Synchronous, so it is done before
 * the browser paints: the reader never sees the other layouts.
 */
function measure(
  header: HTMLElement,
  bar: HTMLElement,
  rows: readonly (Element | null | undefined)[],
): HeaderLayout {
  if (header.dataset.layout !== 'bar') header.dataset.layout = 'bar';
  const parts = rows.flatMap((row) => (row ? [rowPart(row)] : []));
  const layout = layoutThatFits(parts);
  delete header.dataset.menuLabel;
  if (layout === 'bar') return layout;
  header.dataset.layout = layout;
  const items = renderedChildren(bar).map((child) => crossExtent(child));
  if (wrapsOntoLines(items)) header.dataset.menuLabel = 'hidden';
  return layout;
}

/**
 * Picks the header's layout by measuring what fits, not by the window's width: the bar when
 * its items fit in one row, whatever their words and the reader's text size, else folded into
 * the Menu button. Measures on mounting, after a render that changes what is in the row
 * (`rowContent`: its words, entries, the current page, which is marked in bold), whenever the
 * header's width or its text size changes, when web fonts finish loading, and when a slot's
 * content changes (the language picker showing the restored language). Not when a menu opens or
 * closes: that changes nothing in the row, and measuring lays the header out twice (the bar, to
 * see what fits, then the fold), which a visitor on a slow phone waits for before the menu
 * shows. Until it has measured (the prerendered page), a container query on the header's width
 * decides (see `inBarLayout`).
 *
 * When the layout changes, whatever was open closes: the panel of a menu that is no longer
 * folded, a submenu that now hangs somewhere else.
 */
export function useHeaderLayout(
  parts: HeaderLayoutParts,
  menus: HeaderMenus,
  rowContent: readonly unknown[],
) {
  const latestMenus = useRef(menus);
  const measureNow = useRef<() => void>(() => {});

  useLayoutEffect(() => {
    latestMenus.current = menus;
  });

  // After a render that changed the row: on mounting this runs before the effect below has set
  // measuring up, which then measures for the first time.
  useLayoutEffect(() => {
    measureNow.current();
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the row's content is the caller's list
  }, rowContent);

  useLayoutEffect(() => {
    const header = parts.header.current;
    const bar = parts.bar.current;
    const panel = parts.panel.current;
    if (!header || !bar || !panel) return;
    let layout: HeaderLayout | undefined;
    let active = true;

    const update = () => {
      if (!active) return;
      const next = measure(header, bar, [bar, panel, panel.querySelector('nav > ul')]);
      const previous = layout;
      layout = next;
      if (previous === undefined || previous === next) return;
      const focusWasInPanel = panel.contains(document.activeElement);
      const state = latestMenus.current;
      if (state.menuOpen || state.openSubmenu !== null) state.closeAll();
      // Folded with focus on an entry of the row, which the closed panel now hides: to the
      // button that shows it again.
      if (next === 'menu' && focusWasInPanel) parts.menuToggle.current?.focus();
    };
    measureNow.current = update;
    update();

    // Each of these measures only on a change: once at load on a phone, not three times.
    const sentinel = parts.sentinel.current;
    const stopWatchingSize = sentinel ? watchSize(sentinel, update) : () => {};
    // The slots (the menu, the language picker, the call to action) are in the panel. The rest
    // of the row changes only with its props, and the Menu button's icon with the menu's state.
    const mutations = typeof MutationObserver === 'undefined' ? null : new MutationObserver(update);
    mutations?.observe(panel, { childList: true, characterData: true, subtree: true });
    const fonts = typeof document === 'undefined' ? undefined : document.fonts;
    // Fonts still loading change the words' widths when they arrive; fonts already loaded (or a
    // page with none to load) change nothing the measuring above has not seen.
    if (fonts?.status === 'loading') fonts.ready.then(update, () => {});
    fonts?.addEventListener?.('loadingdone', update);

    return () => {
      active = false;
      measureNow.current = () => {};
      stopWatchingSize();
      mutations?.disconnect();
      fonts?.removeEventListener?.('loadingdone', update);
    };
  }, [parts.header, parts.bar, parts.panel, parts.sentinel, parts.menuToggle]);
}
