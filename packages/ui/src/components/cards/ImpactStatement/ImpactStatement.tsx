import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import { Icon, type IconName } from '../../../primitives/brand/Icon/Icon.tsx';
import * as styles from './ImpactStatement.css.ts';

export const impactStatementLayouts = ['inline', 'stacked'] as const;
export type ImpactStatementLayout = (typeof impactStatementLayouts)[number];

export interface ImpactStatementProps extends HTMLAttributes<HTMLDivElement> {
  /** Decoration beside the words: 'users', 'globe', 'heart'. */
  icon: IconName;
  /** The statement: '20,000+ health organisations connected'. Wrap the figure in <strong> to stress it. */
  children: ReactNode;
  /** `inline`: icon at the start of the line; `stacked`: icon above, centred. */
  layout?: ImpactStatementLayout;
  ref?: Ref<HTMLDivElement>;
}

/**
 * One line of impact with an icon: '20,000+ health organisations connected'.
 * The words carry the meaning; the icon is hidden from screen readers.
 */
export function ImpactStatement({
  icon,
  layout,
  className,
  children,
  ref,
  ...props
}: ImpactStatementProps) {
  return (
    <div
      ref={ref}
      className={clsx(styles.impactStatement({ layout }), className)}
      data-layout={layout ?? 'inline'}
      {...props}
    >
      <span className={styles.icon}>
        <Icon name={icon} size="lg" />
      </span>
      <p className={styles.text}>{children}</p>
    </div>
  );
}
