import { clsx } from 'clsx';
import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { CardImage, type CardImageProps, type CardImageRatio } from '../../cards/Card/Card.tsx';
import { Stack } from '../../../primitives/layout/Stack/Stack.tsx';
import * as styles from './CaptionedImage.css.ts';

export interface CaptionedImageProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  src: string;
  /**
   * What the picture shows, for people who cannot see it. Not the caption
   * again: the caption is read as well.
   */
  alt: string;
  /** The words under the picture: 'Healthcare Access'. */
  caption: ReactNode;
  /** The box kept for the picture while it loads; landscape (4:3) by default. */
  ratio?: CardImageRatio;
  width?: number;
  height?: number;
  /** Lazy by default; 'eager' for a picture at the top of the page. */
  loading?: 'lazy' | 'eager';
  srcSet?: string;
  sizes?: string;
  /** Anything else for the <img> itself. */
  imageProps?: Omit<CardImageProps, 'src' | 'alt'>;
  ref?: Ref<HTMLElement>;
}

/** A picture with a caption under it, as a <figure> named by its <figcaption>. */
export function CaptionedImage({
  src,
  alt,
  caption,
  ratio = 'landscape',
  width,
  height,
  loading,
  srcSet,
  sizes,
  imageProps,
  className,
  ref,
  ...props
}: CaptionedImageProps) {
  const captionId = useId();
  return (
    // Named by its caption explicitly: not every browser derives the name from <figcaption>.
    <Stack
      as="figure"
      space="xs"
      ref={ref}
      aria-labelledby={captionId}
      className={clsx(styles.figure, className)}
      {...props}
    >
      <CardImage
        {...imageProps}
        src={src}
        alt={alt}
        ratio={ratio}
        width={width}
        height={height}
        loading={loading}
        srcSet={srcSet}
        sizes={sizes}
        className={clsx(styles.image, imageProps?.className)}
      />
      <figcaption id={captionId} className={styles.caption}>
        {caption}
      </figcaption>
    </Stack>
  );
}
