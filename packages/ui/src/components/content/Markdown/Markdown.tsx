import { useMemo, type Ref } from 'react';
import { RichText, type RichTextProps } from '../RichText/RichText.tsx';
import { parseMarkdown } from './parseMarkdown.ts';

export { allowedLinkSchemes, isExternalHref, safeHref } from '../RichText/links.ts';
export { decodeEntities } from './markdownText.ts';
export { lexMarkdown, parseMarkdown } from './parseMarkdown.ts';

export interface MarkdownProps extends Omit<RichTextProps, 'blocks' | 'children'> {
  /** The markdown source: an article body, say. Raw HTML in it is shown as text, never run. */
  children: string;
  /** A single line break in the source starts a new line (as content editors expect). */
  breaks?: boolean;
  ref?: Ref<HTMLElement>;
}

/**
 * Renders a markdown string as React elements: headings, paragraphs,
 * quotations, lists, emphasis, code and links. It never sets HTML: raw HTML
 * in the source is shown as text, and links with a scheme other than http,
 * https, mailto or tel lose their link.
 *
 * It parses in the browser, so it brings the parser (marked) with it. A page
 * whose text is known ahead of time can parse it where it is built with
 * `parseMarkdown` (from `@ghat/ui/markdown`) and render the result with RichText.
 */
export function Markdown({ children, breaks = true, ...props }: MarkdownProps) {
  const blocks = useMemo(() => parseMarkdown(children, { breaks }), [children, breaks]);
  return <RichText blocks={blocks} {...props} />;
}
