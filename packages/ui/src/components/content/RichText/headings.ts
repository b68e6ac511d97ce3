// The headings of rich text, with the ids RichText gives them when asked (`anchorHeadings`),
// so a page can list its contents (ContentsList) and link to each one.
import type { RichTextBlock, RichTextInline } from './richTextTypes.ts';

export interface RichTextHeading {
  /** The heading's id: its words in lower case, joined by hyphens ('7-financial-controls'). */
  id: string;
  /** Its words, without emphasis or links. */
  text: string;
  /** Its markdown depth (1 for '#'), before RichText's headingOffset. */
  depth: number;
  /** Where it is among the text's blocks. */
  blockIndex: number;
}

/** The words of inline rich text, as plain text. */
export function inlineText(nodes: readonly RichTextInline[]): string {
  return nodes
    .map((node) => {
      if (typeof node === 'string') return node;
      if (node.type === 'code') return node.text;
      if (node.type === 'break') return ' ';
      return inlineText(node.children);
    })
    .join('');
}

/** An id made of a heading's words: letters and digits, accents dropped, hyphens between. */
export function headingAnchor(text: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, '-')
    .replace(/^-+|-+$/g, '');
  return words || 'section';
}

/**
 * The text's own headings (not those inside quotations or lists), in order, each with an
 * id unique in the text: a repeated heading gets '-2', '-3' and so on.
 */
export function richTextHeadings(blocks: readonly RichTextBlock[]): RichTextHeading[] {
  const used = new Set<string>();
  const headings: RichTextHeading[] = [];
  blocks.forEach((block, blockIndex) => {
    if (block.type !== 'heading') return;
    const text = inlineText(block.children).trim();
    const base = headingAnchor(text);
    let id = base;
    for (let count = 2; used.has(id); count += 1) id = `${base}-${count}`;
    used.add(id);
    headings.push({ id, text, depth: block.depth, blockIndex });
  });
  return headings;
}
