// The module build/searchIndex.ts makes.
declare module 'virtual:ghat/search-index' {
  import type { SiteLocaleCode } from '@ghat/content/i18n/siteLocales';
  /**
   * Where each site language's search index is served: '/assets/search-index-<hash>.json'
   * for English, '/assets/search-index-fr-<hash>.json' for French, and so on.
   */
  export const searchIndexUrls: Record<SiteLocaleCode, string>;
}
