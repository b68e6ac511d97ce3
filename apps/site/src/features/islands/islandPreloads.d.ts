// The module build/islandPreloads.ts makes.
declare module 'virtual:ghat/island-preloads' {
  /** Site paths of the files the entry and each island need (none in the dev server). */
  export const islandPreloads: {
    entry: string[];
    islands: Record<string, string[]>;
    /** @ghat/ui's words in each language, by language code. */
    locales: Record<string, string[]>;
  };
}
