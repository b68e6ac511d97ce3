import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { onDarkSurface } from '../../css/focusRing.css.ts';
import { Container, type ContainerWidth } from '../../primitives/layout/Container/Container.tsx';
import { Heading, type HeadingLevel } from '../../primitives/type/Heading/Heading.tsx';
import { Inline } from '../../primitives/layout/Inline/Inline.tsx';
import { Stack } from '../../primitives/layout/Stack/Stack.tsx';
import { Text } from '../../primitives/type/Text/Text.tsx';
import * as styles from './Hero.css.ts';

export const heroTones = ['brand', 'subtle'] as const;

export type HeroTone = (typeof heroTones)[number];

export interface HeroImage {
  src: string;
  /** What the picture shows; '' when it only decorates. */
  alt: string;
  /** The file's own size, so the browser knows its shape before it loads. */
  width?: number;
  height?: number;
}

export interface HeroProps extends Omit<HTMLAttributes<HTMLDivElement>, 'title'> {
  /** The page's title. */
  title: ReactNode;
  /** Its level: 1 for the page's own title (the default). */
  headingLevel?: HeadingLevel;
  /** A sentence or two under the title. */
  intro?: ReactNode;
  /** Buttons or links: 'Partner With Us'. On the brand tone use a secondary button. */
  actions?: ReactNode;
  /** A picture beside the text (below it on a phone). The hero is at the top, so it loads at once. */
  image?: HeroImage;
  /** `brand`: the dark brand surface; `subtle`: a light one. */
  tone?: HeroTone;
  /** The widest the content may grow. */
  width?: ContainerWidth;
  ref?: Ref<HTMLDivElement>;
}

/** The opening block of a page: its title, a short introduction, the main actions and an optional picture. */
export function Hero({
  title,
  headingLevel = 1,
  intro,
  actions,
  image,
  tone = 'brand',
  width = 'default',
  className,
  ref,
  ...props
}: HeroProps) {
  const dark = tone === 'brand';
  return (
    <div
      ref={ref}
      className={clsx(styles.hero({ tone }), dark && onDarkSurface, className)}
      data-tone={tone}
      {...props}
    >
      <Container width={width}>
        <div className={styles.layout} data-has-image={image ? '' : undefined}>
          <Stack space="md" align="start" className={styles.content}>
            <Heading level={headingLevel} size="display" tone={dark ? 'inverse' : 'default'}>
              {title}
            </Heading>
            {intro ? (
              <Text size="lg" measure>
                {intro}
              </Text>
            ) : null}
            {actions ? (
              <Inline space="sm" className={styles.actions}>
                {actions}
              </Inline>
            ) : null}
          </Stack>
          {image ? (
            <img
              className={styles.image}
              src={image.src}
              alt={image.alt}
              width={image.width}
              height={image.height}
              // At the top of the page: fetch it first, never lazily.
              loading="eager"
              fetchPriority="high"
              decoding="async"
            />
          ) : null}
        </div>
      </Container>
    </div>
  );
}
