// @ghat/ui/markdown: markdown to rich text, with neither React nor the "use client"
// directive, for build scripts and servers. The browser renders the result with RichText.
export { parseMarkdown, lexMarkdown } from './components/Markdown/parseMarkdown.ts';
export { decodeEntities } from './components/Markdown/markdownText.ts';
export { allowedLinkSchemes, isExternalHref, safeHref } from './components/RichText/links.ts';
export type { RichTextBlock, RichTextInline } from './components/RichText/richTextTypes.ts';
