// Pages' markdown becomes rich text in their loaders. A loader runs where the page is
// built (prerendering), and its result travels inside the HTML, so the browser hydrates
// a page without the markdown parser. The parser is only fetched, once, when a visitor
// moves to another page inside the site and that page's loader runs in the browser.
import type { RichTextBlock } from '@ghat/ui';

type Parse = (source: string) => RichTextBlock[];

async function parser(): Promise<Parse> {
  const { parseMarkdown } = await import('@ghat/ui/markdown');
  return (source) => parseMarkdown(source);
}

/** Each named markdown text as rich text. */
export async function richText<const Name extends string>(
  sources: Readonly<Record<Name, string>>,
): Promise<Record<Name, RichTextBlock[]>> {
  const parse = await parser();
  return Object.fromEntries(
    Object.entries<string>(sources).map(([name, source]) => [name, parse(source)]),
  ) as Record<Name, RichTextBlock[]>;
}

/** A list of markdown texts (a page's sections, say) as rich text, in order. */
export async function richTextList(sources: readonly string[]): Promise<RichTextBlock[][]> {
  const parse = await parser();
  return sources.map(parse);
}
