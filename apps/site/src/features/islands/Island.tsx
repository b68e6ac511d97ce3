// An island's root in the prerendered page: the component's own HTML inside an element that
// leaves no box (display: contents), carrying the island's name, its props as JSON and when
// it hydrates. Only the prerender (and the dev server) render this; the browser never runs
// it, it hydrates the root's contents in place (src/client.tsx).
import { Box, LocaleProvider, useLocale } from '@ghat/ui';
import { createElement, useId, type ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { islandPreloads } from 'virtual:ghat/island-preloads';
import { islandAttributes } from './islandAttributes.ts';
import { islandModules, type IslandMoment, type IslandName, type IslandProps } from './registry.ts';

// Every island's module, loaded before any page renders: a component still loading would be
// streamed into the page later instead of rendered in place.
const components = new Map<string, ComponentType<object>>(
  await Promise.all(
    Object.entries(islandModules).map(
      async ([name, load]) =>
        [name, (await load()).default as unknown as ComponentType<object>] as const,
    ),
  ),
);

/** The file of @ghat/ui's words in `locale` that every page loads (none for English). */
export function localeFiles(locale: string): string[] {
  const file = islandPreloads.locales[locale]?.entry;
  return file ? [file] : [];
}

/** The file of an island's own @ghat/ui words in `locale`, if it shows any beyond the page's. */
function islandWordsFile(name: IslandName, locale: string): string | undefined {
  return islandPreloads.locales[locale]?.islands[name];
}

/** An island's files beyond the page's entry and what that imports (every page loads those). */
function filesBeyondEntry(name: IslandName, words: string | undefined): string[] {
  const entry = new Set(islandPreloads.entry);
  const files = (islandPreloads.islands[name] ?? []).filter((href) => !entry.has(href));
  return words ? [...files, words] : files;
}

export interface IslandRootProps<Name extends IslandName> {
  name: Name;
  props: IslandProps<Name>;
  /** When it hydrates (default `load`). */
  hydrate?: IslandMoment;
}

export function Island<Name extends IslandName>({
  name,
  props,
  hydrate = 'load',
}: IslandRootProps<Name>) {
  const Component = components.get(name);
  if (!Component) throw new Error(`No island is registered as "${name}"`);
  // Rendered as a tree of its own, as the browser hydrates it: ids made with useId (a label's
  // `for`, a heading an aria-labelledby names) then come out the same on both sides. The
  // prefix keeps them apart from the page's and every other island's.
  const idPrefix = `${useId()}${name}-`;
  // In the page's language, as the browser hydrates it (client.tsx).
  const locale = useLocale();
  const words = islandWordsFile(name, locale.code);
  // createElement, not JSX: the component is looked up, not created, here (a static table).
  const html = renderToString(
    <LocaleProvider locale={locale} marksLanguage={false}>
      {createElement(Component, props as object)}
    </LocaleProvider>,
    {
      identifierPrefix: idPrefix,
    },
  );
  return (
    <Box
      display="contents"
      {...{
        [islandAttributes.name]: name,
        [islandAttributes.props]: JSON.stringify(props),
        [islandAttributes.idPrefix]: idPrefix,
        [islandAttributes.moment]: hydrate === 'load' ? undefined : hydrate,
        // Every file it needs beyond the page's entry: asked for all at once, not one
        // import level at a time (by the loader for an island at load, else as it starts).
        [islandAttributes.files]: filesBeyondEntry(name, words).join(' ') || undefined,
        // Which of them holds its words, for the island to hydrate with (uiLocaleLoader.ts).
        [islandAttributes.words]: words,
      }}
      dangerouslySetInnerHTML={{ __html: html }}
    />
  );
}
