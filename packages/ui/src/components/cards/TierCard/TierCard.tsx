import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Card, type CardTone } from '../Card/Card.tsx';
import type { HeadingLevel } from '../../../primitives/type/Heading/Heading.tsx';
import { Text } from '../../../primitives/type/Text/Text.tsx';
import { wrapAnywhere } from '../../../css/card.css.ts';
import * as styles from './TierCard.css.ts';

export interface TierCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The tier: 'Founding Patrons'. */
  name: ReactNode;
  /** The giving level, shown large: '£100,000+'. Leave out for a tier without one. */
  threshold?: ReactNode;
  description: ReactNode;
  /** The name's place in the page outline; 3 suits cards under a section's h2. */
  headingLevel?: HeadingLevel;
  /** `tint` to set one tier apart, such as the highest. */
  tone?: CardTone;
  ref?: Ref<HTMLElement>;
}

/** A donor recognition tier: name, giving level and what it means. */
export function TierCard({
  name,
  threshold,
  description,
  headingLevel = 3,
  tone,
  ref,
  ...props
}: TierCardProps) {
  return (
    <Card ref={ref} tone={tone} title={name} headingLevel={headingLevel} {...props}>
      {threshold !== undefined && threshold !== null && threshold !== '' ? (
        <p className={styles.threshold}>{threshold}</p>
      ) : null}
      <Text className={wrapAnywhere}>{description}</Text>
    </Card>
  );
}
