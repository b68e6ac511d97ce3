// Parts of a page that hydrate on first use. A form is most of a page's own JavaScript
// (TanStack Form and Valibot alone are about 15 KB gzip), yet nobody needs it working
// until they reach for it. An island is prerendered like everything else, so it reads and
// looks finished from the first paint; its code is asked for on the visitor's first
// interaction with the page (a pointer over it or down, a key, focus, touch or scroll),
// and React hydrates it when the code arrives. Until then the markup works as plain HTML
// (a form posts without JavaScript), and what was typed meanwhile is kept: ui's forms
// adopt the values already in their fields when they hydrate.
//
// After any interaction (and so on every client-side navigation) islands load at once;
// a route's loader can `preload()` one so the page renders it without a gap.
import { lazy, memo, Suspense, useEffect, type ComponentType } from 'react';

const interactions = [
  'pointerdown',
  'pointerover',
  'keydown',
  'focusin',
  'touchstart',
  'scroll',
] as const;

let firstUse: Promise<void> | undefined;

/** Resolves on the visitor's first interaction with the page (at once after one). */
export function firstInteraction(): Promise<void> {
  firstUse ??= new Promise((resolve) => {
    const used = () => {
      for (const type of interactions) window.removeEventListener(type, used, true);
      resolve();
    };
    for (const type of interactions) {
      window.addEventListener(type, used, { capture: true, passive: true });
    }
  });
  return firstUse;
}

/** Written on <html> as islands hydrate, so a test (or a curious developer) can see it. */
export const hydratedIslandsAttribute = 'data-hydrated-islands';
const hydrated = new Set<string>();

function markHydrated(name: string) {
  hydrated.add(name);
  document.documentElement.setAttribute(hydratedIslandsAttribute, [...hydrated].join(' '));
}

type Module<Props> = { default: ComponentType<Props> };

/** A thenable that resolves as soon as React asks: React.lazy then renders without suspending. */
function settled<Value>(value: Value): PromiseLike<Value> {
  return { then: (resolve) => resolve?.(value) as never } as PromiseLike<Value>;
}

export type Island<Props extends object> = ComponentType<Props> & {
  /** Loads the island's code now (a loader on client-side navigation, and the prerender). */
  preload(): Promise<void>;
};

/**
 * The component `load` gives, prerendered in place and hydrated on first use. Its props
 * must keep their identity between renders (content and module-level functions do): an
 * update reaching a boundary still waiting to hydrate would make React drop its markup.
 */
export function island<Props extends object>(
  name: string,
  load: () => Promise<Module<Props>>,
): Island<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<void> | undefined;
  const preload = () =>
    (loading ??= load().then((module) => {
      const Component = module.default;
      loaded = function Hydrated(props: Props) {
        useEffect(() => markHydrated(name), []);
        return <Component {...props} />;
      };
    }));
  // While prerendering, the code is there before React renders the page (see SiteConsent).
  if (import.meta.env.SSR) void preload();

  const Lazy = lazy((): Promise<Module<Props>> => {
    if (loaded) return settled({ default: loaded }) as Promise<Module<Props>>;
    return firstInteraction()
      .then(preload)
      .then(() => ({ default: loaded as ComponentType<Props> }));
  }) as unknown as ComponentType<Props>;

  const Boundary = memo(function IslandBoundary(props: Props) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }) as unknown as ComponentType<Props>;
  return Object.assign(Boundary, { preload });
}
