import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Card, type CardTone } from '../Card/Card.tsx';
import type { HeadingLevel } from '../../../primitives/type/Heading/Heading.tsx';
import { Text } from '../../../primitives/type/Text/Text.tsx';
import { VisuallyHidden } from '../../../primitives/type/VisuallyHidden/VisuallyHidden.tsx';
import { wrapAnywhere } from '../../../css/card.css.ts';
import * as styles from './ValueCard.css.ts';

export interface ValueCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** Its place in the list, as a word: 'One'. */
  number: ReactNode;
  /** The value: 'Principled governance'. */
  label: ReactNode;
  description: ReactNode;
  /** The heading's place in the page outline; 3 suits cards under a section's h2. */
  headingLevel?: HeadingLevel;
  tone?: CardTone;
  ref?: Ref<HTMLElement>;
}

/**
 * One of the trust's values (Our Vision): a number word shown large, the value
 * as a heading, and a description. The heading reads 'One: Principled governance'.
 */
export function ValueCard({
  number,
  label,
  description,
  headingLevel = 3,
  tone = 'subtle',
  ref,
  ...props
}: ValueCardProps) {
  return (
    <Card
      ref={ref}
      tone={tone}
      headingLevel={headingLevel}
      title={
        <>
          <span className={styles.number}>
            {number}
            {/* The colon keeps number and value apart when read as one heading. */}
            <VisuallyHidden>:</VisuallyHidden>
          </span>{' '}
          <span className={styles.label}>{label}</span>
        </>
      }
      {...props}
    >
      <Text className={wrapAnywhere}>{description}</Text>
    </Card>
  );
}
