// The module build/searchIndex.ts makes.
declare module 'virtual:ghat/search-index' {
  /** Where the site search's index is served: '/assets/search-index-<hash>.json'. */
  export const searchIndexUrl: string;
}
