import { clsx } from 'clsx';
import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { Heading, type HeadingLevel } from '../../../primitives/type/Heading/Heading.tsx';
import { Stack } from '../../../primitives/layout/Stack/Stack.tsx';
import * as styles from './ContentsList.css.ts';
import { InPageLink } from './InPageLink.tsx';

export interface ContentsEntry {
  /** The id of the heading it leads to (given tabIndex -1, so focus can land there). */
  id: string;
  label: ReactNode;
}

export interface ContentsListProps extends Omit<HTMLAttributes<HTMLElement>, 'children'> {
  /**
   * The list's title, and the name screen readers give its navigation: 'Contents'. Text, or
   * text marked with its language (`<span lang="fr">Sommaire</span>`).
   */
  label: ReactNode;
  /** The places it leads to, in page order. */
  entries: readonly ContentsEntry[];
  /** Its title's place in the page outline: 2 by default. */
  headingLevel?: HeadingLevel;
  /** An id for its title, to make it a target too (a "Back to contents" link). */
  headingId?: string;
  ref?: Ref<HTMLElement>;
}

/**
 * A long page's list of contents: a navigation region of links to the page's headings.
 * Following a link moves focus to the heading as well as the view, so keyboard and screen
 * reader users carry on reading from there.
 */
export function ContentsList({
  label,
  entries,
  headingLevel = 2,
  headingId,
  className,
  ref,
  ...props
}: ContentsListProps) {
  const ownId = useId();
  const titleId = headingId ?? ownId;
  return (
    <Stack
      as="nav"
      space="sm"
      ref={ref}
      aria-labelledby={titleId}
      className={clsx(styles.contents, className)}
      {...props}
    >
      <Heading
        level={headingLevel}
        size="sm"
        id={titleId}
        tabIndex={headingId ? -1 : undefined}
        className={headingId ? styles.inPageTarget : undefined}
      >
        {label}
      </Heading>
      <Stack as="ol" space="xxs" className={styles.list}>
        {entries.map((entry) => (
          <InPageLink key={entry.id} targetId={entry.id}>
            {entry.label}
          </InPageLink>
        ))}
      </Stack>
    </Stack>
  );
}
