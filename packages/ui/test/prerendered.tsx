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
