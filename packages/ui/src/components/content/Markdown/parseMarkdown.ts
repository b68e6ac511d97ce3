import { getDefaults, Lexer, type Token, type Tokens } from 'marked';
import type { RichTextBlock, RichTextInline } from '../RichText/richTextTypes.ts';
import { safeHref } from '../RichText/links.ts';
import { decodeEntities } from './markdownText.ts';

/** Parses markdown into tokens with the library defaults, whatever `marked.use()` did elsewhere. */
export function lexMarkdown(source: string, { breaks = true } = {}): Token[] {
  return new Lexer({ ...getDefaults(), gfm: true, breaks }).lex(source);
}

/** The source of a token, as typed: for raw HTML and anything rich text does not hold. */
function literalText(raw: string): string {
  return raw.replace(/\n+$/, '');
}

function inlineNodes(tokens: readonly Token[]): RichTextInline[] {
  const nodes: RichTextInline[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case 'text':
        if (token.tokens) nodes.push(...inlineNodes(token.tokens));
        // `escaped` text sits inside raw HTML, which is shown as typed.
        else nodes.push(token.escaped ? (token.text as string) : decodeEntities(token.text));
        break;
      case 'escape':
        nodes.push(token.text as string);
        break;
      case 'strong':
      case 'em':
      case 'del':
        nodes.push({ type: token.type, children: inlineNodes(token.tokens ?? []) });
        break;
      case 'codespan':
        nodes.push({ type: 'code', text: token.text as string });
        break;
      case 'br':
        nodes.push({ type: 'break' });
        break;
      case 'link': {
        const link = token as Tokens.Link;
        // Autolink addresses are already literal; written links may carry character references.
        const href = safeHref(link.autolink ? link.href : decodeEntities(link.href));
        const children = inlineNodes(link.tokens);
        // A refused address (javascript:, data:…) keeps its words but loses the link.
        if (href === undefined) nodes.push(...children);
        else {
          nodes.push({
            type: 'link',
            href,
            ...(link.title ? { title: decodeEntities(link.title) } : {}),
            children,
          });
        }
        break;
      }
      case 'image':
        // Images are not part of a body: the alternative text stands in for one.
        nodes.push(...inlineNodes(token.tokens ?? []));
        break;
      default:
        // Raw HTML (a <script>, an <img onerror>) and anything unknown: the source, as text.
        nodes.push(literalText(token.raw));
    }
  }
  return nodes;
}

function blockNodes(tokens: readonly Token[]): RichTextBlock[] {
  const blocks: RichTextBlock[] = [];
  for (const token of tokens) {
    switch (token.type) {
      case 'space':
      case 'def':
        break;
      case 'heading':
        blocks.push({
          type: 'heading',
          depth: token.depth as number,
          children: inlineNodes(token.tokens ?? []),
        });
        break;
      case 'paragraph':
        blocks.push({ type: 'paragraph', children: inlineNodes(token.tokens ?? []) });
        break;
      case 'text':
        blocks.push({
          type: 'text',
          children: token.tokens ? inlineNodes(token.tokens) : [decodeEntities(token.text)],
        });
        break;
      case 'blockquote':
        blocks.push({ type: 'quote', children: blockNodes(token.tokens ?? []) });
        break;
      case 'list': {
        const list = token as Tokens.List;
        blocks.push({
          type: 'list',
          ordered: list.ordered,
          ...(list.ordered && typeof list.start === 'number' ? { start: list.start } : {}),
          items: list.items.map((item) => blockNodes(item.tokens)),
        });
        break;
      }
      case 'checkbox':
        // A task-list box: shown as typed rather than as an unlabelled form control.
        blocks.push({ type: 'text', children: [token.raw] });
        break;
      case 'hr':
        blocks.push({ type: 'rule' });
        break;
      case 'code':
        blocks.push({ type: 'code', text: token.text as string });
        break;
      default:
        blocks.push({ type: 'literal', text: literalText(token.raw) });
    }
  }
  return blocks;
}

/**
 * Parses markdown (GitHub flavour; a single line break starts a new line unless
 * `breaks` is false) into rich text for RichText. Character references are
 * resolved, raw HTML is kept as text, and unsafe link addresses are dropped.
 */
export function parseMarkdown(source: string, { breaks = true } = {}): RichTextBlock[] {
  return blockNodes(lexMarkdown(source, { breaks }));
}
