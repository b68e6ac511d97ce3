import { clsx } from 'clsx';
import { getDefaults, Lexer, type Token, type Tokens } from 'marked';
import {
  createElement,
  Fragment,
  useMemo,
  type HTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import { Link } from '../Link/Link.tsx';
import { Prose } from '../Prose/Prose.tsx';
import * as styles from './Markdown.css.ts';
import { decodeEntities, isExternalHref, safeHref } from './markdownText.ts';

export { allowedLinkSchemes, decodeEntities, isExternalHref, safeHref } from './markdownText.ts';

export interface MarkdownProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The markdown source: an article body, say. Raw HTML in it is shown as text, never run. */
  children: string;
  /**
   * Added to every heading level, so the body fits under the page's own
   * headings: with the default 1, '#' becomes an h2 below the article's h1.
   * Levels stop at h6.
   */
  headingOffset?: number;
  /** A single line break in the source starts a new line (as content editors expect). */
  breaks?: boolean;
  /**
   * Which links leave the site: they open in a new tab and say so. By default
   * every absolute http(s) address; pass your own to treat the site's own
   * domain as internal.
   */
  isExternalLink?: (href: string) => boolean;
  ref?: Ref<HTMLElement>;
}

interface RenderOptions {
  headingOffset: number;
  isExternalLink: (href: string) => boolean;
}

type HeadingElement = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

function headingElement(depth: number, offset: number): HeadingElement {
  const level = Math.min(6, Math.max(1, Math.round(depth + offset)));
  return `h${level}` as HeadingElement;
}

/** The source of a token, shown as typed: for raw HTML and anything this renderer does not support. */
function Literal({ text, block }: { text: string; block: boolean }) {
  const trimmed = text.replace(/\n+$/, '');
  return block ? <p className={styles.literal}>{trimmed}</p> : trimmed;
}

function renderLink(token: Tokens.Link, key: number, options: RenderOptions): ReactNode {
  // Autolink addresses are already literal; written links may carry character references.
  const href = safeHref(token.autolink ? token.href : decodeEntities(token.href));
  const label = renderInline(token.tokens, options);
  // A refused address (javascript:, data:…) keeps its words but loses the link.
  if (href === undefined) return <Fragment key={key}>{label}</Fragment>;
  return (
    <Link
      key={key}
      href={href}
      title={token.title ? decodeEntities(token.title) : undefined}
      external={options.isExternalLink(href)}
    >
      {label}
    </Link>
  );
}

function renderInline(tokens: readonly Token[], options: RenderOptions): ReactNode[] {
  return tokens.map((token, key) => {
    switch (token.type) {
      case 'text':
        if (token.tokens)
          return <Fragment key={key}>{renderInline(token.tokens, options)}</Fragment>;
        // `escaped` text sits inside raw HTML, which is shown as typed.
        return (
          <Fragment key={key}>{token.escaped ? token.text : decodeEntities(token.text)}</Fragment>
        );
      case 'escape':
        return <Fragment key={key}>{token.text}</Fragment>;
      case 'strong':
        return <strong key={key}>{renderInline(token.tokens ?? [], options)}</strong>;
      case 'em':
        return <em key={key}>{renderInline(token.tokens ?? [], options)}</em>;
      case 'del':
        return <del key={key}>{renderInline(token.tokens ?? [], options)}</del>;
      case 'codespan':
        return <code key={key}>{token.text}</code>;
      case 'br':
        return <br key={key} />;
      case 'link':
        return renderLink(token as Tokens.Link, key, options);
      case 'image':
        // Images are not part of an article body: the alternative text stands in for one.
        return <Fragment key={key}>{renderInline(token.tokens ?? [], options)}</Fragment>;
      case 'html':
      default:
        // Raw HTML (a <script>, an <img onerror>) and anything unknown: the source, as text.
        return <Literal key={key} text={token.raw} block={false} />;
    }
  });
}

function renderBlocks(tokens: readonly Token[], options: RenderOptions): ReactNode[] {
  return tokens.map((token, key) => {
    switch (token.type) {
      case 'space':
      case 'def':
        return null;
      case 'heading':
        return createElement(
          headingElement(token.depth as number, options.headingOffset),
          { key },
          renderInline(token.tokens ?? [], options),
        );
      case 'paragraph':
        return <p key={key}>{renderInline(token.tokens ?? [], options)}</p>;
      case 'text':
        // The content of a tight list item: inline, without a paragraph around it.
        return (
          <Fragment key={key}>
            {token.tokens ? renderInline(token.tokens, options) : decodeEntities(token.text)}
          </Fragment>
        );
      case 'blockquote':
        return <blockquote key={key}>{renderBlocks(token.tokens ?? [], options)}</blockquote>;
      case 'list': {
        const list = token as Tokens.List;
        const items = list.items.map((item, index) => (
          <li key={index}>{renderBlocks(item.tokens, options)}</li>
        ));
        if (!list.ordered) return <ul key={key}>{items}</ul>;
        const start = typeof list.start === 'number' && list.start !== 1 ? list.start : undefined;
        return (
          <ol key={key} start={start}>
            {items}
          </ol>
        );
      }
      case 'checkbox':
        // A task-list box: shown as typed rather than as an unlabelled form control.
        return <Fragment key={key}>{token.raw}</Fragment>;
      case 'hr':
        return <hr key={key} />;
      case 'code':
        return (
          <pre key={key} className={styles.codeBlock}>
            <code>{token.text}</code>
          </pre>
        );
      case 'html':
      default:
        return <Literal key={key} text={token.raw} block />;
    }
  });
}

/** Parses markdown into tokens with the library defaults, whatever `marked.use()` did elsewhere. */
export function lexMarkdown(source: string, { breaks = true } = {}): Token[] {
  return new Lexer({ ...getDefaults(), gfm: true, breaks }).lex(source);
}

/**
 * Renders a markdown string (an article body) as React elements: headings,
 * paragraphs, quotations, lists, emphasis, code and links. It never sets HTML:
 * raw HTML in the source is shown as text, and links with a scheme other than
 * http, https, mailto or tel lose their link.
 */
export function Markdown({
  children,
  headingOffset = 1,
  breaks = true,
  isExternalLink = isExternalHref,
  className,
  ref,
  ...props
}: MarkdownProps) {
  const tokens = useMemo(() => lexMarkdown(children, { breaks }), [children, breaks]);
  // Prose gives the plain elements their spacing and type; the Markdown styles add what it leaves out.
  return (
    <Prose ref={ref} className={clsx(styles.markdown, className)} {...props}>
      {renderBlocks(tokens, { headingOffset, isExternalLink })}
    </Prose>
  );
}
