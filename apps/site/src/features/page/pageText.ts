// Pages' markdown as rich text, parsed where the page renders: only while prerendering (route
// code never reaches the browser), so no page carries the parser (it is about 16 KB gzip).
import type { RichTextBlock } from '@ghat/ui';
import { parseMarkdown } from '@ghat/ui/markdown';

/** Each named markdown text as rich text. */
export function pageText<const Name extends string>(
  sources: Readonly<Record<Name, string>>,
): Record<Name, RichTextBlock[]> {
  return Object.fromEntries(
    Object.entries<string>(sources).map(([name, source]) => [name, parseMarkdown(source)]),
  ) as Record<Name, RichTextBlock[]>;
}

/** A list of markdown texts (a page's sections, say) as rich text, in order. */
export function pageTextList(sources: readonly string[]): RichTextBlock[][] {
  return sources.map((source) => parseMarkdown(source));
}
