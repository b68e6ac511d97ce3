import { clsx } from 'clsx';
import {
  useId,
  type HTMLAttributes,
  type ImgHTMLAttributes,
  type ReactNode,
  type Ref,
} from 'react';
import {
  Heading,
  type HeadingLevel,
  type HeadingSize,
} from '../../../primitives/type/Heading/Heading.tsx';
import { ProvidedLink } from '../../../primitives/actions/LinkProvider/LinkProvider.tsx';
import { Stack } from '../../../primitives/layout/Stack/Stack.tsx';
import { wrapAnywhere } from '../../../css/card.css.ts';
import * as styles from './Card.css.ts';

export const cardTones = ['default', 'subtle', 'tint'] as const;
export const cardElements = ['div', 'article', 'section', 'li'] as const;
export const cardImageRatios = ['wide', 'landscape', 'square'] as const;

export type CardTone = (typeof cardTones)[number];
export type CardElement = (typeof cardElements)[number];
export type CardImageRatio = (typeof cardImageRatios)[number];

export interface CardImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'alt' | 'children'
> {
  src: string;
  /** What the picture shows; pass '' when it only decorates (the text says it all). */
  alt: string;
  /** The box kept for the picture while it loads, so nothing below it jumps. */
  ratio?: CardImageRatio;
  ref?: Ref<HTMLImageElement>;
}

/**
 * A picture at a fixed ratio, cropped to fill it. Lazy by default: cards are
 * mostly below the fold; pass `loading="eager"` for one at the top of a page.
 */
export function CardImage({
  ratio,
  loading = 'lazy',
  decoding = 'async',
  className,
  alt,
  ...props
}: CardImageProps) {
  return (
    <img
      alt={alt}
      loading={loading}
      decoding={decoding}
      className={clsx(styles.image({ ratio }), className)}
      data-ratio={ratio ?? 'wide'}
      {...props}
    />
  );
}

export interface CardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** `article` for a self-contained item (a blog post, a document); `li` inside a list. */
  as?: CardElement;
  /** The surface: `subtle` and `tint` set a card apart from the page around it. */
  tone?: CardTone;
  /** Edge to edge above the content: usually a CardImage. */
  media?: ReactNode;
  /** The card's heading. */
  title?: ReactNode;
  /** The title's place in the page outline; 3 suits cards under a section's h2. */
  headingLevel?: HeadingLevel;
  /** How big the title looks, independent of its level. */
  titleSize?: HeadingSize;
  /** Makes the title a link to this address. */
  href?: string;
  /**
   * With `href`: the title link's hit area stretches over the whole card, so a
   * click anywhere on it follows the link (still one link, one tab stop).
   * Other links and buttons inside stay clickable above it.
   */
  stretchLink?: boolean;
  /** Shown above the title (categories, a type badge) but read after it. */
  eyebrow?: ReactNode;
  /** Pinned to the bottom of the card (actions), so footers line up in a row of cards. */
  footer?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/**
 * The shared card surface: border, radius, padding and an optional picture on
 * top. The other cards are built from it.
 */
export function Card({
  as: Element = 'div',
  tone,
  media,
  title,
  headingLevel = 3,
  titleSize = 'sm',
  href,
  stretchLink = true,
  eyebrow,
  footer,
  className,
  children,
  ref,
  ...props
}: CardProps) {
  const titleId = useId();
  const hasTitle = title !== undefined && title !== null && title !== '';
  const clickable = href !== undefined && stretchLink;
  // A named article or section is easier to find in a screen reader's list of them.
  const labelled = hasTitle && (Element === 'article' || Element === 'section');
  return (
    <Element
      // One element type at a time; the union of refs is too wide for TypeScript to narrow.
      ref={ref as Ref<never>}
      className={clsx(styles.card({ tone, clickable }), className)}
      data-tone={tone ?? 'default'}
      data-clickable={clickable || undefined}
      aria-labelledby={labelled ? titleId : undefined}
      {...props}
    >
      {media ? <div className={styles.media}>{media}</div> : null}
      <Stack space="sm" className={styles.body}>
        {hasTitle ? (
          <Heading level={headingLevel} size={titleSize} id={titleId} className={wrapAnywhere}>
            {href === undefined ? (
              title
            ) : (
              <ProvidedLink href={href} className={styles.titleLink({ stretched: clickable })}>
                {title}
              </ProvidedLink>
            )}
          </Heading>
        ) : null}
        {eyebrow ? <div className={styles.eyebrow}>{eyebrow}</div> : null}
        {children}
        {footer ? <div className={styles.footer}>{footer}</div> : null}
      </Stack>
    </Element>
  );
}
