// The module build/islandPreloads.ts makes.
declare module 'virtual:ghat/island-preloads' {
  /** Site paths of the files the entry and each island need (none in the dev server). */
  export const islandPreloads: {
    entry: string[];
    islands: Record<string, string[]>;
    /**
     * @ghat/ui's words in each language, by language code: the entry's file, which every
     * page in the language loads, and each island's words beyond those.
     */
    locales: Record<string, { entry: string; islands: Record<string, string> }>;
  };
}
