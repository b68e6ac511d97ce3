const focusableSelector = [
  'a[href]',
  'area[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'iframe',
  'summary',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** The elements inside `container` that Tab reaches, in document order. */
export function tabbableElements(container: Element): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(focusableSelector)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(':disabled') &&
      !element.closest('[inert]') &&
      // Not rendered (display: none, a closed <details>): Tab skips it.
      (typeof element.checkVisibility !== 'function' || element.checkVisibility()),
  );
}

/**
 * Keeps Tab inside `container`, a modal whose page behind is inert: at either
 * end focus wraps round, so it never leaves for the browser's toolbar.
 */
export function wrapTab(
  event: { shiftKey: boolean; preventDefault(): void },
  container: HTMLElement,
) {
  const items = tabbableElements(container);
  const first = items[0];
  const last = items.at(-1);
  const active = document.activeElement;
  if (!first || !last) {
    event.preventDefault();
    return;
  }
  if (event.shiftKey && (active === first || active === container)) {
    event.preventDefault();
    last.focus();
  } else if (!event.shiftKey && active === last) {
    event.preventDefault();
    first.focus();
  }
}
