import { clsx } from 'clsx';
import type { HTMLAttributes, ReactNode, Ref } from 'react';
import {
  ProvidedLink,
  type LinkComponentProps,
} from '../../../primitives/actions/LinkProvider/LinkProvider.tsx';
import * as styles from './Tag.css.ts';

interface TagOwnProps {
  /** The keyword: 'governance', 'HealthEquity'. */
  children: ReactNode;
  /** Text before the keyword, read with it as one word: '#' for a hashtag. */
  prefix?: string;
}

export interface TagTextProps
  extends TagOwnProps, Omit<HTMLAttributes<HTMLSpanElement>, 'prefix' | 'children'> {
  href?: undefined;
  ref?: Ref<HTMLSpanElement>;
}

export interface TagLinkProps extends TagOwnProps, Omit<LinkComponentProps, 'prefix' | 'children'> {
  /** Where the keyword leads, such as every article with this tag. */
  href: string;
}

export type TagProps = TagTextProps | TagLinkProps;

/**
 * A keyword: a document's tag or an article's hashtag. Plain text, or a link
 * (through the app's link component) when given `href`. Its direction follows
 * its own text (dir="auto"), so '#HealthEquity' keeps its '#' in front on an
 * Arabic page and an Arabic hashtag reads right to left on an English one.
 */
export function Tag(props: TagProps) {
  if (props.href !== undefined) {
    const { prefix, children, className, ...linkProps } = props;
    return (
      <ProvidedLink dir="auto" className={clsx(styles.tag, styles.link, className)} {...linkProps}>
        {prefix}
        {children}
      </ProvidedLink>
    );
  }
  const { prefix, children, className, ref, ...spanProps } = props;
  return (
    <span ref={ref} dir="auto" className={clsx(styles.tag, className)} {...spanProps}>
      {prefix}
      {children}
    </span>
  );
}
