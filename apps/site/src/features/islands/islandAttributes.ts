// The attributes of an island's root element: written by the prerender (Island.tsx), read by
// the browser's scheduler (client.tsx), the loader (islandsLoader.ts) and the end-to-end
// tests' readiness check. A module of its own, so that reading them brings in no island.

/** The attributes of an island's root element, read by the browser's scheduler. */
export const islandAttributes = {
  name: 'data-island',
  props: 'data-island-props',
  moment: 'data-island-hydrate',
  /** The prefix of the ids React makes inside it (useId), the same on both sides. */
  idPrefix: 'data-island-ids',
  /** The files it needs beyond the page's entry, asked for all at once (islandsLoader.ts). */
  files: 'data-island-files',
  /** Of those, the file of its own @ghat/ui words on a translated page (uiLocaleLoader.ts). */
  words: 'data-island-words',
} as const;
