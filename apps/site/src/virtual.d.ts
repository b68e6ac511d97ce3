// Modules the build makes (build/articleSlugs.ts).
declare module 'virtual:ghat/article-slugs' {
  /** Whether a slug is an article's in @ghat/content (see build/articleSlugs.ts). */
  export const articleSlugs: { has(slug: string): boolean };
}
