import { clsx } from 'clsx';
import { useId, type HTMLAttributes, type ReactNode, type Ref } from 'react';
import { onDarkSurface } from '../../../css/focusRing.css.ts';
import { Container, type ContainerWidth } from '../Container/Container.tsx';
import { Heading, type HeadingLevel } from '../../type/Heading/Heading.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../../type/Text/Text.tsx';
import * as styles from './Section.css.ts';

export const sectionTones = ['default', 'subtle', 'brand', 'inverse'] as const;

export type SectionTone = (typeof sectionTones)[number];

/** The tones on a dark surface, where text, headings and focus rings switch to their light forms. */
const darkSectionTones: readonly SectionTone[] = ['brand', 'inverse'];

export interface SectionProps extends Omit<HTMLAttributes<HTMLElement>, 'title'> {
  /** The section's title: it also names the section as a region. */
  heading: ReactNode;
  /** Its place in the page outline: 2 by default, under the page's h1. */
  headingLevel?: HeadingLevel;
  /** A sentence or two under the heading. */
  intro?: ReactNode;
  /** The band's surface. On `brand` and `inverse` use inverse links and secondary buttons. */
  tone?: SectionTone;
  /** The widest the content may grow. */
  width?: ContainerWidth;
  children?: ReactNode;
  ref?: Ref<HTMLElement>;
}

/**
 * A titled band of a page ('Our Impact', 'Why It Matters'): a region named by
 * its heading, on one of four surfaces, with its content at a set width.
 * Far from view it is laid out only as it nears the viewport
 * (`content-visibility: auto`), so it clips anything that sticks out of the band.
 */
export function Section({
  heading,
  headingLevel = 2,
  intro,
  tone = 'default',
  width = 'default',
  className,
  children,
  ref,
  ...props
}: SectionProps) {
  const headingId = useId();
  const dark = darkSectionTones.includes(tone);
  return (
    <section
      ref={ref}
      aria-labelledby={headingId}
      className={clsx(styles.section({ tone }), dark && onDarkSurface, className)}
      data-tone={tone}
      {...props}
    >
      <Container width={width}>
        <Stack space="sm">
          <Heading level={headingLevel} id={headingId} tone={dark ? 'inverse' : 'default'}>
            {heading}
          </Heading>
          {intro ? (
            <Text size="lg" measure>
              {intro}
            </Text>
          ) : null}
        </Stack>
        {children ? <div className={styles.body}>{children}</div> : null}
      </Container>
    </section>
  );
}
