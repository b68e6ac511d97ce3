// Checks the header's stories share: whether it is one row, measured from the boxes the
// browser laid out (no screenshots), whatever the words and the direction.
import { expect, waitFor } from 'storybook/test';

const rendered = (element: Element) =>
  element.getClientRects().length > 0 && element.checkVisibility({ visibilityProperty: true });

/**
 * The header's items as the reader sees them, in order: the bar's own children (the home
 * link, the Menu button, search) and, where the panel is in the row, each top-level entry of
 * the menu, the language picker and the call to action. Only what is rendered and visible.
 */
export function visibleHeaderItems(header: HTMLElement): HTMLElement[] {
  const nav = header.querySelector('nav');
  const panel = nav?.parentElement;
  const bar = panel?.parentElement;
  if (!nav || !panel || !bar) throw new Error('The header has no bar with a menu panel');
  const inPanel = () => [
    ...nav.querySelectorAll<HTMLElement>(':scope > ul > li'),
    ...[...panel.children]
      .filter((child) => child !== nav)
      .flatMap((actions) => [...actions.children] as HTMLElement[]),
  ];
  return ([...bar.children] as HTMLElement[])
    .flatMap((child) => (child === panel ? inPanel() : [child]))
    .filter(rendered);
}

/**
 * Fails unless the header is one row: it has measured its layout (`data-layout`; with
 * `measured: false`, the prerendered header before its script runs), every
 * visible item (the home link, each menu entry, the language picker, the call to action,
 * search, or the Menu button) is centred on the same line, the header is no taller than its
 * tallest item with the bar's padding, no item overlaps another, and nothing sticks out of
 * the header. Holds in either direction and with any words.
 */
export async function expectOneRow(header: HTMLElement, { measured = true } = {}) {
  // Before the header has measured (prerendered HTML), its stylesheet alone picks the layout.
  if (measured) await waitFor(() => expect(header.dataset.layout).toMatch(/^(bar|menu)$/));
  const items = visibleHeaderItems(header);
  // At least the home link and one way to the menu (its entries, or the Menu button).
  await expect(items.length).toBeGreaterThanOrEqual(2);
  const boxes = items.map((item) => item.getBoundingClientRect());

  // One line: every item's middle within a few pixels of the others'.
  const middles = boxes.map((box) => box.top + box.height / 2);
  await expect(Math.max(...middles) - Math.min(...middles)).toBeLessThan(4);

  // One row's height: the tallest item, the bar's padding and the header's bottom border.
  const bar = items[0]?.parentElement;
  if (!bar) throw new Error('The header has no bar');
  const barStyle = getComputedStyle(bar);
  const oneRow =
    Math.max(...boxes.map((box) => box.height)) +
    Number.parseFloat(barStyle.paddingTop) +
    Number.parseFloat(barStyle.paddingBottom) +
    Number.parseFloat(getComputedStyle(header).borderBottomWidth);
  await expect(Math.abs(header.getBoundingClientRect().height - oneRow)).toBeLessThan(1);

  // Side by side: no item overlaps the next, and all of them are inside the header.
  const frame = header.getBoundingClientRect();
  const byPosition = [...boxes].sort((a, b) => a.left - b.left);
  for (const [index, box] of byPosition.entries()) {
    await expect(box.left).toBeGreaterThanOrEqual(frame.left - 1);
    await expect(box.right).toBeLessThanOrEqual(frame.right + 1);
    const next = byPosition[index + 1];
    if (next) await expect(box.right).toBeLessThanOrEqual(next.left + 1);
  }
  await expect(header.scrollWidth).toBeLessThanOrEqual(header.clientWidth);

  // The layout the header says it has is the one shown (before measuring, the one its
  // stylesheet picked): folded, the Menu button instead of the entries.
  const menuButton = header.querySelector('button[aria-controls][aria-expanded]');
  const menuButtonShown = menuButton ? rendered(menuButton) : false;
  const folded = measured ? header.dataset.layout === 'menu' : menuButtonShown;
  await expect(menuButtonShown).toBe(folded);
  await expect(items.some((item) => item.tagName === 'LI')).toBe(!folded);
}

/** Whether the header shows its Menu button: folded. */
export function isFolded(header: HTMLElement): boolean {
  const menuButton = header.querySelector('button[aria-controls][aria-expanded]');
  return menuButton ? rendered(menuButton) : false;
}
