// Rich text as data: what a markdown body becomes once parsed. Plain JSON, so a page can
// parse its text where marked is at hand (at build time, on the server) and send only the
// result to the browser, which renders it with RichText and never loads a parser.

/** Words and their emphasis, links and code inside a block. */
export type RichTextInline =
  | string
  | { type: 'strong' | 'em' | 'del'; children: RichTextInline[] }
  | { type: 'code'; text: string }
  | { type: 'break' }
  | { type: 'link'; href: string; title?: string; children: RichTextInline[] };

/** A heading, paragraph, list, quotation, rule, code block, or source shown as typed. */
export type RichTextBlock =
  | { type: 'heading'; depth: number; children: RichTextInline[] }
  | { type: 'paragraph'; children: RichTextInline[] }
  /** The words of a tight list item: inline, with no paragraph around them. */
  | { type: 'text'; children: RichTextInline[] }
  | { type: 'quote'; children: RichTextBlock[] }
  | { type: 'list'; ordered: boolean; start?: number; items: RichTextBlock[][] }
  | { type: 'rule' }
  | { type: 'code'; text: string }
  /** Source the renderer does not turn into elements (raw HTML): shown as the text it is. */
  | { type: 'literal'; text: string };
