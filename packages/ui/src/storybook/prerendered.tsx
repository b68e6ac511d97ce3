// For stories of what happens before a prerendered island hydrates: the server's HTML is put
// in the page as a static page has it, a play function uses it as plain HTML (a visitor
// acting before the page's script runs), then hydrates it as the script does.
import { useEffect, useLayoutEffect, useRef, type ReactElement, type ReactNode } from 'react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';

interface Island {
  hydrate: () => Promise<void>;
}

const islands = new WeakMap<Element, Island>();

// Its own ids: never the same as those of the story's tree around it.
const identifierPrefix = 'prerendered-';

/** Renders nothing of its own; calls `onHydrated` once the tree under it is alive. */
function HydrationSignal({
  onHydrated,
  children,
}: {
  onHydrated?: () => void;
  children: ReactNode;
}) {
  useEffect(() => onHydrated?.(), [onHydrated]);
  return children;
}

/**
 * The server's HTML for `children`, not yet hydrated: nothing in it responds to script
 * until a play function calls `hydratePrerendered`.
 */
export function Prerendered({ children }: { children: ReactElement }) {
  const hostRef = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const host = hostRef.current;
    if (!host) return;
    // A fresh element each time, so a re-render never hydrates into another one's HTML.
    const island = document.createElement('div');
    island.innerHTML = renderToString(<HydrationSignal>{children}</HydrationSignal>, {
      identifierPrefix,
    });
    host.replaceChildren(island);
    let root: Root | undefined;
    islands.set(host, {
      hydrate: () =>
        new Promise<void>((resolve) => {
          if (root) return resolve();
          root = hydrateRoot(
            island,
            <HydrationSignal onHydrated={resolve}>{children}</HydrationSignal>,
            { identifierPrefix },
          );
        }),
    });
    return () => {
      islands.delete(host);
      // Later: a root cannot be unmounted while React is committing the story's own tree.
      setTimeout(() => {
        root?.unmount();
        island.remove();
      });
    };
  }, [children]);
  return <div ref={hostRef} data-prerendered="" />;
}

/** Hydrates the story's `Prerendered` HTML and waits until it is alive (its effects run). */
export async function hydratePrerendered(canvasElement: HTMLElement): Promise<void> {
  const host = canvasElement.querySelector('[data-prerendered]');
  const island = host && islands.get(host);
  if (!island) throw new Error('No prerendered island in this story');
  await island.hydrate();
}

// Not user-event before hydrating, and no focus: once used on a page, user-event redefines
// the `value` of every field that takes focus, and React, finding that at hydration, skips its
// own tracking of the field and reports the text at the next event (a blur, say), which no
// visitor's browser does. These change the HTML as the browser does for a visitor's typing
// and choosing, so a story sees what a visitor gets.

/** Types into a field of the page's HTML before it hydrates, a character at a time. */
export function typeBeforeHydration(field: HTMLElement, text: string): void {
  if (!(field instanceof HTMLInputElement || field instanceof HTMLTextAreaElement)) {
    throw new Error('Not a text field');
  }
  for (const character of text) {
    field.value += character;
    field.dispatchEvent(new InputEvent('input', { bubbles: true, data: character }));
  }
  field.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Chooses an option of a drop-down in the page's HTML before it hydrates. */
export function chooseBeforeHydration(select: HTMLElement, value: string): void {
  if (!(select instanceof HTMLSelectElement)) throw new Error('Not a drop-down');
  select.value = value;
  select.dispatchEvent(new Event('input', { bubbles: true }));
  select.dispatchEvent(new Event('change', { bubbles: true }));
}

/** Ticks or unticks a checkbox (or switch) in the page's HTML before it hydrates, as a click does. */
export function tickBeforeHydration(checkbox: HTMLElement): void {
  checkbox.click();
}
