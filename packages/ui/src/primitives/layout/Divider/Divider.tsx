import { clsx } from 'clsx';
import type { HTMLAttributes, Ref } from 'react';
import { marginBlockClasses } from '../../../css/layoutSpace.css.ts';
import { responsiveClass } from '../../../css/responsive.ts';
import type { ResponsiveSpace } from '../Stack/Stack.tsx';
import * as styles from './Divider.css.ts';

export const dividerTones = ['subtle', 'default', 'strong'] as const;

export type DividerTone = (typeof dividerTones)[number];

export interface DividerProps extends Omit<HTMLAttributes<HTMLHRElement>, 'children' | 'color'> {
  /** How much the rule stands out: subtle inside cards, strong between major sections. */
  tone?: DividerTone;
  /** Space above and below the rule, from the space tokens; responsive. */
  space?: ResponsiveSpace;
  /**
   * A purely visual rule: hidden from assistive technology, which would otherwise
   * announce a separator that adds nothing (between items already grouped, say).
   */
  decorative?: boolean;
  ref?: Ref<HTMLHRElement>;
}

/** A horizontal rule (`hr`, role separator) between sections of content. */
export function Divider({
  tone = 'default',
  space = 'none',
  decorative = false,
  className,
  ref,
  ...props
}: DividerProps) {
  return (
    <hr
      ref={ref}
      className={clsx(
        responsiveClass(marginBlockClasses, space),
        styles.divider({ tone }),
        className,
      )}
      data-tone={tone}
      aria-hidden={decorative || undefined}
      {...props}
    />
  );
}
