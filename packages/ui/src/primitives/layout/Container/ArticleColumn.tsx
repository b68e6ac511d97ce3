import { clsx } from 'clsx';
import { Stack, type StackProps } from '../Stack/Stack.tsx';
import * as styles from './Container.css.ts';
import type { ContainerWidth } from './Container.tsx';

export interface ArticleColumnProps extends Omit<StackProps, 'as' | 'space'> {
  width: ContainerWidth;
}

/**
 * A page's article at a container's width, its parts a Stack with the page's large gap:
 * ArticleLayout's and PolicyLayout's root, with no wrapper between the article and its parts.
 */
export function ArticleColumn({ width, className, ...props }: ArticleColumnProps) {
  return (
    <Stack
      as="article"
      space="xl"
      className={clsx(styles.container({ width }), className)}
      data-width={width}
      {...props}
    />
  );
}
