// The browser's one script. Pages are static HTML: there is no router here and the document
// is never hydrated. This finds each island's root (features/islands/Island.tsx) and hydrates
// it on a root of its own, as soon as it runs (or, for parts far below the fold, as they near
// the viewport), never waiting for the visitor's first touch. All islands share this React.
// It also starts what every page does without a component: the Consent Mode updates on a
// choice and the page-event senders.
import '@ghat/tokens/styles.css';
// The page-level rules (border-box sizing, the page's text and background, each text block's
// own direction): opt-in in @ghat/ui, and this site wants them.
import '@ghat/ui/base.css';
import '@ghat/ui/styles.css';
import {
  createElement,
  startTransition,
  useEffect,
  useLayoutEffect,
  useRef,
  type ReactNode,
} from 'react';
// In a build, React DOM is a classic script of its own that has run before this module
// (build/reactScript.ts): asked for early, as the stylesheet arrives, on a slow connection.
import { hydrateRoot } from 'react-dom/client';
import { startEventSenders } from './features/analytics/analyticsLoader.ts';
import { consentStore, updateSignalsOnChoice } from './features/consent/consent.ts';
import {
  markIslandsStarted,
  readFields,
  releaseEarlyActions,
  replayEarlyActions,
  takeEarlyActions,
  withTyped,
  type FieldValues,
} from './features/islands/earlyActions.ts';
import { inNextTask } from './features/islands/nextTask.ts';
import { islandAttributes } from './features/islands/islandAttributes.ts';
import { islandModules, isIslandName } from './features/islands/registry.ts';
import { loadUiLocale } from './features/islands/uiLocaleLoader.ts';
import { LocaleProvider } from '@ghat/ui';

markIslandsStarted();

/** Adds nothing to the page: once the island has hydrated, does what was held for it. */
function Hydrated({ root, children }: { root: HTMLElement; children: ReactNode }) {
  const fieldsAtCommit = useRef<FieldValues>({ entries: [] });
  // The hydrating commit, after every layout effect below and before any render they asked
  // for: each field still shows what the visitor left in it (a value the browser restored,
  // say, which no event announced).
  useLayoutEffect(() => {
    fieldsAtCommit.current = readFields(root);
  }, [root]);
  // After every effect below it: the island is fully set up, and takes events from here on.
  useEffect(() => {
    const { held, typed } = takeEarlyActions(root);
    replayEarlyActions(root, held, withTyped(fieldsAtCommit.current, typed));
  }, [root]);
  return children;
}

/** Asks for every file an island needs at once, rather than one import level at a time. */
function preloadFiles(root: HTMLElement): void {
  for (const href of root.getAttribute(islandAttributes.files)?.split(' ') ?? []) {
    if (!href || document.querySelector(`link[rel="modulepreload"][href="${href}"]`)) continue;
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.href = href;
    document.head.append(link);
  }
}

function hydrateIsland(root: HTMLElement): void {
  const name = root.getAttribute(islandAttributes.name) ?? '';
  if (!isIslandName(name)) return;
  preloadFiles(root);
  const props: unknown = JSON.parse(root.getAttribute(islandAttributes.props) ?? '{}');
  // Its @ghat/ui words: English needs none; a translated page's come as files of their own,
  // asked for with the islands' files (uiLocaleLoader.ts).
  Promise.all([islandModules[name](), loadUiLocale(root)]).then(
    ([{ default: Component }, locale]) => {
      // In a transition: React hydrates in slices and yields between them, so a long island
      // (the document library's cards) is no one long task holding up the visitor's input.
      // Nothing done meanwhile is lost: the island is not live until its effects have run,
      // and until then what the visitor does is held for it (earlyActions.ts).
      startTransition(() => {
        hydrateRoot(
          root,
          <Hydrated root={root}>
            <LocaleProvider locale={locale} marksLanguage={false}>
              {createElement(Component as never, props as never)}
            </LocaleProvider>
          </Hydrated>,
          { identifierPrefix: root.getAttribute(islandAttributes.idPrefix) ?? undefined },
        );
      });
    },
    // Offline, say: what was held posts as plain HTML, and the page stays a working page.
    () => releaseEarlyActions(),
  );
}

// Half a screen from the viewport: started early enough to be ready on arrival, and far
// enough down that a form two screens below a phone's first view (/contact's) is not part of
// it. What is done to an island before it is live is kept for it (earlyActions.ts), so a
// visitor who reaches it while it hydrates loses nothing (cold e2e, on a CPU four times
// slower too).
const nearViewport = '50% 0px';

/** Whether an island waits until it nears the viewport (registry.ts, IslandMoment). */
function waitsForViewport(root: HTMLElement): boolean {
  const moment = root.getAttribute(islandAttributes.moment);
  return moment === 'visible' || (moment === 'query' && location.search.length < 2);
}

function whenNear(roots: HTMLElement[]): void {
  if (roots.length === 0) return;
  if (typeof IntersectionObserver !== 'function') {
    roots.forEach(hydrateIsland);
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        observer.unobserve(entry.target);
        const root = entry.target.parentElement?.closest<HTMLElement>(`[${islandAttributes.name}]`);
        if (root) hydrateIsland(root);
      }
    },
    { rootMargin: nearViewport },
  );
  // display: contents leaves the root no box to observe: watch its first child instead.
  for (const root of roots) {
    const target = root.firstElementChild;
    if (target) observer.observe(target);
  }
}

function hydrateIslands(): void {
  const later: HTMLElement[] = [];
  for (const root of document.querySelectorAll<HTMLElement>(`[${islandAttributes.name}]`)) {
    // A part the page keeps hidden (the cookie banner of a visitor who has chosen) never
    // needs its code.
    if (root.closest('[hidden]')) continue;
    if (waitsForViewport(root)) later.push(root);
    else hydrateIsland(root);
  }
  whenNear(later);
}

function start(): void {
  hydrateIslands();
  const store = consentStore();
  updateSignalsOnChoice(store);
  startEventSenders(store);
}

// Started by an import() once the page has painted (islandsLoader.ts), which on a long page
// can be before the parser has reached its last island. Either way in a task after the one
// that ran the modules (nextTask.ts).
if (document.readyState === 'loading') {
  document.addEventListener('DOMContentLoaded', start, { once: true });
} else {
  inNextTask(start);
}
