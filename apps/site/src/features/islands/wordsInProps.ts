// The @ghat/ui word namespaces an island's props give in full, in the page's language, from
// @ghat/content: @ghat/ui's own words for them would never show, so the files of an island's
// words (build/islandPreloads.ts) leave them out. wordsInProps.test.tsx renders each island
// with the props its page gives, in every language, and fails if one of these words shows.
import type { IslandName } from './registry.ts';

export const wordsInProps: Partial<Record<IslandName, readonly string[]>> = {
  'not-found': ['notFound'],
  'not-found-actions': ['notFound'],
};
