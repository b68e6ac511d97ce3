import { clsx } from 'clsx';
import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { InitialsAvatar } from '../AuthorCard/AuthorCard.tsx';
import { Card, CardImage, type CardImageProps, type CardTone } from '../Card/Card.tsx';
import { Heading, type HeadingLevel } from '../../../primitives/type/Heading/Heading.tsx';
import { Inline } from '../../../primitives/layout/Inline/Inline.tsx';
import { Stack } from '../../../primitives/layout/Stack/Stack.tsx';
import { Text } from '../../../primitives/type/Text/Text.tsx';
import { cardIdentity, wrapAnywhere } from '../../../css/card.css.ts';
import * as styles from './TrusteeCard.css.ts';

export interface TrusteeCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The trustee's name, as they use it: 'Dr Amara Okafor'. */
  name: string;
  /** Their role on the board: 'Chair of Trustees'. */
  jobTitle: ReactNode;
  /** A short biography. */
  bio: ReactNode;
  /** In their own words; shown as a quotation attributed to them. */
  quote?: ReactNode;
  /**
   * A portrait. Without one the card shows their initials. The name is right
   * beside it, so `alt: ''` is usually right.
   */
  photo?: Omit<CardImageProps, 'ratio'>;
  /** The name's place in the page outline; 3 suits cards under a section's h2. */
  headingLevel?: HeadingLevel;
  tone?: CardTone;
  ref?: Ref<HTMLElement>;
}

/** A trustee: portrait or initials, name, role, biography and a quotation. */
export function TrusteeCard({
  name,
  jobTitle,
  bio,
  quote,
  photo,
  headingLevel = 3,
  tone,
  className,
  ref,
  ...props
}: TrusteeCardProps) {
  const nameId = useId();
  return (
    <Card
      ref={ref}
      as="article"
      tone={tone}
      aria-labelledby={nameId}
      className={className}
      {...props}
    >
      {/* Wraps: at large text sizes on a narrow screen the picture goes above the name. */}
      <Inline space="md" alignY="center">
        {photo ? (
          <CardImage {...photo} ratio="square" className={clsx(styles.photo, photo.className)} />
        ) : (
          <InitialsAvatar name={name} size="large" />
        )}
        <Stack space="xxs" className={cardIdentity}>
          <Heading level={headingLevel} size="sm" id={nameId}>
            {name}
          </Heading>
          <p className={styles.jobTitle}>{jobTitle}</p>
        </Stack>
      </Inline>
      <Text size="sm" className={wrapAnywhere}>
        {bio}
      </Text>
      {quote ? (
        <Stack as="figure" space="xs" className={styles.quote}>
          <blockquote className={styles.quoteText}>{quote}</blockquote>
          <figcaption className={styles.attribution}>
            {/* The dash is typography; the name is what is read. */}
            <span aria-hidden="true">— </span>
            {name}
          </figcaption>
        </Stack>
      ) : null}
    </Card>
  );
}
