import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { useWords } from '../../../i18n/LocaleProvider.tsx';
import { useMessageFormat } from '../../../i18n/messageFormat.ts';
import { pillarCard as pillarCardWords } from '../../../i18n/words/pillarCard.ts';
import { Card, CardImage, type CardImageProps, type CardTone } from '../Card/Card.tsx';
import { CardIcon } from '../Card/CardIcon.tsx';
import type { HeadingLevel } from '../../../primitives/type/Heading/Heading.tsx';
import { Icon, type IconName } from '../../../primitives/brand/Icon/Icon.tsx';
import { Link } from '../../../primitives/actions/Link/Link.tsx';
import { Stack } from '../../../primitives/layout/Stack/Stack.tsx';
import { Text } from '../../../primitives/type/Text/Text.tsx';
import { VisuallyHidden } from '../../../primitives/type/VisuallyHidden/VisuallyHidden.tsx';
import { cardLabel, wrapAnywhere } from '../../../css/card.css.ts';
import * as styles from './PillarCard.css.ts';

export interface PillarCardProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The pillar's icon: 'stethoscope' for Healthcare Access, 'siren' for Emergency Relief. */
  icon: IconName;
  /** The pillar's name: 'Healthcare Access'. It also completes the Learn more link's name. */
  title: string;
  description: ReactNode;
  /** What the funding achieves, one line each. */
  outcomes?: readonly string[];
  /** Where Learn more leads; no link without it. */
  href?: string;
  image?: CardImageProps;
  /** The title's place in the page outline; 3 suits cards under a section's h2. */
  headingLevel?: HeadingLevel;
  tone?: CardTone;
  /** Shown above the outcomes, and names their list: 'Outcomes', or the locale's word. */
  outcomesLabel?: string;
  /** The link's words: 'Learn more', or the locale's words. */
  learnMoreLabel?: string;
  /**
   * Read after the link text so it makes sense on its own among five others:
   * 'about Healthcare Access' by default (the locale's message, with the title in it).
   */
  learnMoreContext?: string;
  ref?: Ref<HTMLElement>;
}

/** A funding pillar: icon, name, description, the outcomes it funds and a Learn more link. */
export function PillarCard({
  icon,
  title,
  description,
  outcomes = [],
  href,
  image,
  headingLevel = 3,
  outcomesLabel,
  learnMoreLabel,
  learnMoreContext,
  ...props
}: PillarCardProps) {
  const words = useWords('pillarCard', pillarCardWords);
  const formatMessage = useMessageFormat();
  const outcomesId = useId();
  return (
    // ref and tone reach Card with the other props.
    <Card
      title={title}
      headingLevel={headingLevel}
      media={image ? <CardImage {...image} /> : undefined}
      // Decoration: the title says what the pillar is.
      eyebrow={<CardIcon name={icon} />}
      footer={
        href === undefined ? undefined : (
          <Link href={href}>
            {learnMoreLabel ?? words.learnMore}
            <VisuallyHidden>
              {' '}
              {learnMoreContext ?? formatMessage(words.learnMoreContext, { title })}
            </VisuallyHidden>
            <Icon name="arrow-right" className={styles.learnMoreIcon} />
          </Link>
        )
      }
      {...props}
    >
      <Text className={wrapAnywhere}>{description}</Text>
      {outcomes.length > 0 ? (
        <>
          <p id={outcomesId} className={cardLabel}>
            {outcomesLabel ?? words.outcomes}
          </p>
          <Stack as="ul" space="xs" aria-labelledby={outcomesId}>
            {outcomes.map((outcome) => (
              <div key={outcome} className={styles.outcome}>
                <Icon name="check" className={styles.outcomeMark} />
                <span>{outcome}</span>
              </div>
            ))}
          </Stack>
        </>
      ) : null}
    </Card>
  );
}
