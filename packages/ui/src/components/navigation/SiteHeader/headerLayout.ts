// What the header's layout is decided from: whether its one row holds everything. The
// decision is pure, so it is tested without a browser's layout (see headerLayout.test.ts).

/**
 * The header's two layouts, set as its `data-layout`: `bar`, everything in one row that
 * never wraps; `menu`, folded into the Menu button and its panel.
 */
export type HeaderLayout = 'bar' | 'menu';

/**
 * Where a box lies along the line (the inline axis: left to right in horizontal writing,
 * whichever way the text runs; top to bottom in vertical writing), in pixels.
 */
export interface LineExtent {
  start: number;
  end: number;
}

/** A box of the row and the boxes laid out in it, along the line. */
export interface RowPart {
  /** The room the box gives its children (its content box). */
  room: LineExtent;
  /** Its children's boxes; children not rendered (display: none) are left out. */
  children: readonly LineExtent[];
}

/** Less than this past the edge is rounding, not overflow. */
const tolerance = 0.5;

/**
 * Whether any child sticks out of the room its box gives, at either end of the line (so it
 * holds in right-to-left too). Only boxes in the flow count: a submenu hanging open below
 * its entry (positioned) is not a child here, and does not fold the header.
 */
export function overflowsLine({ room, children }: RowPart): boolean {
  return children.some(
    (child) => child.start < room.start - tolerance || child.end > room.end + tolerance,
  );
}

/**
 * The layout the header takes, from its parts as laid out in the bar layout: the bar when
 * no part's children overflow it along the line, else the menu.
 */
export function layoutThatFits(parts: readonly RowPart[]): HeaderLayout {
  return parts.some(overflowsLine) ? 'menu' : 'bar';
}

/**
 * Whether boxes laid out in a row that may wrap have wrapped onto more than one line: some
 * box lies wholly past another across the line (below it, in horizontal writing). Boxes of
 * different heights centred on one line overlap across it, so they do not count as wrapped.
 */
export function wrapsOntoLines(acrossTheLine: readonly LineExtent[]): boolean {
  return acrossTheLine.some((box) =>
    acrossTheLine.some((other) => other !== box && other.start >= box.end - tolerance),
  );
}

/** Whether the element is in a header whose items are in one row: the bar layout. */
export function isInBarLayout(element: Element | null | undefined): boolean {
  return element?.closest('[data-layout]')?.getAttribute('data-layout') === 'bar';
}
