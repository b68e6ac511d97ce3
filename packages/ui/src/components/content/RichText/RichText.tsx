import { clsx } from 'clsx';
import { createElement, Fragment, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { Link } from '../../../primitives/actions/Link/Link.tsx';
import { Prose } from '../../../primitives/type/Prose/Prose.tsx';
import { inPageTarget } from '../../navigation/ContentsList/ContentsList.css.ts';
import { richTextHeadings } from './headings.ts';
import * as styles from './RichText.css.ts';
import { isExternalHref, safeHref } from './links.ts';
import type { RichTextBlock, RichTextInline } from './richTextTypes.ts';

export type { RichTextBlock, RichTextInline } from './richTextTypes.ts';
export { headingAnchor, richTextHeadings, type RichTextHeading } from './headings.ts';
export { allowedLinkSchemes, isExternalHref, safeHref } from './links.ts';

export interface RichTextProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /** The text, as parsed from markdown (`parseMarkdown` from `@ghat/ui/markdown`). */
  blocks: readonly RichTextBlock[];
  /**
   * Added to every heading level, so the text fits under the page's own
   * headings: with the default 1, a depth-1 heading becomes an h2 below the
   * page's h1. Levels stop at h6.
   */
  headingOffset?: number;
  /**
   * Which links leave the site: they open in a new tab and say so. By default
   * every absolute http(s) address.
   */
  isExternalLink?: (href: string) => boolean;
  /**
   * Give each heading of the text an id from its words (see richTextHeadings), so a
   * ContentsList or a link can lead to it; focus can land on it too.
   */
  anchorHeadings?: boolean;
  ref?: Ref<HTMLElement>;
}

interface RenderOptions {
  headingOffset: number;
  isExternalLink: (href: string) => boolean;
  /** Ids of the top-level headings, by block index (anchorHeadings). */
  anchors?: ReadonlyMap<number, string>;
}

type HeadingElement = 'h1' | 'h2' | 'h3' | 'h4' | 'h5' | 'h6';

function headingElement(depth: number, offset: number): HeadingElement {
  const level = Math.min(6, Math.max(1, Math.round(depth + offset)));
  return `h${level}` as HeadingElement;
}

function renderInline(nodes: readonly RichTextInline[], options: RenderOptions): ReactNode[] {
  return nodes.map((node, key) => {
    if (typeof node === 'string') return <Fragment key={key}>{node}</Fragment>;
    switch (node.type) {
      case 'strong':
      case 'em':
      case 'del':
        return createElement(node.type, { key }, renderInline(node.children, options));
      case 'code':
        return <code key={key}>{node.text}</code>;
      case 'break':
        return <br key={key} />;
      case 'link': {
        const label = renderInline(node.children, options);
        // Checked again here: rich text may come from anywhere, not only from parseMarkdown.
        const href = safeHref(node.href);
        if (href === undefined) return <Fragment key={key}>{label}</Fragment>;
        return (
          <Link key={key} href={href} title={node.title} external={options.isExternalLink(href)}>
            {label}
          </Link>
        );
      }
      default:
        return null;
    }
  });
}

function renderBlocks(blocks: readonly RichTextBlock[], options: RenderOptions): ReactNode[] {
  // Only the text's own headings are anchored, not those in its quotations and lists.
  const nested = { ...options, anchors: undefined };
  return blocks.map((block, key) => {
    switch (block.type) {
      case 'heading': {
        const id = options.anchors?.get(key);
        return createElement(
          headingElement(block.depth, options.headingOffset),
          id ? { key, id, tabIndex: -1, className: inPageTarget } : { key },
          renderInline(block.children, options),
        );
      }
      case 'paragraph':
        return <p key={key}>{renderInline(block.children, options)}</p>;
      case 'text':
        return <Fragment key={key}>{renderInline(block.children, options)}</Fragment>;
      case 'quote':
        return <blockquote key={key}>{renderBlocks(block.children, nested)}</blockquote>;
      case 'list': {
        const items = block.items.map((item, index) => (
          <li key={index}>{renderBlocks(item, nested)}</li>
        ));
        if (!block.ordered) return <ul key={key}>{items}</ul>;
        const start = block.start !== undefined && block.start !== 1 ? block.start : undefined;
        return (
          <ol key={key} start={start}>
            {items}
          </ol>
        );
      }
      case 'rule':
        return <hr key={key} />;
      case 'code':
        return (
          <pre key={key} className={styles.codeBlock}>
            <code>{block.text}</code>
          </pre>
        );
      case 'literal':
        return (
          <p key={key} className={styles.literal}>
            {block.text}
          </p>
        );
      default:
        return null;
    }
  });
}

/**
 * Renders rich text (headings, paragraphs, quotations, lists, emphasis, code
 * and links) as React elements, without a markdown parser: a page parses its
 * markdown where the parser is at hand and sends the browser only this. It
 * never sets HTML, and links with a scheme other than http, https, mailto or
 * tel lose their link.
 */
export function RichText({
  blocks,
  headingOffset = 1,
  isExternalLink = isExternalHref,
  anchorHeadings = false,
  className,
  ref,
  ...props
}: RichTextProps) {
  const anchors = anchorHeadings
    ? new Map(richTextHeadings(blocks).map((heading) => [heading.blockIndex, heading.id]))
    : undefined;
  // Prose gives the plain elements their spacing and type; the rich-text styles add what it leaves out.
  return (
    <Prose ref={ref} className={clsx(styles.richText, className)} {...props}>
      {renderBlocks(blocks, { headingOffset, isExternalLink, anchors })}
    </Prose>
  );
}
