import type { Decorator } from '@storybook/react-vite';
import { expect } from 'storybook/test';

/** WCAG 1.4.10 reflow: content must work in 320 CSS pixels without sideways scrolling. */
export const reflowWidth = 320;

/** Renders the story inside a frame 320 CSS pixels wide, the narrowest reflow width. */
export const narrowFrame: Decorator = (Story) => (
  <div data-testid="narrow-frame" style={{ inlineSize: reflowWidth, outline: '1px dashed' }}>
    <Story />
  </div>
);

/** Fails when anything inside the element sticks out sideways (and would need scrolling). */
export async function expectNoSidewaysOverflow(element: Element) {
  const frame = element.getBoundingClientRect();
  await expect(element.scrollWidth).toBeLessThanOrEqual(element.clientWidth + 1);
  for (const child of element.querySelectorAll('*')) {
    const box = child.getBoundingClientRect();
    if (box.width === 0) continue;
    await expect(box.left).toBeGreaterThanOrEqual(frame.left - 1);
    await expect(box.right).toBeLessThanOrEqual(frame.right + 1);
  }
}

/** Story globals for the preview's toolbar switches. */
export const rightToLeft = { direction: 'rtl' } as const;
export const doubleTextSize = { textSize: '200%' } as const;
export const partnerBrand = { theme: 'partner' } as const;

/** A CSS length (a token, a calc) in pixels, as the browser resolves it right now. */
export function toPixels(length: string) {
  const probe = document.createElement('div');
  probe.style.inlineSize = length;
  document.body.append(probe);
  const pixels = probe.getBoundingClientRect().width;
  probe.remove();
  return pixels;
}

export type Boxes<
  Count extends number,
  Found extends DOMRect[] = [],
> = Found['length'] extends Count ? Found : Boxes<Count, [...Found, DOMRect]>;

/** The boxes of the element's first `count` children, failing the story if there are fewer. */
export function childBoxes<Count extends number>(element: Element, count: Count): Boxes<Count> {
  const boxes = [...element.children].map((child) => child.getBoundingClientRect());
  if (boxes.length < count) throw new Error(`Expected ${count} items, found ${boxes.length}`);
  return boxes.slice(0, count) as Boxes<Count>;
}

/** Story globals that give the test browser a real phone or tablet viewport. */
export const smallPhone = { viewport: { value: 'mobile1', isRotated: false } };
/** A 390 px-wide phone, the width the site's mobile layouts are reviewed at. */
export const phone = { viewport: { value: 'phone390', isRotated: false } };
export const tablet = { viewport: { value: 'tablet', isRotated: false } };

/** Takes the hash an in-page link put in the address away again, so stories start clean. */
export function clearHash() {
  const { pathname, search } = window.location;
  window.history.replaceState(window.history.state, '', `${pathname}${search}`);
}
