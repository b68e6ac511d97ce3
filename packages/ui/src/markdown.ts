// @ghat/ui/markdown: markdown to rich text, with neither React nor the "use client"
// directive, for build scripts and servers. The browser renders the result with RichText.
export { parseMarkdown, lexMarkdown } from './components/content/Markdown/parseMarkdown.ts';
export { decodeEntities } from './components/content/Markdown/markdownText.ts';
export {
  allowedLinkSchemes,
  isExternalHref,
  safeHref,
} from './components/content/RichText/links.ts';
export type { RichTextBlock, RichTextInline } from './components/content/RichText/richTextTypes.ts';
