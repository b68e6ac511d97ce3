import { act } from '@testing-library/react';
import type { ReactElement } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { onTestFinished } from 'vitest';

/**
 * Puts the server's HTML for `element` in the page, as a static page does, so a test can use
 * it as plain HTML (a visitor typing before the script runs); `hydrate` then brings it alive.
 */
export function prerender(element: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  document.body.append(container);
  let root: Root | undefined;
  onTestFinished(() => {
    act(() => root?.unmount());
    container.remove();
  });
  return {
    container,
    /** Hydrates the HTML with `element` (or another tree the same on first render). */
    hydrate: async (tree: ReactElement = element) => {
      await act(async () => {
        root = hydrateRoot(container, tree);
      });
    },
  };
}

/**
 * Sets a control in the page's HTML as a visitor does before it hydrates: its text, choice or
 * tick, then the events the browser fires. Not user-event, and no focus: user-event
 * redefines the `value` of a field it types into or that takes focus, and React, finding that
 * at hydration, skips its own tracking and reports the text at the next event, which no
 * visitor's browser would.
 */
export function setBeforeHydration(control: HTMLElement, value: string | boolean): void {
  if (typeof value === 'boolean' && control instanceof HTMLInputElement) control.checked = value;
  else if ('value' in control) control.value = String(value);
  else throw new Error('Not a form control');
  control.dispatchEvent(new Event('input', { bubbles: true }));
  control.dispatchEvent(new Event('change', { bubbles: true }));
}
