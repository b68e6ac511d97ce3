// Parts of a page that hydrate on first use: every page's own content (src/-pages), the
// footer's sign-up, the not-found views. React DOM and the router alone are about 91 KB
// gzip, so a first view carries only the frame; nobody needs a page's code until they
// reach for it. An island is prerendered like everything else, so it reads and looks
// finished from the first paint; its code is asked for on the visitor's first interaction
// with the page (a pointer over it or down, a key, focus, touch or scroll), and React
// hydrates it when the code arrives. Until then the markup works as plain HTML (links
// navigate, forms post), and what was typed meanwhile is kept: ui's forms adopt the values
// already in their fields when they hydrate. A button pressed in a page before its code
// arrives is pressed again once it has (pageIsland, replayEarlyPress).
//
// After any interaction (and so on every client-side navigation) islands load at once;
// a route's loader can `prepare()` one so the page renders it without a gap.
import { lazy, memo, Suspense, useEffect, type ComponentType, type ReactNode } from 'react';

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

// Listen from the moment this module runs, before React renders: an interaction while the
// page is still starting counts too.
if (typeof window !== 'undefined') void firstInteraction();

/**
 * Keeps the last press of a button inside `container` made before `ready` settles, and
 * presses it again then. A button in markup that has not hydrated does nothing when pressed
 * (React drops the event), so on a slow connection a tap that started the code's download
 * would otherwise be lost. Links and submit buttons are left alone: the browser handles
 * those itself.
 */
export function replayEarlyPress(container: string, ready: Promise<unknown>): void {
  let pressed: HTMLButtonElement | null = null;
  const remember = (event: MouseEvent) => {
    const target = event.target instanceof Element ? event.target : null;
    const button = target?.closest('button');
    if (button && button.type === 'button' && button.closest(container)) pressed = button;
  };
  window.addEventListener('click', remember, true);
  void ready.finally(() => {
    window.removeEventListener('click', remember, true);
    // After React has attached its handlers (the commit that settled `ready`).
    setTimeout(() => {
      if (pressed?.isConnected && !pressed.disabled) pressed.click();
    });
  });
}

/**
 * Written on <html>: `data-hydrated-islands` names each island that has hydrated, and
 * `data-islands` says whether any is still `waiting` (or all are `hydrated`), so a test,
 * or a curious developer, can see where the page stands.
 */
export const hydratedIslandsAttribute = 'data-hydrated-islands';
const hydrated = new Set<string>();
const waiting = new Set<string>();

function showProgress() {
  const root = document.documentElement;
  root.setAttribute(hydratedIslandsAttribute, [...hydrated].join(' '));
  root.setAttribute('data-islands', waiting.size > 0 ? 'waiting' : 'hydrated');
}

function markWaiting(name: string) {
  waiting.add(name);
  showProgress();
}

function markHydrated(name: string) {
  waiting.delete(name);
  hydrated.add(name);
  showProgress();
}

type Module<Props> = { default: ComponentType<Props> };

/** A thenable that resolves as soon as React asks: React.lazy then renders without suspending. */
function settled<Value>(value: Value): PromiseLike<Value> {
  return { then: (resolve) => resolve?.(value) as never } as PromiseLike<Value>;
}

export type Island<Props extends object, Loaded = Module<Props>> = ((props: Props) => ReactNode) & {
  /**
   * Loads the island's code now (a loader on client-side navigation, and the prerender).
   * Not named `preload`: TanStack Router calls a route component's `preload` before it
   * hydrates a page, which would fetch every island with the first view.
   */
  prepare(): Promise<Loaded>;
};

/**
 * The component `load` gives, prerendered in place and hydrated on first use. Its props
 * must keep their identity between renders (content and module-level functions do): an
 * update reaching a boundary still waiting to hydrate would make React drop its markup.
 */
export function island<Props extends object, Loaded extends Module<Props> = Module<Props>>(
  name: string,
  load: () => Promise<Loaded>,
  options: IslandOptions = {},
): Island<Props, Loaded> {
  // One island per name: a route's loader and component are split into chunks of their
  // own, and each may create it; both must see the same one.
  const known = islands.get(name) as Island<Props, Loaded> | undefined;
  if (known) return known;
  const created = createIsland<Props, Loaded>(name, load, options);
  islands.set(name, created as unknown as Island<never>);
  return created;
}

export interface IslandOptions {
  /**
   * A selector for the markup that is wholly the island's: a button pressed there before
   * the island hydrates is pressed again once it has (see replayEarlyPress). Only for
   * markup with no other live component in it, or that one would be pressed twice.
   */
  replayPressesIn?: string;
}

/**
 * A page's own content as an island: everything in `<main>` is the page's (the header,
 * footer and cookie banner are outside it), so a button there pressed while the page's
 * code was on its way is pressed again when it arrives.
 */
export function pageIsland<Props extends object, Loaded extends Module<Props> = Module<Props>>(
  name: string,
  load: () => Promise<Loaded>,
): Island<Props, Loaded> {
  return island<Props, Loaded>(name, load, { replayPressesIn: 'main' });
}

const islands = new Map<string, Island<never>>();

function createIsland<Props extends object, Loaded extends Module<Props>>(
  name: string,
  load: () => Promise<Loaded>,
  { replayPressesIn }: IslandOptions,
): Island<Props, Loaded> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<Loaded> | undefined;
  let settleHydrated: () => void = () => undefined;
  const hydratedOnce = new Promise<void>((resolve) => (settleHydrated = resolve));
  // Resolves with the island's module, so a loader can read what else it exports.
  const prepare = () =>
    (loading ??= load().then((module) => {
      const Component = module.default;
      loaded = function Hydrated(props: Props) {
        useEffect(() => {
          markHydrated(name);
          settleHydrated();
        }, []);
        return <Component {...props} />;
      };
      return module;
    }));
  // While prerendering, the code is there before React renders the page (see SiteConsent).
  if (import.meta.env.SSR) void prepare();

  const Lazy = lazy((): Promise<Module<Props>> => {
    if (loaded) return settled({ default: loaded }) as Promise<Module<Props>>;
    markWaiting(name);
    if (replayPressesIn) replayEarlyPress(replayPressesIn, hydratedOnce);
    return firstInteraction()
      .then(prepare)
      .then(() => ({ default: loaded as ComponentType<Props> }));
  }) as unknown as ComponentType<Props>;

  const Boundary = memo(function IslandBoundary(props: Props) {
    return (
      <Suspense fallback={null}>
        <Lazy {...props} />
      </Suspense>
    );
  }) as unknown as (props: Props) => ReactNode;
  return Object.assign(Boundary, { prepare });
}
