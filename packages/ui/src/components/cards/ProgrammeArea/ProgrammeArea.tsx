import { clsx } from 'clsx';
import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { useWords } from '../../../i18n/LocaleProvider.tsx';
import { useMessageFormat } from '../../../i18n/messageFormat.ts';
import { programmeArea as programmeAreaWords } from '../../../i18n/words/programmeArea.ts';
import { CardImage, type CardImageProps } from '../Card/Card.tsx';
import { Heading, type HeadingLevel } from '../../../primitives/type/Heading/Heading.tsx';
import { Text } from '../../../primitives/type/Text/Text.tsx';
import { VisuallyHidden } from '../../../primitives/type/VisuallyHidden/VisuallyHidden.tsx';
import { Stack } from '../../../primitives/layout/Stack/Stack.tsx';
import { cardLabel, wrapAnywhere } from '../../../css/card.css.ts';
import * as styles from './ProgrammeArea.css.ts';

export const programmeAreaImageSides = ['start', 'end'] as const;
export type ProgrammeAreaImageSide = (typeof programmeAreaImageSides)[number];

const romanDigits = [
  [1000, 'M'],
  [900, 'CM'],
  [500, 'D'],
  [400, 'CD'],
  [100, 'C'],
  [90, 'XC'],
  [50, 'L'],
  [40, 'XL'],
  [10, 'X'],
  [9, 'IX'],
  [5, 'V'],
  [4, 'IV'],
  [1, 'I'],
] as const;

/** 1 → 'I', 4 → 'IV', 5 → 'V'. Numbers Roman numerals cannot write (0, negatives, fractions, 4000+) stay as digits. */
export function toRomanNumeral(value: number): string {
  if (!Number.isInteger(value) || value < 1 || value > 3999) return String(value);
  let rest = value;
  let numeral = '';
  for (const [amount, letters] of romanDigits) {
    while (rest >= amount) {
      numeral += letters;
      rest -= amount;
    }
  }
  return numeral;
}

/** Odd areas put the picture at the end, even ones at the start, so a run of them zigzags. */
export function defaultImageSide(number: number): ProgrammeAreaImageSide {
  return number % 2 === 0 ? 'start' : 'end';
}

export interface ProgrammeAreaProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The area's number: shown as a Roman numeral (3 → III), read as a number. */
  number: number;
  title: ReactNode;
  description: ReactNode;
  /** Example outcomes, one line each. */
  outcomes?: readonly string[];
  image: CardImageProps;
  /**
   * Which side the picture takes on wide screens, in reading order (start is
   * the left in English, the right in Arabic). Alternates by number unless set.
   */
  imageSide?: ProgrammeAreaImageSide;
  /** The title's place in the page outline; 3 suits areas under a section's h2. */
  headingLevel?: HeadingLevel;
  /** What screen readers hear in place of the numeral: 'Programme area 1' by default (the locale's message). */
  numberLabel?: string;
  /** Shown above the outcomes, and names their list: 'Example outcomes', or the locale's words. */
  outcomesLabel?: string;
  ref?: Ref<HTMLElement>;
}

/**
 * A numbered programme area (What We Do): a large Roman numeral, title,
 * description, example outcomes and a picture, side by side on wide screens.
 */
export function ProgrammeArea({
  number,
  title,
  description,
  outcomes = [],
  image,
  imageSide = defaultImageSide(number),
  headingLevel = 3,
  numberLabel,
  outcomesLabel,
  className,
  ref,
  ...props
}: ProgrammeAreaProps) {
  const words = useWords('programmeArea', programmeAreaWords);
  const formatMessage = useMessageFormat();
  const spokenNumber = numberLabel ?? formatMessage(words.numberLabel, { number });
  const titleId = useId();
  const outcomesId = useId();
  return (
    <article
      ref={ref}
      aria-labelledby={titleId}
      className={clsx(styles.programmeArea({ imageSide }), className)}
      data-image-side={imageSide}
      {...props}
    >
      <Stack space="md" className={styles.content}>
        <div className={styles.header}>
          <span className={styles.numeral} aria-hidden="true">
            {toRomanNumeral(number)}
          </span>
          <Heading level={headingLevel} size="md" id={titleId} className={styles.title}>
            <VisuallyHidden>{`${spokenNumber}: `}</VisuallyHidden>
            {title}
          </Heading>
        </div>
        <Text className={wrapAnywhere}>{description}</Text>
        {outcomes.length > 0 ? (
          <>
            <p id={outcomesId} className={cardLabel}>
              {outcomesLabel ?? words.outcomes}
            </p>
            <ul aria-labelledby={outcomesId} className={styles.outcomes}>
              {outcomes.map((outcome) => (
                <li key={outcome}>{outcome}</li>
              ))}
            </ul>
          </>
        ) : null}
      </Stack>
      <div className={styles.media}>
        <CardImage ratio="landscape" {...image} className={clsx(styles.image, image.className)} />
      </div>
    </article>
  );
}
