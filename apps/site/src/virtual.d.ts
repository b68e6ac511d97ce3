// Modules the build makes (build/articleSlugs.ts).
declare module 'virtual:ghat/article-slugs' {
  /** The slug of every article in @ghat/content. */
  export const articleSlugs: ReadonlySet<string>;
}
